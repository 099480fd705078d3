import { centsToDollars } from "@pulso/core";
import type { DashboardCharts } from "@pulso/core";
import type { Queryable } from "../../db/database";

/**
 * Shares of a whole in hundredths of a percent that sum to exactly 100.00, by largest
 * remainder (ties to the earlier entry), so a pie chart's labels always add up.
 */
export function percentagesOf(amounts: readonly number[]): number[] {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (total <= 0) return amounts.map(() => 0);
  const exact = amounts.map((amount) => (amount / total) * 10_000);
  const units = exact.map((value) => Math.floor(value));
  let missing = 10_000 - units.reduce((sum, value) => sum + value, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (missing <= 0) break;
    units[index] = (units[index] ?? 0) + 1;
    missing -= 1;
  }
  return units.map((value) => value / 100);
}

/**
 * The stakes of the user's active bets by market category, largest first, with percentages
 * that sum to 100; empty when nothing is open.
 */
export async function portfolioDistributionChart(
  db: Queryable,
  userId: string,
): Promise<DashboardCharts["portfolio-distribution"]> {
  const result = await db.query<{ category: string; amount_cents: number }>(
    `SELECT m.category, sum(b.amount_cents)::bigint AS amount_cents
       FROM bets b JOIN markets m ON m.id = b.market_id
      WHERE b.user_id = $1 AND b.status = 'active'
      GROUP BY m.category
      ORDER BY amount_cents DESC, m.category`,
    [userId],
  );
  const percentages = percentagesOf(result.rows.map((row) => row.amount_cents));
  return result.rows.map((row, index) => ({
    category: row.category,
    amount: centsToDollars(row.amount_cents),
    percentage: percentages[index] ?? 0,
  }));
}
