/**
 * @pulso/core — Pulso's domain: entity types and zod schemas, business constants, validation
 * rules, error codes and messages, money helpers and the LMSR market maker. No I/O, no React.
 * Browser bundles should `import type` where they can and pick only the small functions they need.
 */

// Business constants (spec §9)
export {
  MIN_BET_CENTS,
  SIGNUP_CREDIT_CENTS,
  TRADING_FEE_PERCENT,
  MIN_PRICE_CENTS,
  MAX_PRICE_CENTS,
  MIN_OPTIONS,
  MAX_OPTIONS,
  MIN_PROFIT_SHARE_PERCENT,
  MAX_PROFIT_SHARE_PERCENT,
  MAX_IMAGE_BYTES,
  MAX_ATTACHMENT_BYTES,
  MIN_CRYPTO_DEPOSIT_CENTS,
  MIN_CARD_DEPOSIT_CENTS,
  MAX_CARD_DEPOSIT_CENTS,
  PAYOUT_WITHIN_HOURS,
  PROFIT_LOSS_CHART_DAYS,
  MAX_COMMENT_LENGTH,
  PAGE_SIZES,
  POLL_BATCH_MAX_IDS,
  MAX_PAGE_SIZE,
  NOTIFICATION_BADGE_CAP,
  POLL_LIST_THROTTLE_MS,
  CACHE_POLICIES,
  INVALIDATION_DEBOUNCE_MS,
  REALTIME_RECONNECT,
  REALTIME_BACKOFF,
  POLL_UPDATE_COALESCE_MS,
  RESOLVED_CHART_STALE_MS,
  RESOLVED_CHART_REFRESH_DELAY_MS,
  TOASTS,
  TOOLTIP,
  WEB_VITALS_DELAY_MS,
  PASSWORD_RESET_TTL_MS,
} from "./constants/business";

// Languages
export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  DEFAULT_BET_LANGUAGE,
  LANGUAGE_COOKIE,
  isLanguage,
} from "./constants/i18n";
export type { Language } from "./constants/i18n";

// Wallet chains and tokens (spec §9)
export {
  WALLET_CHAINS,
  WALLET_CHAIN_IDS,
  findChain,
  findToken,
  WALLET_CONNECT_PROJECT_ID,
} from "./constants/chains";
export type { WalletToken, WalletChain } from "./constants/chains";
export {
  EMBED_FRAME_WIDGETS,
  EMBED_VIEW_WIDGETS,
  embedIframeHtml,
  embedLinkText,
  embedViewUrl,
  escapeHtml,
  isEmbedFrameWidget,
  isEmbedViewWidget,
  isWidgetTheme,
  MARKUP_WIDGETS,
  WIDGET_THEMES,
} from "./constants/embed";
export type {
  EmbedFrameWidget,
  EmbedIframeCode,
  EmbedViewOptions,
  EmbedViewWidget,
  MarkupWidget,
  WidgetMarkup,
  WidgetTheme,
} from "./constants/embed";

// Error codes
export { ERROR_CODES, isErrorCode } from "./errors/codes";
export type { ErrorCode } from "./errors/codes";

// Error messages in both languages (spec §8)
export { ERROR_MESSAGES, errorMessage } from "./errors/messages";
export type { ErrorMessageParams } from "./errors/messages";

// Texts of the client side: the one lookup and interpolation (DESIGN §8)
export { interpolate } from "./i18n/interpolate";
export type { MessageParams } from "./i18n/interpolate";
export { messageAt, messageLookup } from "./i18n/messageTree";
export type { MessageTree, SameMessages } from "./i18n/messageTree";

// Shared schemas: ids, dates, envelopes, pagination
export {
  idSchema,
  isoDateTimeSchema,
  isoDateSchema,
  languageSchema,
  dollarsSchema,
  paginationSchema,
  successEnvelope,
  errorEnvelopeSchema,
  fieldIssueSchema,
  translationsSchema,
} from "./entities/common";
export type { Pagination, ErrorEnvelope, FieldIssue } from "./entities/common";

// Users
export {
  USER_ROLES,
  GENDERS,
  userProfileSchema,
  userSchema,
  publicUserSchema,
  notificationSettingsSchema,
} from "./entities/user";
export type {
  UserRole,
  Gender,
  UserProfile,
  User,
  PublicUser,
  NotificationSettings,
} from "./entities/user";

