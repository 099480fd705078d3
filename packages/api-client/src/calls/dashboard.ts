import type {
  ActiveBet,
  Bet,
  BettingHistoryQuery,
  ChartKind,
  DashboardCharts,
  DashboardResponse,
  DashboardStats,
  Leaderboard,
  PlatformStats,
  LeaderboardQuery,
  Pagination,
  Transaction,
  TransactionsQuery,
} from "@pulso/core";
import { buildPath } from "@pulso/core";
import type { CallContext, CallOptions } from "./callOptions";

/** The dashboard overview (GET /dashboard). */
export type DashboardOverview = DashboardResponse["data"];

/** The dashboard calls of spec §7 and the leaderboard. */
export function dashboardCalls({ transport }: CallContext) {
  return {
    /** GET /dashboard: stats, open positions and recent transactions. */
    getDashboard: (options?: CallOptions) =>
      transport.request<DashboardOverview>("GET", "/dashboard", options),
    /** GET /dashboard/stats. */
    getDashboardStats: (options?: CallOptions) =>
      transport
        .request<{ stats: DashboardStats }>("GET", "/dashboard/stats", options)
        .then((data) => data.stats),
    /** GET /dashboard/chart-data: every chart's data. */
    getDashboardChartData: (options?: CallOptions) =>
      transport
        .request<{ charts: DashboardCharts }>("GET", "/dashboard/chart-data", options)
        .then((data) => data.charts),
    /** GET /dashboard/charts/all: the five charts. */
    getAllDashboardCharts: (options?: CallOptions) =>
      transport
        .request<{ charts: DashboardCharts }>("GET", "/dashboard/charts/all", options)
        .then((data) => data.charts),
    /** GET /dashboard/charts/:kind: one chart (profit-loss covers the last 30 days). */
    getDashboardChart: <TKind extends ChartKind>(kind: TKind, options?: CallOptions) =>
      transport
        .request<{ kind: TKind; chart: DashboardCharts[TKind] }>(
          "GET",
          buildPath("/dashboard/charts/:kind", { kind }),
          options,
        )
        .then((data) => data.chart),
    /** GET /dashboard/transactions (page 1, limit 10 by default). */
    getTransactions: (query: TransactionsQuery = {}, options?: CallOptions) =>
      transport.request<{ transactions: Transaction[]; pagination: Pagination }>(
        "GET",
        "/dashboard/transactions",
        { ...options, query },
      ),
    /** GET /dashboard/betting-history (page 1, limit 10 by default). */
    getBettingHistory: (query: BettingHistoryQuery = {}, options?: CallOptions) =>
      transport.request<{ bets: Bet[]; pagination: Pagination }>(
        "GET",
        "/dashboard/betting-history",
        {
          ...options,
          query,
        },
      ),
    /** GET /dashboard/active-bets: open positions with their live value. */
    getActiveBets: (options?: CallOptions) =>
      transport
        .request<{ bets: ActiveBet[] }>("GET", "/dashboard/active-bets", options)
        .then((data) => data.bets),
    /** GET /stats: the platform's public figures (open markets, volume, traders) for the home page. */
    getPlatformStats: (options?: CallOptions) =>
      transport
        .request<{ stats: PlatformStats }>("GET", "/stats", options)
        .then((data) => data.stats),
    /** GET /leaderboard: top traders, with the signed-in reader's own row. */
    getLeaderboard: (query: LeaderboardQuery = {}, options?: CallOptions) =>
      transport
        .request<{ leaderboard: Leaderboard }>("GET", "/leaderboard", { ...options, query })
        .then((data) => data.leaderboard),
  };
}
