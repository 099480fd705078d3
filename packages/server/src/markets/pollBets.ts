import type { Bet, Language } from "@pulso/core";
import { BET_SELECT, toBet, type BetRow } from "../bets/betRow";
import type { Queryable } from "../db/database";

/** How many recent bets a market's bet list shows. */
const RECENT_BETS = 50;

/** The market's most recent bets, newest first, at most 50; public, so nobody's are special. */
export async function recentMarketBets(
  db: Queryable,
  marketId: string,
  language: Language,
): Promise<Bet[]> {
  const result = await db.query<BetRow>(
    `${BET_SELECT} WHERE b.market_id = $1 ORDER BY b.created_at DESC, b.id DESC LIMIT $2`,
    [marketId, RECENT_BETS],
  );
  return result.rows.map((row) => toBet(row, language));
}
