import type { Language, Market } from "@pulso/core";
import type { Queryable } from "../db/database";
import { forViewer, type ForecastViewer } from "./blackout";
import {
  MARKET_SELECT,
  OPTION_SELECT,
  toMarket,
  type MarketRow,
  type OptionRow,
} from "./marketRow";

/** The row → Market mapper, for callers that already hold the rows. */
export { toMarket } from "./marketRow";
/** Stores the current prices as a history point; the bets domain calls it after every bet. */
export { recordPricePoint } from "./pricePoints";

/**
 * The first option's stored price about 24 hours ago per market: the newest point at least a
 * day old, else the market's first point (a market younger than a day changed since it opened).
 */
async function firstPricesDayAgo(db: Queryable, ids: readonly string[]) {
  const result = await db.query<{ id: string; price: number | null }>(
    `SELECT m.id, p.prices[1] AS price
       FROM unnest($1::text[]) AS m(id)
       CROSS JOIN LATERAL (
         SELECT prices FROM (
           (SELECT 0 AS rank, prices FROM price_points
             WHERE market_id = m.id AND at <= now() - interval '24 hours'
             ORDER BY at DESC, id DESC LIMIT 1)
           UNION ALL
           (SELECT 1 AS rank, prices FROM price_points
             WHERE market_id = m.id ORDER BY at, id LIMIT 1)
         ) candidates ORDER BY rank LIMIT 1
       ) p`,
    [ids],
  );
  return new Map(result.rows.map((row) => [row.id, row.price]));
}

/**
 * Several markets as the API shows them to `viewer`, in the order of `ids` (unknown ids are left
 * out), with three queries whatever the count. For the public (the default), a market in its
 * election blackout comes without its forecast (`forViewer`, DESIGN §12).
 */
export async function loadMarkets(
  db: Queryable,
  ids: readonly string[],
  language: Language,
  viewer: ForecastViewer = "public",
): Promise<Market[]> {
  // An id with U+0000 names no market (PostgreSQL text cannot hold it) and would fail the query:
  // the pages and pictures that take an id from their address (`/market/:id`, `/og/market/:id.png`)
  // reach here without the API's request checks.
  const unique = [...new Set(ids)].filter((id) => !id.includes("\u0000"));
  if (unique.length === 0) return [];
  // One after the other: `db` may be a transaction, which runs one statement at a time.
  const markets = await db.query<MarketRow>(
    `SELECT ${MARKET_SELECT} FROM markets m WHERE m.id = ANY($1::text[])`,
    [unique],
  );
  if (markets.rows.length === 0) return [];
  const options = await db.query<OptionRow>(
    `SELECT ${OPTION_SELECT} FROM market_options WHERE market_id = ANY($1::text[])
      ORDER BY market_id, position`,
    [unique],
  );
  const dayAgo = await firstPricesDayAgo(db, unique);
  const optionsByMarket = new Map<string, OptionRow[]>();
  for (const option of options.rows) {
    const list = optionsByMarket.get(option.market_id) ?? [];
    list.push(option);
    optionsByMarket.set(option.market_id, list);
  }
  const byId = new Map(
    markets.rows.map((row) => [
      row.id,
      forViewer(
        toMarket(row, optionsByMarket.get(row.id) ?? [], dayAgo.get(row.id) ?? null, language),
        viewer,
      ),
    ]),
  );
  return unique.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One market as the API shows it to `viewer` (see `loadMarkets`), texts in `language` (falling
 * back to the other one), or null when there is none.
 */
export async function loadMarket(
  db: Queryable,
  id: string,
  language: Language,
  viewer: ForecastViewer = "public",
): Promise<Market | null> {
  const [market] = await loadMarkets(db, [id], language, viewer);
  return market ?? null;
}
