import type { MarketKind } from "@pulso/core";
import type { Queryable } from "../db/database";
import { chartPrices } from "./marketPrices";
import { lmsrStateOf } from "./marketRow";

/**
 * Stores the market's current prices as one price-history point (cents per option, in option
 * order; vote shares for polls), inside the caller's transaction. Called when a market opens,
 * after every bet and after every vote.
 */
export async function recordPricePoint(tx: Queryable, marketId: string): Promise<void> {
  const market = await tx.query<{ kind: MarketKind; liquidity_b: number | null }>(
    "SELECT kind, liquidity_b FROM markets WHERE id = $1",
    [marketId],
  );
  const row = market.rows[0];
  if (!row) throw new Error(`recordPricePoint: market ${marketId} does not exist`);
  const options = await tx.query<{ q_micro: number; votes: number }>(
    "SELECT q_micro, votes FROM market_options WHERE market_id = $1 ORDER BY position",
    [marketId],
  );
  const prices = chartPrices(
    row.kind,
    lmsrStateOf(row, options.rows),
    options.rows.map((option) => option.votes),
  );
  await tx.query("INSERT INTO price_points (market_id, prices) VALUES ($1, $2::float8[])", [
    marketId,
    prices,
  ]);
}
