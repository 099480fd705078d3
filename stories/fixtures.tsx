import { PRICE_HISTORY_RANGES, type Language, type Market, type User } from "@pulso/core";
import { createPulso, pulsoKeys, type Pulso } from "@pulso/sdk";
import {
  createFakeApi,
  createFakeWebSocketServer,
  FAKE_API_BASE,
  failure,
  success,
  type FakeRequest,
  type FakeResponse,
} from "@pulso/sdk/testing";
import { PulsoProvider } from "@pulso/widgets";
import { createContext, use, useEffect, useMemo, type ReactNode } from "react";
import { storyUser } from "./sampleActivity";
import { storyPriceHistory } from "./sampleMarkets";

/**
 * The stories' backend: each story runs real widgets on a real sdk instance whose `fetch` and
 * WebSocket are `@pulso/sdk/testing`'s fakes, answering whatever endpoints the story serves.
 */

export { failure, success };

/** A request as a story's route sees it: the fake API's request plus its query string. */
export interface StoryRequest extends FakeRequest {
  query: URLSearchParams;
}

/** A route's answer: a fixed response, or a function of the request (may be async). */
export type StoryRoute =
  FakeResponse | ((request: StoryRequest) => FakeResponse | Promise<FakeResponse>);

/** What a story's `serve` function registers its routes on. */
export interface StoryServer {
  /** The reader's language: texts the server writes (notifications) come in it. */
  lang: Language;
  /** Answers `METHOD /path` (the exact path under `/api/v1`); the latest registration wins. */
  on(method: string, path: string, route: StoryRoute): void;
  /** Serves a market: `GET /polls/:id` and its price history for every range. */
  market(market: Market): void;
  /** Signs the reader in (`GET /users/me` answers `user`); without it they are signed out. */
  signIn(user?: User): void;
  /** Pushes a server event into the open realtime socket (dropped while none is open). */
  push: StoryRealtime;
}

/** What a story plays once it is on screen (say, a timer of server events); returns its stop. */
export type StoryTicker = () => () => void;

/**
 * A story's fake backend: registers the routes the story's widgets call, and may return a ticker
 * that plays server events while the story is shown. Define it once at module level (its
 * identity is what makes a new sdk instance) and keep any state inside it, so each instance
 * starts afresh.
 */
export type StoryServe = (server: StoryServer) => void | StoryTicker;

/** Pushes a server event into the story's open realtime socket (a no-op before it opens). */
export type StoryRealtime = (event: object) => void;

/** A route that never answers: the widget stays in its loading state. */
export function pending(): Promise<FakeResponse> {
  return new Promise(() => undefined);
}

/** A 500 answer, the widgets' generic load failure. */
export const serverError = failure(500, "INTERNAL_ERROR");

/**
 * The sdk's fake matches paths only; this header carries each request's query string to the
 * routes that answer by it (a range, a page, a search). Only {@link createStoryPulso} sets it.
 */
const QUERY_HEADER = "x-story-query";

/** Requests outlive any story: a loading story stays loading instead of timing out. */
const STORY_TIMEOUT_MS = 24 * 60 * 60 * 1000;

/** An sdk instance on the fake API and socket, as a story runs it. */
interface StoryInstance {
  pulso: Pulso;
  push: StoryRealtime;
  /** What `serve` plays while the story is shown. */
  ticker: StoryTicker | null;
}

function createStoryPulso(lang: Language, serve: StoryServe): StoryInstance {
  const api = createFakeApi();
  const sockets = createFakeWebSocketServer();
  const push: StoryRealtime = (event) => {
    const open = sockets.sockets.filter((socket) => socket.readyState === 1);
    open.at(-1)?.receive(event);
  };
  const server: StoryServer = {
    lang,
    push,
    on(method, path, route) {
      api.on(method, path, (request) => {
        const query = new URLSearchParams(request.headers.get(QUERY_HEADER) ?? "");
        return typeof route === "function" ? route({ ...request, query }) : route;
      });
    },
    market(market) {
      server.on("GET", `/polls/${market._id}`, success({ poll: market }));
      server.on("GET", `/polls/${market._id}/price-history`, ({ query }) => {
        const asked = query.get("range");
        const range = PRICE_HISTORY_RANGES.find((known) => known === asked) ?? "1w";
        return success({ history: storyPriceHistory(market, range) });
      });
    },
    signIn(user = storyUser()) {
      server.on("GET", "/users/me", success({ user }));
    },
  };
  server.on("GET", "/users/me", failure(401, "UNAUTHENTICATED"));
  const ticker = serve(server) ?? null;

  // The server accepts every connection at once, as a healthy realtime server does.
  class AcceptedSocket extends sockets.WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols);
      setTimeout(() => {
        if (this.readyState === 0) this.open();
      }, 0);
    }
  }

  const pulso = createPulso({
    apiBase: FAKE_API_BASE,
    lang,
    fetch: (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const headers = new Headers(init?.headers);
      headers.set(QUERY_HEADER, url.search);
      return api.fetch(input, { ...init, headers });
    },
    WebSocket: AcceptedSocket,
    requestedWith: false,
    timeoutMs: STORY_TIMEOUT_MS,
  });
  // Failures show at once: a story's error state should not wait for the sdk's retry.
  const { queryClient } = pulso;
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  for (const queryKey of [pulsoKeys.currentUser, pulsoKeys.notifications]) {
    queryClient.setQueryDefaults(queryKey, {
      ...queryClient.getQueryDefaults(queryKey),
      retry: false,
    });
  }
  return { pulso, push, ticker };
}

const StoryRealtimeContext = createContext<StoryRealtime | null>(null);

/** The story's realtime push, for demos that play server events; needs a StoryPulso above. */
export function useStoryRealtime(): StoryRealtime {
  const push = use(StoryRealtimeContext);
  if (!push) throw new Error("useStoryRealtime must be used within a StoryPulso");
  return push;
}

/** Props of {@link StoryPulso}. */
export interface StoryPulsoProps {
  lang: Language;
  /** The story's fake backend; by default a signed-out reader and no other route. */
  serve?: StoryServe;
  children?: ReactNode;
}

const signedOut: StoryServe = () => undefined;

/**
 * A PulsoProvider over a real sdk instance whose API and realtime socket are the sdk's fakes,
 * answering as `serve` says. The instance restores the session (`GET /users/me`) and opens the
 * socket on mount, and is made anew (stopping the old one) when the language or `serve` changes.
 */
export function StoryPulso({ lang, serve = signedOut, children }: StoryPulsoProps) {
  const instance = useMemo(() => createStoryPulso(lang, serve), [lang, serve]);
  useEffect(() => {
    void instance.pulso.start();
    const stopTicker = instance.ticker?.();
    return () => {
      stopTicker?.();
      instance.pulso.stop();
    };
  }, [instance]);
  return (
    <StoryRealtimeContext value={instance.push}>
      <PulsoProvider pulso={instance.pulso} lang={lang}>
        {children}
      </PulsoProvider>
    </StoryRealtimeContext>
  );
}
