import { createApiClient, type ApiClient, type CarriedAnswer } from "@pulso/api-client";
import { DEFAULT_LANGUAGE, TOASTS, type Language } from "@pulso/core";
import type { QueryClient } from "@tanstack/query-core";
import { createBetActions, type BetActions } from "./actions/betActions";
import { createCommentActions, type CommentActions } from "./actions/commentActions";
import { createPaymentActions, type PaymentActions } from "./actions/paymentActions";
import { createSiteSettingsActions, type SiteSettingsActions } from "./actions/siteSettingsActions";
import { createSuggestionActions, type SuggestionActions } from "./actions/suggestionActions";
import { createSupportActions, type SupportActions } from "./actions/supportActions";
import { createVoteActions, type VoteActions } from "./actions/voteActions";
import { createQueryClient } from "./cache/createQueryClient";
import { createInvalidationScheduler, type InvalidationScheduler } from "./cache/invalidation";
import { createPulsoQueries, type PulsoQueries, type PulsoQuery } from "./cache/queries";
import { watchQuery, type PulsoQueryResult } from "./cache/watchQuery";
import { createI18n, type PulsoI18n } from "./i18n/createI18n";
import { log } from "./log";
import {
  createRealtimeClient,
  type RealtimeClient,
  type WebSocketConstructor,
} from "./realtime/createRealtimeClient";
import { createRealtimeEffects } from "./realtime/realtimeEffects";
import { realtimeUrl } from "./realtime/realtimeUrl";
import { createSession, type PulsoSession } from "./session/createSession";
import type { AuthMode, NavigateHook } from "./session/sessionState";
import { createTokenHolder } from "./session/tokenHolder";
import { createSinkRelay, type PulsoSink } from "./sink";

/** Settings of {@link createPulso}. */
export interface PulsoOptions {
  /** The API base, e.g. `https://pulso.example/api/v1` (relative bases resolve against the page). */
  apiBase: string;
  /** The interface language; Spanish by default (spec §9). */
  lang?: Language;
  /**
   * `cookie` (portal and frames: the HttpOnly session cookie) or `bearer` (Node, API use).
   * Default: `bearer` when a `token` is given or outside a browser, else `cookie`.
   */
  auth?: AuthMode;
  /** Bearer mode: a token to start with (e.g. restored from storage). */
  token?: string | null;
  /** Bearer mode: called whenever the token changes (sign-in, sign-out, 401), to persist it. */
  onTokenChange?: (token: string | null) => void;
  /** The app's navigation: `/` after login and sign-up, `/login` after logout (spec §4). */
  navigate?: NavigateHook;
  /** Where toasts and background failures go; can also be set later with `setSink`. */
  sink?: PulsoSink;
  /** Fetch the current user on `start()` (default true); public-only embeds may skip it. */
  restoreSession?: boolean;
  /** Open the realtime socket on `start()` (default true). */
  realtime?: boolean;
  /** Overrides the socket URL derived from `apiBase` (`/ws` on the API host). */
  realtimeUrl?: string;
  /** The WebSocket implementation; defaults to the global one. Node 20 needs `ws`'s. */
  WebSocket?: WebSocketConstructor;
  /** The fetch the API client uses (tests, Node without a global fetch). */
  fetch?: typeof fetch;
  /** Milliseconds before an API call fails with TIMEOUT (api-client default 15000). */
  timeoutMs?: number;
  /** Forces `X-Requested-With` on or off (api-client default: on unless local dev). */
  requestedWith?: boolean;
  /**
   * `omit` for widgets on a publisher's page: public reads without the reader's platform cookies
   * (DESIGN §7; the server answers other origins only without credentials). Default `include`.
   */
  credentials?: "include" | "omit";
  /**
   * Answers the page arrived with for its first GETs (the portal's market page carries its
   * market): each stands in for its request once (api-client `carriedAnswers`).
   */
  carriedAnswers?: readonly CarriedAnswer[];
}

