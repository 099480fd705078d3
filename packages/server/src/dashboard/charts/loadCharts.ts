import type { ChartKind, DashboardCharts } from "@pulso/core";
import type { Queryable } from "../../db/database";
import { bettingActivityChart } from "./bettingActivity";
import { monthlyPerformanceChart } from "./monthlyPerformance";
import { portfolioDistributionChart } from "./portfolioDistribution";
import { profitLossChart } from "./profitLoss";
import { winRateTrendChart } from "./winRateTrend";

/** One dashboard chart of spec §3's five kinds, for one user, as of `now` (UTC days). */
export function loadChart<TKind extends ChartKind>(
  db: Queryable,
  userId: string,
  kind: TKind,
  now: Date,
): Promise<DashboardCharts[TKind]> {
  const builders: { [K in ChartKind]: () => Promise<DashboardCharts[K]> } = {
    "profit-loss": () => profitLossChart(db, userId, now),
    "betting-activity": () => bettingActivityChart(db, userId, now),
    "portfolio-distribution": () => portfolioDistributionChart(db, userId),
    "win-rate-trend": () => winRateTrendChart(db, userId),
    "monthly-performance": () => monthlyPerformanceChart(db, userId, now),
  };
  return builders[kind]();
}

/** All five dashboard charts for one user, as of `now`. */
export async function loadAllCharts(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<DashboardCharts> {
  return {
    "profit-loss": await profitLossChart(db, userId, now),
    "betting-activity": await bettingActivityChart(db, userId, now),
    "portfolio-distribution": await portfolioDistributionChart(db, userId),
    "win-rate-trend": await winRateTrendChart(db, userId),
    "monthly-performance": await monthlyPerformanceChart(db, userId, now),
  };
}
