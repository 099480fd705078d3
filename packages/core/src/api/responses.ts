import { z } from "zod";
import { betQuoteSchema, betSchema } from "../entities/bet";
import { commentSchema } from "../entities/comment";
import { idSchema, paginationSchema, successEnvelope } from "../entities/common";
import {
  activeBetSchema,
  dashboardChartsSchema,
  dashboardStatsSchema,
  leaderboardSchema,
  platformStatsSchema,
  transactionSchema,
} from "../entities/dashboard";
import { PRICE_HISTORY_RANGES } from "../constants/markets";
import { marketSchema, pollResultsSchema, pricePointSchema } from "../entities/market";
import { notificationSchema } from "../entities/notification";
import { depositSchema, pixelPayTransactionSchema, withdrawalSchema } from "../entities/payments";
import {
  adminBannerSchema,
  bannerSchema,
  footerConfigSchema,
  marketLinkSchema,
  webVitalSchema,
  webVitalSummarySchema,
} from "../entities/siteSettings";
import { suggestionSchema } from "../entities/suggestion";
import { notificationSettingsSchema, userSchema } from "../entities/user";

/** Login, sign-up, password change and reset: `{ status, token, data: { user } }` (spec §7). */
export const authResponseSchema = z.object({
  status: z.literal("success"),
  token: z.string(),
  data: z.object({ user: userSchema }),
});
/** A call that answers only `{ status: "success" }`, optionally with a message. */
export const okResponseSchema = z.object({
  status: z.literal("success"),
  message: z.string().optional(),
  data: z.null().optional(),
});

/** `data.user`. */
export const userResponseSchema = successEnvelope(z.object({ user: userSchema }));
/**
 * GET /auth/session: who the caller is, `data.user` or `null` when signed out. The session probe
 * of every client: a signed-out reader is an expected state, answered 200 (never a 401 that a
 * browser would log in the publisher's console).
 */
export const sessionResponseSchema = successEnvelope(z.object({ user: userSchema.nullable() }));
/** `data.users` with pagination (admin). */
export const usersResponseSchema = successEnvelope(
  z.object({ users: z.array(userSchema), pagination: paginationSchema }),
);
/** `data.settings`. */
export const notificationSettingsResponseSchema = successEnvelope(
  z.object({ settings: notificationSettingsSchema }),
);

/** GET /polls: `data.polls` and `data.pagination`. */
export const pollsResponseSchema = successEnvelope(
  z.object({ polls: z.array(marketSchema), pagination: paginationSchema }),
);
/** `data.poll`. */
export const pollResponseSchema = successEnvelope(z.object({ poll: marketSchema }));
/** One election blackout rule as the API shows it (DESIGN §12). */
export const blackoutRuleSchema = z.object({
  /** The country (`ES`) or region (`AR-B`) it applies to. */
  jurisdiction: z.string(),
  daysBefore: z.number().int(),
  law: z.object({ es: z.string(), en: z.string() }),
  timeZone: z.string(),
  updatedAt: z.string(),
});
/** `data.rules`: every blackout rule, by jurisdiction. */
export const blackoutRulesResponseSchema = successEnvelope(
  z.object({ rules: z.array(blackoutRuleSchema) }),
);
/** `data.polls` without pagination (similar markets). */
export const pollListResponseSchema = successEnvelope(z.object({ polls: z.array(marketSchema) }));
/** `data.results`. */
export const pollResultsResponseSchema = successEnvelope(z.object({ results: pollResultsSchema }));
/** A market's price history for one range: each point's prices follow `optionIds`. */
const priceHistorySchema = z.object({
  pollId: idSchema,
  range: z.enum(PRICE_HISTORY_RANGES),
  optionIds: z.array(idSchema),
  points: z.array(pricePointSchema),
});
/** `data.history`: the price points of one range, oldest first. */
export const priceHistoryResponseSchema = successEnvelope(
  z.object({ history: priceHistorySchema }),
);
/**
 * GET /polls/batch: the markets found, in the order asked (ids that name no market the reader may
 * see are left out), each one's price history by market id when `history` was asked, and with
 * `markup` each one's widget markup.
 */
