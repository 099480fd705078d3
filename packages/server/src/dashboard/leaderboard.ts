import { centsToDollars } from "@pulso/core";
import type {
  Leaderboard,
  LeaderboardEntry,
  LeaderboardMetric,
  LeaderboardPeriod,
} from "@pulso/core";
import type { Queryable } from "../db/database";
import { roundTo } from "../markets/marketPrices";

/** Settled bets a trader needs in the period to be ranked by win rate. */
export const MIN_SETTLED_FOR_WIN_RATE = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

/** How far back each period reaches from now. */
const PERIOD_DAYS: Record<LeaderboardPeriod, number | null> = { week: 7, month: 30, all: null };

/** Who is ranked for each metric, and by what. */
const METRICS: Record<LeaderboardMetric, { eligible: string; order: string }> = {
  profit: { eligible: "s.settled > 0", order: "profit_cents" },
  volume: { eligible: "s.volume_cents > 0", order: "volume_cents" },
  winRate: { eligible: `s.settled >= ${MIN_SETTLED_FOR_WIN_RATE}`, order: "win_rate" },
};

interface RankedRow {
  user_id: string;
  name: string;
  rank: number;
  profit_cents: number;
  volume_cents: number;
  win_rate: number;
  bets: number;
}

/** The first instant a period covers: a week or 30 days back, or the beginning of time. */
export function periodStart(period: LeaderboardPeriod, now: Date): Date {
  const days = PERIOD_DAYS[period];
  return days === null ? new Date(0) : new Date(now.getTime() - days * DAY_MS);
}

function toEntry(row: RankedRow): LeaderboardEntry {
  return {
    rank: row.rank,
    userId: row.user_id,
    name: row.name,
    profit: centsToDollars(row.profit_cents),
    volume: centsToDollars(row.volume_cents),
    winRate: roundTo(row.win_rate, 2),
    bets: row.bets,
  };
}

/**
 * The leaderboard for a period and metric. Profit is payouts minus stakes of bets settled in
 * the period; volume is the stakes placed in it; win rate is won / settled × 100 among traders
 * with at least three settled bets. Ties go to the larger volume, then the name. Only names
 * are shown, never emails. `me` is the reader's own row with their rank, even below the top
 * `limit`; null when signed out or not ranked for this metric and period.
 */
export async function loadLeaderboard(
  db: Queryable,
  options: {
    period: LeaderboardPeriod;
    metric: LeaderboardMetric;
    limit: number;
    viewerId: string | null;
    now: Date;
  },
): Promise<Leaderboard> {
  const metric = METRICS[options.metric];
  const result = await db.query<RankedRow>(
    `WITH stats AS (
       SELECT user_id,
              coalesce(sum(coalesce(payout_cents, 0) - amount_cents)
                FILTER (WHERE status IN ('won', 'lost') AND settled_at >= $1), 0)::bigint AS profit_cents,
              coalesce(sum(amount_cents) FILTER (WHERE created_at >= $1), 0)::bigint AS volume_cents,
              count(*) FILTER (WHERE created_at >= $1)::int AS bets,
              count(*) FILTER (WHERE status = 'won' AND settled_at >= $1)::int AS won,
              count(*) FILTER (WHERE status IN ('won', 'lost') AND settled_at >= $1)::int AS settled
         FROM bets
        WHERE created_at >= $1 OR settled_at >= $1
        GROUP BY user_id
     ), ranked AS (
       SELECT s.user_id, u.name, s.profit_cents, s.volume_cents, s.bets,
              CASE WHEN s.settled > 0 THEN s.won * 100.0 / s.settled ELSE 0 END::float8 AS win_rate
         FROM stats s JOIN users u ON u.id = s.user_id
        WHERE NOT u.disabled AND ${metric.eligible}
     ), numbered AS (
       SELECT r.*, row_number() OVER (
                ORDER BY ${metric.order} DESC, volume_cents DESC, name COLLATE "C", user_id COLLATE "C"
              )::int AS rank
         FROM ranked r
     )
     SELECT * FROM numbered WHERE rank <= $2 OR user_id = $3::text ORDER BY rank`,
    [periodStart(options.period, options.now), options.limit, options.viewerId],
  );
  const entries = result.rows.filter((row) => row.rank <= options.limit).map(toEntry);
  const mine = result.rows.find((row) => row.user_id === options.viewerId);
  return {
    period: options.period,
    metric: options.metric,
    entries,
    me: mine ? toEntry(mine) : null,
    updatedAt: options.now.toISOString(),
  };
}
