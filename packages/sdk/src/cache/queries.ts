import type { ApiClient } from "@pulso/api-client";
import {
  PAGE_SIZES,
  type BettingHistoryQuery,
  type ChartKind,
  type Language,
  type LeaderboardQuery,
  type ListCommentsQuery,
  type ListPollsQuery,
  type MyBetsQuery,
  type PriceHistoryRange,
  type TransactionsQuery,
} from "@pulso/core";
import type { QueryKey } from "@tanstack/query-core";
import { pulsoKeys } from "./queryKeys";

/**
 * A query's key and function, ready for query-core (`new QueryObserver(client, query)`,
 * `client.fetchQuery(query)`) or a binding's `useQuery(query)`. Cache policies come from the
 * client's defaults for the key.
 */
export interface PulsoQuery<TData> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<TData>;
}

function query<TData>(
  queryKey: QueryKey,
  queryFn: (signal: AbortSignal) => Promise<TData>,
): PulsoQuery<TData> {
  return { queryKey, queryFn: ({ signal }) => queryFn(signal) };
}

/** Builds the sdk's read queries over one API client (see {@link PulsoQueries}). */
export function createPulsoQueries(api: ApiClient) {
  return {
    /** GET /users/me: the signed-in user (fresh 5 min, kept 15, two retries, none on 401/403). */
    currentUser: () => query(pulsoKeys.currentUser, (signal) => api.getMe({ signal })),
    /** GET /polls with filters, sort and page. */
    pollList: (filters: ListPollsQuery = {}) =>
      query(pulsoKeys.pollList(filters), (signal) => api.listPolls(filters, { signal })),
    /** GET /polls/:id. */
    poll: (id: string) => query(pulsoKeys.poll(id), (signal) => api.getPoll(id, { signal })),
    /** GET /polls/:id/results. */
    pollResults: (id: string) =>
      query(pulsoKeys.pollResults(id), (signal) => api.getPollResults(id, { signal })),
    /** GET /polls/:id/bets. */
    pollBets: (id: string) =>
      query(pulsoKeys.pollBets(id), (signal) => api.getPollBets(id, { signal })),
    /** GET /polls/:id/similar. */
    similarPolls: (id: string) =>
      query(pulsoKeys.similarPolls(id), (signal) => api.getSimilarPolls(id, { signal })),
    /** GET /polls/:id/price-history for a range. */
    priceHistory: (id: string, range?: PriceHistoryRange) =>
      query(pulsoKeys.priceHistory(id, range), (signal) =>
        api.getPriceHistory(id, range ? { range } : {}, { signal }),
      ),
    /** GET /bets/my-bets. */
    myBets: (filters: MyBetsQuery = {}) =>
      query(pulsoKeys.myBetList(filters), (signal) => api.getMyBets(filters, { signal })),
    /** GET /dashboard. */
    dashboard: () => query(pulsoKeys.dashboardOverview, (signal) => api.getDashboard({ signal })),
    /** GET /dashboard/stats. */
    dashboardStats: () =>
      query(pulsoKeys.dashboardStats, (signal) => api.getDashboardStats({ signal })),
    /** GET /dashboard/charts/all. */
    allCharts: () =>
      query(pulsoKeys.chart("all"), (signal) => api.getAllDashboardCharts({ signal })),
    /** GET /dashboard/charts/:kind. */
    chart: <TKind extends ChartKind>(kind: TKind) =>
      query(pulsoKeys.chart(kind), (signal) => api.getDashboardChart(kind, { signal })),
    /** GET /dashboard/transactions (page 1, 10 per page by default). */
    transactions: (page: TransactionsQuery = {}) =>
      query(pulsoKeys.transactionList(page), (signal) =>
        api.getTransactions(
          { page: 1, limit: PAGE_SIZES.dashboardTransactions, ...page },
          { signal },
        ),
      ),
    /** GET /dashboard/betting-history (page 1, 10 per page by default). */
    bettingHistory: (page: BettingHistoryQuery = {}) =>
      query(pulsoKeys.bettingHistoryList(page), (signal) =>
        api.getBettingHistory({ page: 1, limit: PAGE_SIZES.bettingHistory, ...page }, { signal }),
      ),
    /** GET /dashboard/active-bets. */
    activeBets: () => query(pulsoKeys.activeBets, (signal) => api.getActiveBets({ signal })),
    /** GET /notifications: the bell's first page of 50 and the unread count. */
    notifications: () => {
      const page = { page: 1, limit: PAGE_SIZES.notifications };
      return query(pulsoKeys.notificationList(page), (signal) =>
        api.listNotifications(page, { signal }),
      );
    },
    /** GET /notifications/unread-count. */
    unreadCount: () => query(pulsoKeys.unreadCount, (signal) => api.getUnreadCount({ signal })),
    /** GET /leaderboard. */
    leaderboard: (filters: LeaderboardQuery = {}) =>
      query(pulsoKeys.leaderboard(filters), (signal) => api.getLeaderboard(filters, { signal })),
    /** GET /comments/polls/:id/comments (page 1, 20 per page by default). */
    comments: (pollId: string, page: ListCommentsQuery = {}) =>
      query(pulsoKeys.comments(pollId, page), (signal) =>
        api.listComments(pollId, { page: 1, limit: PAGE_SIZES.comments, ...page }, { signal }),
      ),
    /** GET /poll-suggestions/my-suggestions. */
    mySuggestions: () =>
      query(pulsoKeys.mySuggestions, (signal) => api.getMySuggestions({ signal })),
    /** GET /market-links: the header's Markets dropdown. */
    marketLinks: () => query(pulsoKeys.marketLinks, (signal) => api.getMarketLinks({ signal })),
    /** GET /uiconfig/footer-settings. */
    footer: () => query(pulsoKeys.footer, (signal) => api.getFooterSettings({ signal })),
    /** GET /banners/active for a language. */
    banners: (lang: Language) =>
      query(pulsoKeys.banners(lang), (signal) => api.getActiveBanners({ lang }, { signal })),
  };
}

/** The sdk's read queries: one builder per cached API read. */
export type PulsoQueries = ReturnType<typeof createPulsoQueries>;