export const pollBatchResponseSchema = successEnvelope(
  z.object({
    polls: z.array(marketSchema),
    histories: z.record(idSchema, priceHistorySchema),
    /**
     * With `markup`: each found market's widget markup (its shadow root's HTML) by market id, as
     * shown while live and as shown while offline (prices marked out of date).
     */
    markup: z.record(idSchema, z.object({ live: z.string(), offline: z.string() })).optional(),
  }),
);
/** `data.quote`. */
export const quoteResponseSchema = successEnvelope(z.object({ quote: betQuoteSchema }));

/** `data.bets`. */
export const betsResponseSchema = successEnvelope(z.object({ bets: z.array(betSchema) }));
/** POST /bets: `data.bet` and the new balance in dollars. */
export const placeBetResponseSchema = successEnvelope(
  z.object({ bet: betSchema, balance: z.number() }),
);
/** `data.bet`. */
export const betResponseSchema = successEnvelope(z.object({ bet: betSchema }));

/** GET /dashboard: the overview. */
export const dashboardResponseSchema = successEnvelope(
  z.object({
    stats: dashboardStatsSchema,
    activeBets: z.array(activeBetSchema),
    recentTransactions: z.array(transactionSchema),
  }),
);
/** `data.stats`. */
export const dashboardStatsResponseSchema = successEnvelope(
  z.object({ stats: dashboardStatsSchema }),
);
/** `data.charts`: all five charts. */
export const dashboardChartsResponseSchema = successEnvelope(
  z.object({ charts: dashboardChartsSchema }),
);
/** `data.chart`: one chart's points (its shape depends on the kind). */
export const dashboardChartResponseSchema = successEnvelope(
  z.object({
    kind: z.string(),
    chart: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
  }),
);
/** `data.transactions` with pagination. */
export const transactionsResponseSchema = successEnvelope(
  z.object({ transactions: z.array(transactionSchema), pagination: paginationSchema }),
);
/** `data.bets` with pagination (betting history). */
export const bettingHistoryResponseSchema = successEnvelope(
  z.object({ bets: z.array(betSchema), pagination: paginationSchema }),
);
/** `data.bets`: open positions with live values. */
export const activeBetsResponseSchema = successEnvelope(
  z.object({ bets: z.array(activeBetSchema) }),
);
/** `data.leaderboard`. */
/** GET /stats: `data.stats`. */
export const platformStatsResponseSchema = successEnvelope(
  z.object({ stats: platformStatsSchema }),
);
export const leaderboardResponseSchema = successEnvelope(
  z.object({ leaderboard: leaderboardSchema }),
);

/** `data.comments` with pagination. */
export const commentsResponseSchema = successEnvelope(
  z.object({ comments: z.array(commentSchema), pagination: paginationSchema }),
);
/** `data.comment`. */
export const commentResponseSchema = successEnvelope(z.object({ comment: commentSchema }));

/** GET /notifications: `data.notifications`, `data.unreadCount` and pagination. */
export const notificationsResponseSchema = successEnvelope(
  z.object({
    notifications: z.array(notificationSchema),
    unreadCount: z.number().int(),
    pagination: paginationSchema,
  }),
);
/** GET /notifications/unread-count: `data.count`. */
export const unreadCountResponseSchema = successEnvelope(z.object({ count: z.number().int() }));
/** `data.notification`. */
export const notificationResponseSchema = successEnvelope(
  z.object({ notification: notificationSchema }),
);
/** Bulk notification changes: how many were changed. */
export const notificationsChangedResponseSchema = successEnvelope(
  z.object({ count: z.number().int() }),
);

