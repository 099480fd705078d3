import type { DashboardCharts } from "@pulso/core";
import type { Queryable } from "../../db/database";
import { winRateOf } from "../stats";

/**
 * The win rate over time: one point per UTC day on which bets were settled (won or lost),
 * oldest first. `winRate` and `settled` are running totals up to and including that day, so
 * the last point matches the dashboard's win rate.
 */
export async function winRateTrendChart(
  db: Queryable,
  userId: string,
): Promise<DashboardCharts["win-rate-trend"]> {
  const result = await db.query<{ day: string; won: number; settled: number }>(
    `SELECT to_char(settled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
            count(*) FILTER (WHERE status = 'won')::int AS won, count(*)::int AS settled
       FROM bets
      WHERE user_id = $1 AND status IN ('won', 'lost') AND settled_at IS NOT NULL
      GROUP BY 1
      ORDER BY 1`,
    [userId],
  );
  let won = 0;
  let settled = 0;
  return result.rows.map((row) => {
    won += row.won;
    settled += row.settled;
    return { date: row.day, winRate: winRateOf(won, settled), settled };
  });
}
