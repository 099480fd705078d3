import type {
  AdminWithdrawalsQuery,
  BettingHistoryQuery,
  ChartKind,
  LeaderboardQuery,
  ListAllTicketsQuery,
  ListCommentsQuery,
  ListDepositsQuery,
  ListMyTicketsQuery,
  ListNotificationsQuery,
  ListPollsQuery,
  ListSuggestionsQuery,
  ListWebVitalsQuery,
  Language,
  MyBetsQuery,
  PriceHistoryRange,
  TransactionsQuery,
} from "@pulso/core";

/**
 * Every query key the sdk uses, as a tree: invalidating a prefix (`pulsoKeys.polls`) refreshes
 * everything under it. Widgets build their queries from these so realtime invalidation finds them.
 */
export const pulsoKeys = {
  /** Everything about markets: lists, details, results, price history. */
  polls: ["polls"] as const,
  pollList: (query: ListPollsQuery = {}) => ["polls", "list", query] as const,
  poll: (id: string) => ["polls", "detail", id] as const,
  pollResults: (id: string) => ["polls", "results", id] as const,
  pollBets: (id: string) => ["polls", "bets", id] as const,
  similarPolls: (id: string) => ["polls", "similar", id] as const,
  priceHistory: (id: string, range?: PriceHistoryRange) =>
    ["polls", "priceHistory", id, range ?? null] as const,
  /** The signed-in user (the session follows this query). */
  currentUser: ["currentUser"] as const,
  /** The user's own bets (GET /bets/my-bets). */
  myBets: ["bets"] as const,
  myBetList: (query: MyBetsQuery = {}) => ["bets", "mine", query] as const,
  /** The dashboard: overview, stats, charts, transactions, history, active bets. */
  dashboard: ["dashboard"] as const,
  dashboardOverview: ["dashboard", "overview"] as const,
  dashboardStats: ["dashboard", "stats"] as const,
  charts: ["dashboard", "charts"] as const,
  chart: (kind: ChartKind | "all") => ["dashboard", "charts", kind] as const,
  transactions: ["dashboard", "transactions"] as const,
  transactionList: (query: TransactionsQuery = {}) => ["dashboard", "transactions", query] as const,
  bettingHistory: ["dashboard", "bettingHistory"] as const,
  bettingHistoryList: (query: BettingHistoryQuery = {}) =>
    ["dashboard", "bettingHistory", query] as const,
  activeBets: ["dashboard", "activeBets"] as const,
  /** The bell: the list and the unread count. */
  notifications: ["notifications"] as const,
  notificationList: (query: ListNotificationsQuery = {}) =>
    ["notifications", "list", query] as const,
  unreadCount: ["notifications", "unreadCount"] as const,
  leaderboard: (query: LeaderboardQuery = {}) => ["leaderboard", query] as const,
  platformStats: ["platform-stats"] as const,
  comments: (pollId: string, query: ListCommentsQuery = {}) => ["comments", pollId, query] as const,
  /** Money in and out: deposits, withdrawals (own and the admin's queue), crypto payments. */
  payments: ["payments"] as const,
  deposits: ["payments", "deposits"] as const,
  depositList: (query: ListDepositsQuery = {}) => ["payments", "deposits", query] as const,
  withdrawals: ["payments", "withdrawals"] as const,
  withdrawalList: (userId: string) => ["payments", "withdrawals", "user", userId] as const,
  adminWithdrawalList: (query: AdminWithdrawalsQuery = {}) =>
    ["payments", "withdrawals", "all", query] as const,
  cryptoPayment: (id: string) => ["payments", "crypto", id] as const,
  /** Support tickets: own list, every ticket (admin), one ticket with its thread. */
  tickets: ["tickets"] as const,
  myTickets: ["tickets", "mine"] as const,
  myTicketList: (query: ListMyTicketsQuery = {}) => ["tickets", "mine", query] as const,
  allTickets: ["tickets", "all"] as const,
  allTicketList: (query: ListAllTicketsQuery = {}) => ["tickets", "all", query] as const,
  ticket: (id: string) => ["tickets", "detail", id] as const,
  /** Poll suggestions: own and every one (admin). */
  suggestions: ["suggestions"] as const,
  mySuggestions: ["suggestions", "mine"] as const,
  suggestionList: (query: ListSuggestionsQuery = {}) => ["suggestions", "all", query] as const,
  /** Banners, market links and the footer. */
  siteSettings: ["siteSettings"] as const,
  marketLinks: ["siteSettings", "marketLinks"] as const,
  footer: ["siteSettings", "footer"] as const,
  activeBanners: ["siteSettings", "banners"] as const,
  banners: (lang: Language) => ["siteSettings", "banners", lang] as const,
  /** Every banner with its counters (admin). */
  adminBanners: ["siteSettings", "adminBanners"] as const,
  /** Stored web-vital reports (admin). */
  webVitals: ["webVitals"] as const,
  webVitalList: (query: ListWebVitalsQuery = {}) => ["webVitals", query] as const,
};

/**
 * Keys of data that belongs to the signed-in user (or that only an admin may see), dropped when
 * the session ends.
 */
export const PRIVATE_KEYS = [
  pulsoKeys.currentUser,
  pulsoKeys.myBets,
  pulsoKeys.dashboard,
  pulsoKeys.notifications,
  pulsoKeys.payments,
  pulsoKeys.tickets,
  pulsoKeys.suggestions,
  pulsoKeys.adminBanners,
  pulsoKeys.webVitals,
] as const;