/** `data.suggestions`: the signed-in user's own, newest first, all of them. */
export const mySuggestionsResponseSchema = successEnvelope(
  z.object({ suggestions: z.array(suggestionSchema) }),
);
/** `data.suggestions`, one page of everyone's (admin), with pagination. */
export const suggestionsResponseSchema = successEnvelope(
  z.object({ suggestions: z.array(suggestionSchema), pagination: paginationSchema }),
);
/** `data.suggestion`. */
export const suggestionResponseSchema = successEnvelope(z.object({ suggestion: suggestionSchema }));

/** POST /deposits: `data.deposit` and the new balance in dollars. */
export const depositResponseSchema = successEnvelope(
  z.object({ deposit: depositSchema, balance: z.number().optional() }),
);
/** `data.deposits`, newest first, with pagination. */
export const depositsResponseSchema = successEnvelope(
  z.object({ deposits: z.array(depositSchema), pagination: paginationSchema }),
);
/** POST /payments/sandbox/charge: the sandbox processor's signed record of an approved charge. */
export const sandboxCardChargeResponseSchema = successEnvelope(
  z.object({ transaction: pixelPayTransactionSchema }),
);
/** `data.withdrawal`. */
export const withdrawalResponseSchema = successEnvelope(
  z.object({ withdrawal: withdrawalSchema, balance: z.number().optional() }),
);
/** `data.withdrawals`. */
export const withdrawalsResponseSchema = successEnvelope(
  z.object({ withdrawals: z.array(withdrawalSchema) }),
);

/** `data.banners`. */
export const bannersResponseSchema = successEnvelope(z.object({ banners: z.array(bannerSchema) }));
/** GET /market-links: `status` and `data.links` (spec §7). */
export const marketLinksResponseSchema = successEnvelope(
  z.object({ links: z.array(marketLinkSchema) }),
);
/** GET /uiconfig/footer-settings: `status` and `data.footerConfig` (spec §7). */
export const footerSettingsResponseSchema = successEnvelope(
  z.object({ footerConfig: footerConfigSchema }),
);
/** `data.banners` with their windows and counters (admin). */
export const adminBannersResponseSchema = successEnvelope(
  z.object({ banners: z.array(adminBannerSchema) }),
);
/** `data.banner` with its window and counters (admin). */
export const adminBannerResponseSchema = successEnvelope(z.object({ banner: adminBannerSchema }));
/** `data.link`: one market link (admin). */
export const marketLinkResponseSchema = successEnvelope(z.object({ link: marketLinkSchema }));
/** GET /metrics/web-vitals (admin): the newest reports, a per-metric summary, pagination. */
export const webVitalsResponseSchema = successEnvelope(
  z.object({
    vitals: z.array(webVitalSchema),
    summary: z.array(webVitalSummarySchema),
    pagination: paginationSchema,
  }),
);