// Markets and polls
export {
  MARKET_CATEGORIES,
  MARKET_LIST_CATEGORIES,
  MARKET_STATUSES,
  MARKET_KINDS,
  PRICE_HISTORY_RANGES,
  MAX_PRICE_HISTORY_POINTS,
  MARKET_SORTS,
} from "./constants/markets";
export type {
  MarketCategory,
  MarketListCategory,
  MarketStatus,
  MarketKind,
  PriceHistoryRange,
} from "./constants/markets";
export {
  jurisdictionSchema,
  marketBlackoutSchema,
  marketElectionSchema,
  marketOptionSchema,
  lmsrStateSchema,
  marketSchema,
  pricePointSchema,
  pollResultsSchema,
} from "./entities/market";
export type {
  Jurisdiction,
  MarketBlackout,
  MarketElection,
  MarketOption,
  Market,
  PricePoint,
  PollResults,
} from "./entities/market";
export { DEFAULT_BLACKOUT_RULES, MAX_BLACKOUT_DAYS } from "./constants/blackout";
export type { BlackoutRule } from "./constants/blackout";

// Bets
export { BET_STATUSES, betSchema, betQuoteSchema } from "./entities/bet";
export type { BetStatus, Bet, BetQuote } from "./entities/bet";

// Notifications
export {
  NOTIFICATION_TYPES,
  notificationTranslationsSchema,
  notificationSchema,
} from "./entities/notification";
export type { NotificationType, Notification } from "./entities/notification";

// Comments
export { commentSchema } from "./entities/comment";
export type { Comment } from "./entities/comment";

// Poll suggestions
export { SUGGESTION_STATUSES, suggestionSchema } from "./entities/suggestion";
export type { SuggestionStatus, Suggestion } from "./entities/suggestion";

// Deposits and withdrawals
export {
  pixelPayTransactionSchema,
  DEPOSIT_STATUSES,
  depositSchema,
  cardDepositFieldsSchema,
  CRYPTO_PAYMENT_STATUSES,
  cryptoDepositSchema,
  WITHDRAWAL_STATUSES,
  withdrawalSchema,
} from "./entities/payments";
export type {
  PixelPayTransaction,
  Deposit,
  CardDepositForm,
  CryptoPaymentStatus,
  CryptoDeposit,
  WithdrawalStatus,
  Withdrawal,
} from "./entities/payments";

// Support tickets
export {
  TICKET_STATUSES,
  TICKET_PRIORITIES,
  TICKET_CATEGORIES,
  TICKET_MESSAGE_AUTHORS,
  attachmentSchema,
  ticketMessageSchema,
  ticketSummarySchema,
  ticketSchema,
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_CONTENT_TYPES,
  MAX_ATTACHMENTS_PER_MESSAGE,
  MAX_TICKET_MESSAGE_LENGTH,
  TICKET_PAGE_SIZE,
} from "./entities/ticket";
export type {
  TicketStatus,
  TicketPriority,
  TicketCategory,
  TicketMessageAuthor,
  AttachmentExtension,
  Attachment,
  TicketMessage,
  TicketSummary,
  Ticket,
} from "./entities/ticket";
export {
  detectAttachmentKind,
  attachmentExtension,
  checkAttachmentContent,
} from "./validation/attachmentContent";
export type { AttachmentKind } from "./validation/attachmentContent";
export {
  TICKET_TRANSITIONS,
  checkTicketTransition,
  statusAfterOwnerReply,
  checkTicketOpenForReplies,
  checkAttachmentCount,
  ticketMessageContentField,
} from "./validation/ticketRules";
export {
  createTicketBodySchema,
  listMyTicketsQuerySchema,
  listAllTicketsQuerySchema,
  replyTicketBodySchema,
  updateTicketBodySchema,
  ticketResponseSchema,
  ticketsResponseSchema,
  attachmentDownloadSchema,
} from "./api/tickets";
export type {
  CreateTicketBody,
  ListMyTicketsQuery,
  ListAllTicketsQuery,
  ReplyTicketBody,
  UpdateTicketBody,
  TicketResponse,
  TicketsResponse,
} from "./api/tickets";
// Crypto payment requests and the admin's withdrawal review (DESIGN §9)
export {
  createCryptoPaymentBodySchema,
  cryptoPaymentResponseSchema,
  cryptoNetworkSchema,
  cryptoNetworksResponseSchema,
  adminWithdrawalsQuerySchema,
  reviewWithdrawalBodySchema,
  withdrawalIdParamsSchema,
  reviewedWithdrawalResponseSchema,
} from "./api/crypto";
export type {
  CreateCryptoPaymentBody,
  AdminWithdrawalsQuery,
  ReviewWithdrawalBody,
  CryptoPaymentResponse,
  CryptoNetwork,
} from "./api/crypto";
// Publishers (DESIGN §12); the zod-free part first, for code on news pages
export {
  PUBLISHER_STATUSES,
  MAX_PUBLISHER_SHARE_PERCENT,
  ARTICLE_MIN_READERS,
  MAX_PUBLISHER_ORIGINS,
  MAX_ARTICLE_PATH_LENGTH,
  MAX_FIGURES_DAYS,
  MAX_BEACON_VIEWS,
  MAX_BEACON_INTERACTIONS,
  ARTICLE_PATH_PATTERN,
  articlePathOf,
  isArticlePath,
  isSiteOrigin,
} from "./constants/publishers";
export {
  articlePathSchema,
  publisherOriginField,
  sharePercentField,
  publisherSchema,
  publisherMemberSchema,
  publisherFiguresSchema,
  createPublisherBodySchema,
  updatePublisherBodySchema,
  addPublisherMemberBodySchema,
  publisherMemberParamsSchema,
  payPublisherBodySchema,
  publisherFiguresQuerySchema,
  embedBeaconBodySchema,
  publisherResponseSchema,
  publishersResponseSchema,
  publisherFiguresResponseSchema,
} from "./api/publishers";
export type { PublisherStatus } from "./constants/publishers";
export type {
  PublisherMember,
  Publisher,
  PublisherDayFigures,
  PublisherArticleFigures,
  PublisherFigures,
  CreatePublisherBody,
  UpdatePublisherBody,
  AddPublisherMemberBody,
  PayPublisherBody,
  PublisherFiguresQuery,
  EmbedBeaconBody,
} from "./api/publishers";

