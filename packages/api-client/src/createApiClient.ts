import { absolutizeImageUrl } from "@pulso/core";
import { authCalls } from "./calls/auth";
import { betCalls } from "./calls/bets";
import { blackoutCalls } from "./calls/blackout";
import { publisherCalls } from "./calls/publishers";
import { callsThrough, type CallContext } from "./calls/callOptions";
import { commentCalls } from "./calls/comments";
import { cryptoCalls } from "./calls/crypto";
import { dashboardCalls } from "./calls/dashboard";
import { depositCalls } from "./calls/deposits";
import { embedCalls } from "./calls/embed";
import { notificationCalls } from "./calls/notifications";
import { pollActionCalls, pollCalls } from "./calls/polls";
import { siteSettingsCalls } from "./calls/siteSettings";
import { suggestionCalls } from "./calls/suggestions";
import { ticketCalls } from "./calls/tickets";
import { userCalls } from "./calls/users";
import { createTransport, type Transport } from "./transport";
import type { TransportOptions } from "./transportOptions";

/**
 * Settings of an API client (DESIGN §8): the transport's — `baseURL`, `token`, `onUnauthorized`,
 * `lang`, `requestedWith`, `fetch`, `timeoutMs`, `throttle`.
 */
export type ApiClientOptions = TransportOptions;

/** The host part of an API base: the base without its `/api/v1` suffix (spec §3). */
export function apiHost(baseURL: string): string {
  return baseURL.replace(/\/+$/, "").replace(/\/api\/v1$/, "");
}

/**
 * What the groups of calls are built from: one transport and the image-URL rule. Code that needs
 * only some groups builds them from this (`pollCalls(createCallContext(options))`), so a bundle
 * carries only those groups (DESIGN §8: the public widgets carry only the public calls).
 */
export function createCallContext(options: ApiClientOptions): CallContext {
  const transport = createTransport(options);
  const host = apiHost(transport.getBaseURL());
  return {
    transport,
    ...callsThrough(transport),
    absolutize: (path) => absolutizeImageUrl(path, host),
  };
}

/**
 * Creates the typed client of every `/api/v1` call. Each function is named after its entry in
 * `@pulso/core`'s `API_ENDPOINTS`, resolves the response's data, and rejects only with ApiError.
 *
 * @example
 * const api = createApiClient({ baseURL: "http://localhost:8000/api/v1", lang: "es" });
 * const { polls } = await api.listPolls({ category: "presidential", sort: "volume" });
 * const { token } = await api.login({ email: "demo@pulso.test", password: "Demo1234" });
 */
export function createApiClient(options: ApiClientOptions) {
  const context = createCallContext(options);
  const { transport } = context;
  return {
    ...authCalls(context),
    ...userCalls(context),
    ...pollCalls(context),
    ...pollActionCalls(context),
    ...blackoutCalls(context),
    ...publisherCalls(context),
    ...betCalls(context),
    ...dashboardCalls(context),
    ...commentCalls(context),
    ...notificationCalls(context),
    ...suggestionCalls(context),
    ...ticketCalls(context),
    ...depositCalls(context),
    ...cryptoCalls(context),
    ...siteSettingsCalls(context),
    ...embedCalls(context),
    /** Replaces the bearer token (or getter) from the next request on. */
    setToken: transport.setToken,
    /** The API base in use. */
    baseURL: transport.getBaseURL(),
    /** The underlying transport, for calls added by later versions of the server. */
    transport: transport as Transport,
  };
}

/** A Pulso API client. */
export type ApiClient = ReturnType<typeof createApiClient>;