/** The types of the response bodies above. */
export type AuthResponse = z.infer<typeof authResponseSchema>;
export type OkResponse = z.infer<typeof okResponseSchema>;
export type UserResponse = z.infer<typeof userResponseSchema>;
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
export type UsersResponse = z.infer<typeof usersResponseSchema>;
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponseSchema>;
export type PollsResponse = z.infer<typeof pollsResponseSchema>;
export type PollResponse = z.infer<typeof pollResponseSchema>;
export type BlackoutRuleEntry = z.infer<typeof blackoutRuleSchema>;
export type BlackoutRulesResponse = z.infer<typeof blackoutRulesResponseSchema>;
export type PollListResponse = z.infer<typeof pollListResponseSchema>;
export type PollResultsResponse = z.infer<typeof pollResultsResponseSchema>;
export type PriceHistoryResponse = z.infer<typeof priceHistoryResponseSchema>;
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;
export type BetsResponse = z.infer<typeof betsResponseSchema>;
export type PlaceBetResponse = z.infer<typeof placeBetResponseSchema>;
export type BetResponse = z.infer<typeof betResponseSchema>;
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
export type DashboardStatsResponse = z.infer<typeof dashboardStatsResponseSchema>;
export type DashboardChartsResponse = z.infer<typeof dashboardChartsResponseSchema>;
export type DashboardChartResponse = z.infer<typeof dashboardChartResponseSchema>;
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;
export type BettingHistoryResponse = z.infer<typeof bettingHistoryResponseSchema>;
export type ActiveBetsResponse = z.infer<typeof activeBetsResponseSchema>;
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;
export type PlatformStatsResponse = z.infer<typeof platformStatsResponseSchema>;
export type CommentsResponse = z.infer<typeof commentsResponseSchema>;
export type CommentResponse = z.infer<typeof commentResponseSchema>;
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;
export type NotificationResponse = z.infer<typeof notificationResponseSchema>;
export type NotificationsChangedResponse = z.infer<typeof notificationsChangedResponseSchema>;
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;
export type MySuggestionsResponse = z.infer<typeof mySuggestionsResponseSchema>;
export type SuggestionResponse = z.infer<typeof suggestionResponseSchema>;
export type DepositResponse = z.infer<typeof depositResponseSchema>;
export type DepositsResponse = z.infer<typeof depositsResponseSchema>;
export type SandboxCardChargeResponse = z.infer<typeof sandboxCardChargeResponseSchema>;
export type WithdrawalResponse = z.infer<typeof withdrawalResponseSchema>;
export type WithdrawalsResponse = z.infer<typeof withdrawalsResponseSchema>;
export type BannersResponse = z.infer<typeof bannersResponseSchema>;
export type MarketLinksResponse = z.infer<typeof marketLinksResponseSchema>;
export type FooterSettingsResponse = z.infer<typeof footerSettingsResponseSchema>;
export type AdminBannersResponse = z.infer<typeof adminBannersResponseSchema>;
export type AdminBannerResponse = z.infer<typeof adminBannerResponseSchema>;
export type MarketLinkResponse = z.infer<typeof marketLinkResponseSchema>;
export type WebVitalsResponse = z.infer<typeof webVitalsResponseSchema>;

// ── Embed (DESIGN §7) ──────────────────────────────────────────────────────────────────────────

/** POST /embed/sessions/code: the single-use code (valid about a minute). */
export const embedCodeResponseSchema = successEnvelope(
  z.object({ code: z.string(), expiresAt: z.string() }),
);
/** POST /embed/sessions/exchange: what the new embed session allows (never its token). */
export const embedGrantResponseSchema = successEnvelope(
  z.object({
    expiresAt: z.string(),
    origin: z.string(),
    perBetLimit: z.number(),
    dailyLimit: z.number(),
  }),
);
/** One embed session as its owner sees it; amounts in dollars. */
export const embedSessionSchema = z.object({
  id: z.string(),
  origin: z.string(),
  perBetLimit: z.number(),
  dailyLimit: z.number(),
  spentToday: z.number(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string(),
});
/** GET /embed/sessions: the user's live embed sessions. */
export const embedSessionsResponseSchema = successEnvelope(
  z.object({ sessions: z.array(embedSessionSchema) }),
);
/**
 * GET /embed/access: whether the calling site (its browser-set `Origin`) may show the account
 * widgets' frames, so a refused site explains itself at once instead of a broken frame.
 */
export const embedAccessResponseSchema = successEnvelope(z.object({ allowed: z.boolean() }));
/** GET /oembed: an oEmbed 1.0 `rich` answer (not enveloped, as the oEmbed spec requires). */
export const oEmbedResponseSchema = z.object({
  version: z.literal("1.0"),
  type: z.literal("rich"),
  provider_name: z.string(),
  provider_url: z.string(),
  title: z.string(),
  width: z.number(),
  height: z.number(),
  html: z.string(),
});

export type EmbedSession = z.infer<typeof embedSessionSchema>;
export type EmbedCodeResponse = z.infer<typeof embedCodeResponseSchema>;
export type EmbedGrantResponse = z.infer<typeof embedGrantResponseSchema>;
export type EmbedSessionsResponse = z.infer<typeof embedSessionsResponseSchema>;
export type OEmbedResponse = z.infer<typeof oEmbedResponseSchema>;
export type EmbedAccessResponse = z.infer<typeof embedAccessResponseSchema>;