// Banners, market links, footer
export { WEB_VITAL_NAMES, WEB_VITAL_MAX, WEB_VITAL_RATINGS } from "./constants/webVitals";
export type { WebVitalName } from "./constants/webVitals";
export {
  CARRIED_ANSWERS_ELEMENT_ID,
  MARKET_LIST_ADDRESS_FILTERS,
  marketListFirstPage,
  HOME_FEATURED_COUNT,
  homeFeaturedQueries,
  PAINTED_START,
  PAINTED_END,
  LANDING_SCRIPT_ATTRIBUTE,
  MARKET_PAGE_HISTORY_RANGE,
} from "./constants/portalPage";
export type {
  CarriedAnswer,
  PaintedPage,
  PaintPage,
  PaintPageRequest,
} from "./constants/portalPage";
export {
  bannerSchema,
  marketLinkSchema,
  footerConfigSchema,
  adminBannerSchema,
  webVitalSchema,
  webVitalSummarySchema,
} from "./entities/siteSettings";
export type {
  Banner,
  MarketLink,
  FooterConfig,
  AdminBanner,
  WebVital,
  WebVitalSummary,
} from "./entities/siteSettings";

// Dashboard and leaderboard
export {
  CHART_KINDS,
  WITHDRAWABLE_REASONS,
  dashboardStatsSchema,
  profitLossChartSchema,
  bettingActivityChartSchema,
  portfolioDistributionChartSchema,
  winRateTrendChartSchema,
  monthlyPerformanceChartSchema,
  dashboardChartsSchema,
  TRANSACTION_KINDS,
  transactionSchema,
  activeBetSchema,
  leaderboardEntrySchema,
  leaderboardSchema,
  platformStatsSchema,
} from "./entities/dashboard";
export { LEADERBOARD_PERIODS, LEADERBOARD_METRICS } from "./constants/leaderboard";
export type { LeaderboardPeriod, LeaderboardMetric } from "./constants/leaderboard";
export type {
  ChartKind,
  WithdrawableReason,
  DashboardStats,
  DashboardCharts,
  Transaction,
  ActiveBet,
  LeaderboardEntry,
  Leaderboard,
  PlatformStats,
} from "./entities/dashboard";

// Realtime messages (DESIGN §6)
export {
  MAX_SUBSCRIBE_IDS,
  realtimeClientMessageSchema,
  REALTIME_EVENTS,
  realtimeServerMessageSchema,
} from "./entities/realtime";
export type {
  RealtimeClientMessage,
  RealtimeEvent,
  RealtimeServerMessage,
} from "./entities/realtime";

// Validation
export { issueCode, toFieldIssues, validate, firstIssueFor } from "./validation/validate";
export type { ValidationResult } from "./validation/validate";

// Validation: reusable fields
export {
  requiredText,
  optionalText,
  emailField,
  centsFromDollarsField,
  optionalUrlField,
} from "./validation/fields";

