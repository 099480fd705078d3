import { centsToDollars } from "@pulso/core";
import type { DashboardCharts } from "@pulso/core";
import type { Queryable } from "../../db/database";
import { lastMonths, utcMonthStart } from "../calendar";

/** Months the monthly performance chart covers, the current one included. */
export const MONTHLY_PERFORMANCE_MONTHS = 12;

/**
 * Money in and out of bets per UTC month over the last 12 months, every month present, oldest
 * first: `wagered` is the stakes placed that month, `returned` what came back that month
 * (payouts of won bets and refunds of cancelled markets), `profit` = returned − wagered.
 */
export async function monthlyPerformanceChart(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<DashboardCharts["monthly-performance"]> {
  const since = utcMonthStart(now, MONTHLY_PERFORMANCE_MONTHS - 1);
  const result = await db.query<{ month: string; wagered_cents: number; returned_cents: number }>(
    `SELECT month, sum(wagered)::bigint AS wagered_cents, sum(returned)::bigint AS returned_cents
       FROM (SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month,
                    amount_cents AS wagered, 0 AS returned
               FROM bets WHERE user_id = $1 AND created_at >= $2
             UNION ALL
             SELECT to_char(settled_at AT TIME ZONE 'UTC', 'YYYY-MM'), 0, coalesce(payout_cents, 0)
               FROM bets
              WHERE user_id = $1 AND status IN ('won', 'refunded') AND settled_at >= $2) flows
      GROUP BY month`,
    [userId, since],
  );
  const byMonth = new Map(result.rows.map((row) => [row.month, row]));
  return lastMonths(now, MONTHLY_PERFORMANCE_MONTHS).map((month) => {
    const wagered = byMonth.get(month)?.wagered_cents ?? 0;
    const returned = byMonth.get(month)?.returned_cents ?? 0;
    return {
      month,
      wagered: centsToDollars(wagered),
      returned: centsToDollars(returned),
      profit: centsToDollars(returned - wagered),
    };
  });
}
