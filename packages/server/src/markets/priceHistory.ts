import { MAX_PRICE_HISTORY_POINTS, type PriceHistoryRange, type PricePoint } from "@pulso/core";
import type { Queryable } from "../db/database";

const DAY_MS = 24 * 60 * 60 * 1000;
const RANGE_MS: Record<PriceHistoryRange, number | null> = {
  "1d": DAY_MS,
  "1w": 7 * DAY_MS,
  "1m": 30 * DAY_MS,
  all: null,
};

/** A market's price history for one range, oldest first (DESIGN's price-history call). */
export interface PriceHistory {
  pollId: string;
  range: PriceHistoryRange;
  optionIds: string[];
  points: PricePoint[];
}

interface PointRow {
  at: Date;
  prices: number[];
}

/**
 * The points of a range, downsampled in the database to at most `max`: the points split into
 * `max` equal runs and the last of each run kept, so the spacing stays even and the newest
 * point always survives.
 */
async function pointsSince(
  db: Queryable,
  marketId: string,
  since: Date | null,
  max: number,
): Promise<PointRow[]> {
  const result = await db.query<PointRow>(
    `SELECT at, prices FROM (
       SELECT at, prices, id,
              row_number() OVER (ORDER BY at, id) - 1 AS rn, count(*) OVER () AS n
         FROM price_points
        WHERE market_id = $1 AND ($2::timestamptz IS NULL OR at >= $2)
     ) numbered
     WHERE n <= $3 OR ((rn + 1) * $3) / n <> (rn * $3) / n
     ORDER BY at, id`,
    [marketId, since, max],
  );
  return result.rows;
}

/**
 * The price history of a market for `range` (1d, 1w, 1m, all), at most
 * MAX_PRICE_HISTORY_POINTS points, oldest first, newest always kept. A bounded range opens with
 * the price in force at its start (the last earlier point, dated at the range's start), so a
 * quiet market still draws a line.
 */
export async function loadPriceHistory(
  db: Queryable,
  marketId: string,
  range: PriceHistoryRange,
  now: Date,
): Promise<PriceHistory> {
  const options = await db.query<{ id: string }>(
    "SELECT id FROM market_options WHERE market_id = $1 ORDER BY position",
    [marketId],
  );
  const span = RANGE_MS[range];
  const since = span === null ? null : new Date(now.getTime() - span);
  const anchor = since
    ? await db.query<PointRow>(
        `SELECT at, prices FROM price_points WHERE market_id = $1 AND at < $2
          ORDER BY at DESC, id DESC LIMIT 1`,
        [marketId, since],
      )
    : null;
  const opening = anchor?.rows[0];
  const rows = await pointsSince(
    db,
    marketId,
    since,
    opening ? MAX_PRICE_HISTORY_POINTS - 1 : MAX_PRICE_HISTORY_POINTS,
  );
  const points: PricePoint[] = rows.map((row) => ({
    t: row.at.toISOString(),
    prices: row.prices.map(Number),
  }));
  if (opening && since)
    points.unshift({ t: since.toISOString(), prices: opening.prices.map(Number) });
  return { pollId: marketId, range, optionIds: options.rows.map((option) => option.id), points };
}