// Validation: the rules of spec §5
export {
  loginFormSchema,
  newPasswordField,
  nameField,
  signupFormSchema,
  profileNamesSchema,
  passwordChangeFormSchema,
  betAmountField,
  priceCentsField,
  checkImage,
  marketFormShape,
  refineMarketForm,
  marketFormSchema,
  checkAttachment,
  ticketFormSchema,
  suggestionFormSchema,
  profitShareField,
  commentContentField,
  isValidCardNumber,
  isCardExpired,
  cardDepositFormSchema,
  isValidWalletAddress,
  cryptoMinimumCents,
  cryptoDepositFormSchema,
  withdrawalFormSchema,
} from "./validation/rules";
export {
  betAmountRefusal,
  betCentsRefusal,
  commentContentRefusal,
  checkBet,
  checkVote,
} from "./validation/marketRules";
export type { MarketForCheck } from "./validation/marketRules";

// API: query helpers
export { queryBoolean, pageQuery } from "./api/query";

// API: request bodies and queries
export {
  idParamsSchema,
  tokenParamsSchema,
  chartParamsSchema,
  signupBodySchema,
  loginBodySchema,
  updatePasswordBodySchema,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  updateMeBodySchema,
  listUsersQuerySchema,
  adminUpdateUserBodySchema,
  updateNotificationSettingsBodySchema,
  listPollsQuerySchema,
  pollBatchQuerySchema,
  createPollBodySchema,
  updatePollBodySchema,
  pollElectionBodySchema,
  jurisdictionParamsSchema,
  blackoutRuleBodySchema,
  resolvePollBodySchema,
  votePollBodySchema,
  priceHistoryQuerySchema,
  quoteQuerySchema,
  placeBetBodySchema,
  myBetsQuerySchema,
  transactionsQuerySchema,
  bettingHistoryQuerySchema,
  leaderboardQuerySchema,
  listCommentsQuerySchema,
  commentBodySchema,
  listNotificationsQuerySchema,
  createSuggestionBodySchema,
  listSuggestionsQuerySchema,
  updateSuggestionBodySchema,
  createDepositBodySchema,
  failedDepositBodySchema,
  listDepositsQuerySchema,
  sandboxCardChargeBodySchema,
  createWithdrawalBodySchema,
  activeBannersQuerySchema,
  createBannerBodySchema,
  updateBannerBodySchema,
  createMarketLinkBodySchema,
  updateMarketLinkBodySchema,
  updateFooterSettingsBodySchema,
  webVitalBodySchema,
  listWebVitalsQuerySchema,
  EMBED_LIMITS_CENTS,
  embedCodeBodySchema,
  embedExchangeBodySchema,
  oEmbedQuerySchema,
} from "./api/requests";
export type {
  EmbedCodeBody,
  EmbedExchangeBody,
  OEmbedQuery,
  SignupBody,
  LoginBody,
  UpdatePasswordBody,
  ForgotPasswordBody,
  ResetPasswordBody,
  UpdateMeBody,
  ListUsersQuery,
  AdminUpdateUserBody,
  UpdateNotificationSettingsBody,
  ListPollsQuery,
  PollBatchQuery,
  CreatePollBody,
  UpdatePollBody,
  PollElectionBody,
  BlackoutRuleBody,
  ResolvePollBody,
  VotePollBody,
  PriceHistoryQuery,
  QuoteQuery,
  PlaceBetBody,
  MyBetsQuery,
  TransactionsQuery,
  BettingHistoryQuery,
  LeaderboardQuery,
  ListCommentsQuery,
  CommentBody,
  ListNotificationsQuery,
  CreateSuggestionBody,
  ListSuggestionsQuery,
  UpdateSuggestionBody,
  CreateDepositBody,
  FailedDepositBody,
  ListDepositsQuery,
  SandboxCardChargeBody,
  CreateWithdrawalBody,
  ActiveBannersQuery,
  CreateBannerBody,
  UpdateBannerBody,
  CreateMarketLinkBody,
  UpdateMarketLinkBody,
  UpdateFooterSettingsBody,
  WebVitalBody,
  ListWebVitalsQuery,
} from "./api/requests";

