import { centsToDollars, type PlatformStats } from "@pulso/core";
import type { Queryable } from "../db/database";

interface PlatformStatsRow {
  active_markets: number;
  resolved_markets: number;
  volume_cents: number;
  bets: number;
  votes: number;
  traders: number;
}

/**
 * The platform's public figures for the home page. Markets awaiting review are never counted;
 * a trader is anyone who placed a bet or cast a vote. Read from the markets' running counters
 * and the positions and votes tables, so it never scans the bets.
 */
export async function loadPlatformStats(db: Queryable): Promise<PlatformStats> {
  const result = await db.query<PlatformStatsRow>(
    `SELECT (SELECT count(*) FROM markets WHERE status = 'active')::int AS active_markets,
            (SELECT count(*) FROM markets WHERE status = 'resolved')::int AS resolved_markets,
            (SELECT coalesce(sum(volume_cents), 0) FROM markets
              WHERE status <> 'pending_review')::bigint AS volume_cents,
            (SELECT coalesce(sum(bet_count), 0) FROM markets
              WHERE status <> 'pending_review')::int AS bets,
            (SELECT coalesce(sum(total_votes), 0) FROM markets
              WHERE status <> 'pending_review')::int AS votes,
            (SELECT count(*) FROM (SELECT user_id FROM positions UNION SELECT user_id FROM votes) AS t)::int
              AS traders`,
  );
  const row = result.rows[0];
  return {
    activeMarkets: row?.active_markets ?? 0,
    resolvedMarkets: row?.resolved_markets ?? 0,
    totalVolume: centsToDollars(row?.volume_cents ?? 0),
    traders: row?.traders ?? 0,
    bets: row?.bets ?? 0,
    votes: row?.votes ?? 0,
  };
}
