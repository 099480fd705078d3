/**
 * @pulso/api-client — the typed client of every Pulso `/api/v1` call, for browsers and Node.
 * `createApiClient` is the entry point; the transport underneath is exported for the sdk.
 */
export { apiHost, createApiClient, createCallContext } from "./createApiClient";
// Each group of calls, importable alone (built from `createCallContext`), so a bundle that needs
// only some carries only those (DESIGN §8).
export { authCalls } from "./calls/auth";
export { betCalls } from "./calls/bets";
export { commentCalls } from "./calls/comments";
export { cryptoCalls } from "./calls/crypto";
export { dashboardCalls } from "./calls/dashboard";
export { depositCalls } from "./calls/deposits";
export { embedCalls } from "./calls/embed";
export { notificationCalls } from "./calls/notifications";
export { pollActionCalls, pollCalls } from "./calls/polls";
export { blackoutCalls } from "./calls/blackout";
export { publisherCalls } from "./calls/publishers";
export { siteSettingsCalls } from "./calls/siteSettings";
export { suggestionCalls } from "./calls/suggestions";
export { ticketCalls } from "./calls/tickets";
export { userCalls } from "./calls/users";
export type { CallContext } from "./calls/callOptions";
export type { ApiClient, ApiClientOptions } from "./createApiClient";
export type { AuthResult } from "./calls/auth";
export type { CallOptions, MoneyCallOptions } from "./calls/callOptions";
export type { DashboardOverview } from "./calls/dashboard";
export type { NotificationPage } from "./calls/notifications";
export type { MarketPage, PriceHistory } from "./calls/polls";
export type { TicketFiles, TicketPage } from "./calls/tickets";
export { ApiError, isApiError, TRANSPORT_ERROR_CODES } from "./apiError";
export type { ApiErrorInit, TransportErrorCode } from "./apiError";
export { isLocalDevOrigin } from "./localDevOrigin";
export type { ThrottleClock } from "./pathThrottle";
export type { ThrottledGet } from "./pollsThrottle";
export type { QueryParams, QueryValue } from "./requestURL";
export type { ErrorEnvelope, SuccessEnvelope } from "./responseBody";
export { createTransport } from "./transport";
export type { Transport } from "./transport";
export type {
  ApiLanguage,
  CarriedAnswer,
  HttpMethod,
  RequestOptions,
  ThrottledGetOptions,
  ThrottleOptions,
  TokenSource,
  TransportOptions,
} from "./transportOptions";