// API: response bodies
export {
  authResponseSchema,
  okResponseSchema,
  userResponseSchema,
  usersResponseSchema,
  notificationSettingsResponseSchema,
  pollsResponseSchema,
  pollResponseSchema,
  blackoutRuleSchema,
  blackoutRulesResponseSchema,
  pollListResponseSchema,
  pollResultsResponseSchema,
  priceHistoryResponseSchema,
  pollBatchResponseSchema,
  quoteResponseSchema,
  betsResponseSchema,
  placeBetResponseSchema,
  betResponseSchema,
  dashboardResponseSchema,
  dashboardStatsResponseSchema,
  dashboardChartsResponseSchema,
  dashboardChartResponseSchema,
  transactionsResponseSchema,
  bettingHistoryResponseSchema,
  activeBetsResponseSchema,
  leaderboardResponseSchema,
  platformStatsResponseSchema,
  commentsResponseSchema,
  commentResponseSchema,
  notificationsResponseSchema,
  unreadCountResponseSchema,
  notificationResponseSchema,
  notificationsChangedResponseSchema,
  suggestionsResponseSchema,
  mySuggestionsResponseSchema,
  suggestionResponseSchema,
  depositResponseSchema,
  depositsResponseSchema,
  sandboxCardChargeResponseSchema,
  withdrawalResponseSchema,
  withdrawalsResponseSchema,
  bannersResponseSchema,
  marketLinksResponseSchema,
  footerSettingsResponseSchema,
  adminBannersResponseSchema,
  adminBannerResponseSchema,
  marketLinkResponseSchema,
  webVitalsResponseSchema,
  embedCodeResponseSchema,
  embedGrantResponseSchema,
  embedSessionSchema,
  embedSessionsResponseSchema,
  oEmbedResponseSchema,
  embedAccessResponseSchema,
} from "./api/responses";
export type {
  EmbedSession,
  EmbedCodeResponse,
  EmbedGrantResponse,
  EmbedSessionsResponse,
  OEmbedResponse,
  EmbedAccessResponse,
  AuthResponse,
  OkResponse,
  UserResponse,
  UsersResponse,
  NotificationSettingsResponse,
  PollsResponse,
  PollResponse,
  BlackoutRuleEntry,
  BlackoutRulesResponse,
  PollListResponse,
  PollResultsResponse,
  PriceHistoryResponse,
  QuoteResponse,
  BetsResponse,
  PlaceBetResponse,
  BetResponse,
  DashboardResponse,
  DashboardStatsResponse,
  DashboardChartsResponse,
  DashboardChartResponse,
  TransactionsResponse,
  BettingHistoryResponse,
  ActiveBetsResponse,
  LeaderboardResponse,
  PlatformStatsResponse,
  CommentsResponse,
  CommentResponse,
  NotificationsResponse,
  UnreadCountResponse,
  NotificationResponse,
  NotificationsChangedResponse,
  SuggestionsResponse,
  MySuggestionsResponse,
  SuggestionResponse,
  DepositResponse,
  DepositsResponse,
  SandboxCardChargeResponse,
  WithdrawalResponse,
  WithdrawalsResponse,
  BannersResponse,
  MarketLinksResponse,
  FooterSettingsResponse,
  AdminBannersResponse,
  AdminBannerResponse,
  MarketLinkResponse,
  WebVitalsResponse,
} from "./api/responses";

// API: the endpoint table
export { API_ENDPOINTS } from "./api/endpoints";
export { buildPath } from "./api/path";
export { API_ROUTES } from "./api/routes";
export type { ApiRoute, ApiRouteName } from "./api/routes";
export type {
  EndpointAuth,
  EndpointData,
  EndpointDefinition,
  EndpointName,
  EndpointResponse,
} from "./api/endpoints";

// LMSR market maker (DESIGN §2)
export {
  DEFAULT_LIQUIDITY_B,
  MAX_LIQUIDITY_B,
  MAX_QUOTE_AMOUNT_CENTS,
  MICRO_SHARES_PER_CENT,
  MICRO_SHARES_PER_SHARE,
  MIN_LIQUIDITY_B,
  TRADING_FEE_RATE,
  displayPricesCents,
  PricingError,
  cost,
  prices,
  microSharesToCents,
  openingState,
  quoteBet,
  refundMarket,
  settleMarket,
  checkSlippage,
  requiredEscrowCents,
  worstCaseLossCents,
} from "./pricing";
export type {
  PricingErrorCode,
  LmsrState,
  BetQuote as LmsrQuote,
  Payout,
  Refund,
  Settlement,
  SettlementInput,
  SettlementPosition,
  Stake,
  SlippageCheck,
  SlippageLimits,
} from "./pricing";

// Money at the boundary
export {
  MAX_AMOUNT_CENTS,
  MoneyError,
  centsToDollars,
  formatCentsPlain,
  dollarsToCents,
  parseDollars,
} from "./money";
export type { MoneyErrorCode, ParseDollarsResult } from "./money";

// Display helpers
export {
  absolutizeImageUrl,
  IMAGE_BANNER_WIDTHS,
  IMAGE_THUMBNAIL_SIZES,
  imageBannerHeight,
  imageBannerUrl,
  imageThumbnailUrl,
  shortenAddress,
  type ImageBannerWidth,
  type ImageThumbnailSize,
} from "./format";
