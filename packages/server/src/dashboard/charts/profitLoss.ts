import { centsToDollars, PROFIT_LOSS_CHART_DAYS } from "@pulso/core";
import type { DashboardCharts } from "@pulso/core";
import type { Queryable } from "../../db/database";
import { lastDays } from "../calendar";

/**
 * Realised profit per UTC day over the last 30 days (spec §9), one point per day ending today,
 * days without settlements included. `profit` is what the bets settled that day won or lost
 * (payout − stake; refunds count 0); `cumulative` is the running total since the first bet,
 * so the last point equals the dashboard's profit.
 */
export async function profitLossChart(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<DashboardCharts["profit-loss"]> {
  const result = await db.query<{ day: string; profit_cents: number }>(
    `SELECT to_char(settled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
            sum(coalesce(payout_cents, 0) - amount_cents)::bigint AS profit_cents
       FROM bets
      WHERE user_id = $1 AND status IN ('won', 'lost') AND settled_at IS NOT NULL
      GROUP BY 1`,
    [userId],
  );
  const days = lastDays(now, PROFIT_LOSS_CHART_DAYS);
  const first = days[0] ?? "";
  const byDay = new Map<string, number>();
  let cumulative = 0;
  for (const row of result.rows) {
    if (row.day < first) cumulative += row.profit_cents;
    else byDay.set(row.day, row.profit_cents);
  }
  return days.map((date) => {
    const profit = byDay.get(date) ?? 0;
    cumulative += profit;
    return { date, profit: centsToDollars(profit), cumulative: centsToDollars(cumulative) };
  });
}