/** One Pulso runtime: everything a widget or the portal needs, isolated from other instances. */
export interface Pulso {
  /** The typed `/api/v1` client, authenticated as the session is. */
  api: ApiClient;
  /** This instance's query cache, with spec §9's policies. */
  queryClient: QueryClient;
  /** Query builders for every cached read (`pulso.queries.poll(id)`). */
  queries: PulsoQueries;
  /**
   * Keeps a query on screen without a framework: the listener gets the result now and on every
   * change (realtime refreshes included); returns the function that stops watching.
   */
  watch<TData>(
    query: PulsoQuery<TData>,
    listener: (result: PulsoQueryResult<TData>) => void,
  ): () => void;
  /** Debounced (500 ms) refresh of cached data by group. */
  invalidation: Omit<InvalidationScheduler, "cancel" | "scheduleMarket">;
  /** The session store and the calls that sign in and out. */
  session: PulsoSession;
  /** Betting: each bet writes the new balance into the session. */
  readonly bets: BetActions;
  /** Voting on polls: each vote caches the poll and refreshes its results. */
  readonly votes: VoteActions;
  /** A reader's comments: post, vote, edit, delete; the market's cached pages go stale. */
  readonly comments: CommentActions;
  /** Deposits (card, crypto) and withdrawals: each call updates the balance and the lists it changes. */
  readonly payments: PaymentActions;
  /** Support tickets: create, reply, and the admin's update; ticket lists refresh. */
  readonly support: SupportActions;
  /** Poll suggestions: create, edit or review, delete; suggestion lists refresh. */
  readonly suggestions: SuggestionActions;
  /** Admin edits of banners, market links and the footer; what readers see refreshes. */
  readonly siteSettings: SiteSettingsActions;
  /** The realtime connection, its store and subscriptions. */
  realtime: RealtimeClient;
  /** Translations, language switching and formatting. */
  i18n: PulsoI18n;
  /** Shortcut for `i18n.t`. */
  t: PulsoI18n["t"];
  /** Replaces the sink toasts and background failures go to (null: none). */
  setSink(sink: PulsoSink | null): void;
  /** Opens the realtime socket and checks the session (once; resolves when checked; never rejects). */
  start(): Promise<void>;
  /** Closes the socket deliberately, drops pending refreshes and timers. `start()` may follow. */
  stop(): void;
}

/** `build`, run on the first call only; later calls return what it built then. */
function once<T>(build: () => T): () => T {
  let built: { value: T } | null = null;
  return () => (built ??= { value: build() }).value;
}

function resolveAuthMode(options: PulsoOptions): AuthMode {
  if (options.auth) return options.auth;
  if (options.token) return "bearer";
  return typeof document === "undefined" ? "bearer" : "cookie";
}

/**
 * Creates a Pulso runtime: the API client, a query cache, session and connection stores, the
 * realtime client and an i18n of its own. Nothing is shared between instances, so two
 * publishers' widgets (or a widget and a test) can live on one page. Creating one has no side
 * effects; `start()` opens the socket and checks the session. Each group of actions (`bets`,
 * `payments`, …) is built on its first access, so an instance pays only for the ones it uses.
 *
 * @example
 * const pulso = createPulso({ apiBase: "https://pulso.example/api/v1", lang: "es" });
 * pulso.setSink({ toast: (toast) => showToast(toast) });
 * await pulso.start();
 * const stop = pulso.realtime.subscribe("m_42");
 */
