import type { ApiClient } from "@pulso/api-client";
import {
  PAGE_SIZES,
  type AdminWithdrawalsQuery,
  type BettingHistoryQuery,
  type CryptoDeposit,
  type ChartKind,
  type Language,
  type LeaderboardQuery,
  type ListAllTicketsQuery,
  type ListCommentsQuery,
  type ListDepositsQuery,
  type ListMyTicketsQuery,
  type ListPollsQuery,
  type ListSuggestionsQuery,
  type ListWebVitalsQuery,
  type MyBetsQuery,
  type PriceHistoryRange,
  type TransactionsQuery,
} from "@pulso/core";
import type { Query, QueryKey } from "@tanstack/query-core";
import { cryptoPaymentRefetchInterval } from "./cryptoPaymentPolling";
import { pulsoKeys } from "./queryKeys";
import { BATCHED_HISTORY_RANGE, createWeekHistoryLoader } from "./weekHistoryBatch";

/**
 * A query's key and function, ready for query-core (`new QueryObserver(client, query)`,
 * `client.fetchQuery(query)`) or a binding's `useQuery(query)`. Cache policies come from the
 * client's defaults for the key.
 */
export interface PulsoQuery<TData> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<TData>;
  /**
   * Only for data the portal polls while it can still change (a crypto payment's status): the
   * next poll's delay, or `false` to stop. Every other query refetches only when invalidated.
   */
  refetchInterval?: (query: Query<TData, unknown, TData, QueryKey>) => number | false;
}

function query<TData>(
  queryKey: QueryKey,
  queryFn: (signal: AbortSignal) => Promise<TData>,
): PulsoQuery<TData> {
  return { queryKey, queryFn: ({ signal }) => queryFn(signal) };
}

/** Builds the sdk's read queries over one API client (see {@link PulsoQueries}). */
export function createPulsoQueries(api: ApiClient) {
  const loadWeekHistory = createWeekHistoryLoader(api);
  return {
    /**
     * GET /auth/session: the signed-in user, or null when signed out (fresh 5 min, kept 15, two
     * retries, none on 401/403). The session probe: signed out answers 200, so no console error.
     */
    currentUser: () => query(pulsoKeys.currentUser, (signal) => api.getSession({ signal })),
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
    /**
     * GET /polls/:id/price-history for a range; a week's history asked for with others' (a page
     * of cards' sparklines) comes in one GET /polls/batch (see `createWeekHistoryLoader`).
     */
    priceHistory: (id: string, range?: PriceHistoryRange) =>
      query(pulsoKeys.priceHistory(id, range), (signal) =>
        range === BATCHED_HISTORY_RANGE
          ? loadWeekHistory(id, signal)
          : api.getPriceHistory(id, range ? { range } : {}, { signal }),
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
    /** GET /stats: the platform's public figures for the home page. */
    platformStats: () =>
      query(pulsoKeys.platformStats, (signal) => api.getPlatformStats({ signal })),
    /** GET /leaderboard. */
    leaderboard: (filters: LeaderboardQuery = {}) =>
      query(pulsoKeys.leaderboard(filters), (signal) => api.getLeaderboard(filters, { signal })),
    /** GET /comments/polls/:id/comments (page 1, 20 per page by default). */
    comments: (pollId: string, page: ListCommentsQuery = {}) =>
      query(pulsoKeys.comments(pollId, page), (signal) =>
        api.listComments(pollId, { page: 1, limit: PAGE_SIZES.comments, ...page }, { signal }),
      ),
    /** GET /deposits: the signed-in user's deposits, newest first (page 1, 20 a page by default). */
    deposits: (page: ListDepositsQuery = {}) =>
      query(pulsoKeys.depositList(page), (signal) =>
        api.listDeposits({ page: 1, limit: PAGE_SIZES.deposits, ...page }, { signal }),
      ),
    /** GET /users/:id/withdrawals: a user's withdrawals (the signed-in user's own id; admins any). */
    withdrawals: (userId: string) =>
      query(pulsoKeys.withdrawalList(userId), (signal) => api.listWithdrawals(userId, { signal })),
    /**
     * GET /payments/crypto/:id: a crypto payment's status. Polls every
     * {@link CRYPTO_PAYMENT_POLL_MS} while it is waiting or received and stops once it is
     * confirmed, failed or expired (see `cryptoPaymentRefetchInterval`).
     */
    cryptoPayment: (id: string): PulsoQuery<CryptoDeposit> => ({
      ...query(pulsoKeys.cryptoPayment(id), (signal) => api.getCryptoPayment(id, { signal })),
      refetchInterval: (cached) => cryptoPaymentRefetchInterval(cached.state.data),
    }),
    /** GET /admin/withdrawals (admin): every user's withdrawals, optionally by status. */
    adminWithdrawals: (filters: AdminWithdrawalsQuery = {}) =>
      query(pulsoKeys.adminWithdrawalList(filters), (signal) =>
        api.listAdminWithdrawals(filters, { signal }),
      ),
    /** GET /support/tickets: the signed-in user's tickets, most recently updated first. */
    myTickets: (filters: ListMyTicketsQuery = {}) =>
      query(pulsoKeys.myTicketList(filters), (signal) => api.listMyTickets(filters, { signal })),
    /** GET /support/tickets/all (admin): every ticket, with filters. */
    allTickets: (filters: ListAllTicketsQuery = {}) =>
      query(pulsoKeys.allTicketList(filters), (signal) => api.listAllTickets(filters, { signal })),
    /** GET /support/tickets/:id: one ticket with its message thread (owner or admin). */
    ticket: (id: string) => query(pulsoKeys.ticket(id), (signal) => api.getTicket(id, { signal })),
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
    /** GET /poll-suggestions (admin): every suggestion, with filters. */
    suggestions: (filters: ListSuggestionsQuery = {}) =>
      query(pulsoKeys.suggestionList(filters), (signal) =>
        api.listSuggestions(filters, { signal }),
      ),
    /** GET /banners (admin): every banner with its window and counters. */
    adminBanners: () => query(pulsoKeys.adminBanners, (signal) => api.listBanners({ signal })),
    /** GET /metrics/web-vitals (admin): the newest reports and each metric's p75. */
    webVitals: (filters: ListWebVitalsQuery = {}) =>
      query(pulsoKeys.webVitalList(filters), (signal) => api.listWebVitals(filters, { signal })),
  };
}

/** The sdk's read queries: one builder per cached API read. */
export type PulsoQueries = ReturnType<typeof createPulsoQueries>;
