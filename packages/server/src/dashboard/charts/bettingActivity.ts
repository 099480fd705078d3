import { centsToDollars, PROFIT_LOSS_CHART_DAYS } from "@pulso/core";
import type { DashboardCharts } from "@pulso/core";
import type { Queryable } from "../../db/database";
import { lastDays, utcDayStart } from "../calendar";

/**
 * Bets placed per UTC day over the last 30 days, one point per day ending today (days without
 * bets included): how many, and their stakes in dollars.
 */
export async function bettingActivityChart(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<DashboardCharts["betting-activity"]> {
  const days = lastDays(now, PROFIT_LOSS_CHART_DAYS);
  const result = await db.query<{ day: string; bets: number; amount_cents: number }>(
    `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
            count(*)::int AS bets, sum(amount_cents)::bigint AS amount_cents
       FROM bets
      WHERE user_id = $1 AND created_at >= $2
      GROUP BY 1`,
    [userId, utcDayStart(now, PROFIT_LOSS_CHART_DAYS - 1)],
  );
  const byDay = new Map(result.rows.map((row) => [row.day, row]));
  return days.map((date) => {
    const row = byDay.get(date);
    return { date, bets: row?.bets ?? 0, amount: centsToDollars(row?.amount_cents ?? 0) };
  });
}