export function createPulso(options: PulsoOptions): Pulso {
  if (typeof options?.apiBase !== "string" || options.apiBase.trim() === "") {
    throw new TypeError(
      '[pulso] createPulso needs `apiBase`, e.g. createPulso({ apiBase: "https://pulso.example/api/v1" }).',
    );
  }
  const mode = resolveAuthMode(options);
  const i18n = createI18n(options.lang ?? DEFAULT_LANGUAGE);
  const sink = createSinkRelay(options.sink ?? null);
  const tokens = createTokenHolder(
    mode === "bearer" ? (options.token ?? null) : null,
    options.onTokenChange,
  );
  // The API client reports 401s to the session, which is built on that client.
  const sessionRef: { current: PulsoSession | null } = { current: null };

  const api = createApiClient({
    baseURL: options.apiBase,
    token: () => (mode === "bearer" ? tokens.get() : null),
    onUnauthorized: (error) => sessionRef.current?.handleUnauthorized(error),
    lang: () => i18n.getLanguage(),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.requestedWith !== undefined ? { requestedWith: options.requestedWith } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    ...(options.carriedAnswers ? { carriedAnswers: options.carriedAnswers } : {}),
  });
  const queryClient = createQueryClient();
  const queries = createPulsoQueries(api);
  const invalidation = createInvalidationScheduler({
    queryClient,
    onError: (error, group) =>
      sink.error({
        code: "INTERNAL_ERROR",
        message: i18n.errorMessage(error),
        context: `cache.invalidate.${group}`,
        cause: error,
      }),
  });
  const effects = createRealtimeEffects({ queryClient, invalidation, i18n, sink });
  const realtime = createRealtimeClient({
    url: options.realtimeUrl ?? realtimeUrl(options.apiBase),
    ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
    getToken: tokens.get,
    onEvent: effects.handle,
    onGiveUp: () => {
      const message = i18n.t("errors.REALTIME_RECONNECT_FAILED");
      log.warn(message);
      sink.toast({
        id: "realtime_reconnect_failed",
        variant: "error",
        title: message,
        durationMs: TOASTS.defaultDurationMs,
        source: "realtime_reconnect_failed",
      });
    },
  });
  // Back after a drop: refresh what the missed events would have (DESIGN §7).
  realtime.onReconnect(() => effects.catchUp());
  const session = createSession({
    api,
    queryClient,
    queries,
    mode,
    tokens,
    ...(options.navigate ? { navigate: options.navigate } : {}),
    onIdentityChange: () => realtime.refreshIdentity(),
  });
  sessionRef.current = session;
  const actionContext = { api, queryClient, session };
  // A frame that only bets never builds the payment or admin actions, and a public page none.
  const actions = {
    bets: once(() => createBetActions(actionContext)),
    votes: once(() => createVoteActions(actionContext)),
    comments: once(() => createCommentActions(actionContext)),
    payments: once(() => createPaymentActions({ ...actionContext, queries })),
    support: once(() => createSupportActions(actionContext)),
    suggestions: once(() => createSuggestionActions(actionContext)),
    siteSettings: once(() => createSiteSettingsActions(actionContext)),
  };

  let stopLanguageFollow: (() => void) | null = null;

  return {
    api,
    queryClient,
    queries,
    watch: (query, listener) => watchQuery(queryClient, query, listener),
    invalidation: {
      schedule: invalidation.schedule,
      invalidateNow: invalidation.invalidateNow,
      flush: invalidation.flush,
    },
    session,
    get bets() {
      return actions.bets();
    },
    get votes() {
      return actions.votes();
    },
    get comments() {
      return actions.comments();
    },
    get payments() {
      return actions.payments();
    },
    get support() {
      return actions.support();
    },
    get suggestions() {
      return actions.suggestions();
    },
    get siteSettings() {
      return actions.siteSettings();
    },
    realtime,
    i18n,
    t: i18n.t,
    setSink: sink.set,
    async start() {
      if (stopLanguageFollow) return;
      queryClient.mount();
      // Server-side texts (errors, notifications) come in the requester's language.
      stopLanguageFollow = i18n.onLanguageChange(() => {
        queryClient.invalidateQueries().catch((error: unknown) => {
          log.warn("refreshing after a language switch failed", error);
        });
      });
      if (options.realtime !== false) realtime.connect();
      if (options.restoreSession !== false) await session.refresh();
    },
    stop() {
      stopLanguageFollow?.();
      stopLanguageFollow = null;
      realtime.disconnect();
      invalidation.cancel();
      effects.dispose();
      queryClient.unmount();
    },
  };
}
