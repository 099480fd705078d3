/**
 * @pulso/api-client — the typed client of every Pulso `/api/v1` call, for browsers and Node.
 * `createApiClient` is the entry point; the transport underneath is exported for the sdk.
 */
export { apiHost, createApiClient, createCallContext } from "./createApiClient";
// Each group of calls, importable alone (built from `createCallContext`).
export { dashboardCalls } from "./calls/dashboard";
export { pollActionCalls, pollCalls } from "./calls/polls";
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
  HttpMethod,
  RequestOptions,
  ThrottledGetOptions,
  ThrottleOptions,
  TokenSource,
  TransportOptions,
} from "./transportOptions";
