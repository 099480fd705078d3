/**
 * @pulso/sdk — Pulso's framework-free runtime (DESIGN §8): session, query cache, realtime and
 * i18n, wired by `createPulso`. No React: widgets bind to it elsewhere.
 */

// The runtime
export { createPulso } from "./createPulso";
export type { Pulso, PulsoOptions } from "./createPulso";

// Public data: what the public widgets read (the lean client is `@pulso/sdk/public`)
export { publicDataOf, queryResource } from "./public/fromPulso";
export type { PublicData, Resource, Snapshot } from "./public/publicData";

// Sink: toasts and background failures for the UI
export type {
  PulsoErrorReport,
  PulsoSink,
  PulsoToast,
  PulsoToastSource,
  PulsoToastVariant,
} from "./sink";
export type { ReadableStore } from "./store";

// Session
export type { PulsoSession } from "./session/createSession";
export type {
  AuthMode,
  NavigateHook,
  NavigateReason,
  SessionState,
  SessionStatus,
} from "./session/sessionState";

// Actions: calls that change data, then fix the cache (balance, lists)
export type { BetActions, PlacedBet } from "./actions/betActions";
export type { VoteActions } from "./actions/voteActions";
export type { CommentActions, CommentVoteDirection } from "./actions/commentActions";
export type { CardDepositResult, PaymentActions, WithdrawalResult } from "./actions/paymentActions";
export type { SupportActions } from "./actions/supportActions";
export type { SuggestionActions } from "./actions/suggestionActions";
export type { SiteSettingsActions } from "./actions/siteSettingsActions";
export { reportWebVital, toWebVitalBody } from "./actions/webVitals";

// Query cache
export { createQueryClient } from "./cache/createQueryClient";
export { coalesceQueryTimers } from "./cache/coalescedTimers";
export { pulsoKeys } from "./cache/queryKeys";
export type { PulsoQueries, PulsoQuery } from "./cache/queries";
export type { PulsoQueryResult } from "./cache/watchQuery";
export { INVALIDATION_MAX_WAIT_MS } from "./cache/invalidation";
export type { InvalidationGroup, InvalidationScheduler } from "./cache/invalidation";
export { isRetryable } from "./cache/retryPolicy";
export { formatBadgeCount } from "./cache/notificationBadge";
export {
  CRYPTO_PAYMENT_POLL_MS,
  cryptoPaymentRefetchInterval,
  isCryptoPaymentSettled,
} from "./cache/cryptoPaymentPolling";

// Realtime
export { realtimeUrl } from "./realtime/realtimeUrl";
export { parseServerMessage } from "./realtime/parseServerMessage";
export type {
  RealtimeClient,
  RealtimeEventMessage,
  WebSocketConstructor,
} from "./realtime/createRealtimeClient";
export type { ConnectionState, ConnectionStatus } from "./realtime/connectionState";

// i18n and formatting
export { createI18n, SDK_NAMESPACE } from "./i18n/createI18n";
export type { I18nState, PulsoI18n, TranslateOptions } from "./i18n/createI18n";
export type { Translate } from "./i18n/translate";
export type { MessageTree } from "./i18n/messageBook";
export { CATALOGUES } from "./i18n/catalogues/allCatalogues";
export type { Catalogue, TranslationKey, TranslationParams } from "./i18n/catalogues/catalogue";
export { FORMAT_LOCALES } from "./i18n/locales";
export {
  formatCents,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRelativeTime,
} from "./i18n/format";
export type { DateInput } from "./i18n/format";
