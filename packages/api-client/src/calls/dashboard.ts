import type {
  BettingHistoryQuery,
  ChartKind,
  DashboardCharts,
  DashboardResponse,
  LeaderboardQuery,
  TransactionsQuery,
} from "@pulso/core";
import type { QueryParams } from "../requestURL";
import type { CallContext, CallOptions } from "./callOptions";

/** The dashboard overview (GET /dashboard). */
export type DashboardOverview = DashboardResponse["data"];

/** The dashboard calls of spec §7 and the leaderboard. */
export function dashboardCalls({ call }: CallContext) {
  return {
    /** GET /dashboard: stats, open positions and recent transactions. */
    getDashboard: (options?: CallOptions) => call("getDashboard", options),
    /** GET /dashboard/stats. */
    getDashboardStats: (options?: CallOptions) =>
      call("getDashboardStats", options).then((data) => data.stats),
    /** GET /dashboard/chart-data: every chart's data. */
    getDashboardChartData: (options?: CallOptions) =>
      call("getDashboardChartData", options).then((data) => data.charts),
    /** GET /dashboard/charts/all: the five charts. */
    getAllDashboardCharts: (options?: CallOptions) =>
      call("getAllDashboardCharts", options).then((data) => data.charts),
    /** GET /dashboard/charts/:kind: one chart (profit-loss covers the last 30 days). */
    getDashboardChart: <TKind extends ChartKind>(kind: TKind, options?: CallOptions) =>
      call("getDashboardChart", { ...options, params: { kind } }).then(
        // The schema answers any kind's chart; the server answers the one asked for.
        (data) => data.chart as DashboardCharts[TKind],
      ),
    /** GET /dashboard/transactions (page 1, limit 10 by default). */
    getTransactions: (query: TransactionsQuery = {}, options?: CallOptions) =>
      call("getTransactions", { ...options, query: query as QueryParams }),
    /** GET /dashboard/betting-history (page 1, limit 10 by default). */
    getBettingHistory: (query: BettingHistoryQuery = {}, options?: CallOptions) =>
      call("getBettingHistory", { ...options, query: query as QueryParams }),
    /** GET /dashboard/active-bets: open positions with their live value. */
    getActiveBets: (options?: CallOptions) =>
      call("getActiveBets", options).then((data) => data.bets),
    /** GET /stats: the platform's public figures (open markets, volume, traders) for the home page. */
    getPlatformStats: (options?: CallOptions) =>
      call("getPlatformStats", options).then((data) => data.stats),
    /** GET /leaderboard: top traders, with the signed-in reader's own row. */
    getLeaderboard: (query: LeaderboardQuery = {}, options?: CallOptions) =>
      call("getLeaderboard", { ...options, query: query as QueryParams }).then(
        (data) => data.leaderboard,
      ),
  };
}
