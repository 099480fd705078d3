import { ApiError, type MarketPage, type PriceHistory } from "@pulso/api-client";
import {
  absolutizeImageUrl,
  type Language,
  type Leaderboard,
  type LeaderboardQuery,
  type ListPollsQuery,
  type Market,
  type PollBatchQuery,
  type PriceHistoryQuery,
  type WidgetMarkup,
} from "@pulso/core";

/** Settings of {@link createPublicCalls}. */
export interface PublicCallsOptions {
  /** The API base, e.g. `https://pulso.example/api/v1` (trailing slashes are dropped). */
  apiBase: string;
  /** Sent as `Accept-Language`: the server's error messages come in this language. */
  lang: Language;
  /** Whether the reader's platform cookies go with the requests (see createPublicClient). */
  credentials: "include" | "omit";
  /** The fetch implementation (tests); default the global one, looked up on every call. */
  fetch?: typeof fetch;
  /** Milliseconds before a request fails with TIMEOUT. Default 15000, as api-client's. */
  timeoutMs?: number;
  /** The gap GET /polls keeps between two requests (spec §7: one per second). Default 1000. */
  throttleMs?: number;
}

/** What GET /polls/batch answers. */
export interface PollBatch {
  polls: Market[];
  histories: Record<string, PriceHistory>;
  markup?: Record<string, WidgetMarkup>;
}

/** The public GETs of embedded widgets. Each rejects only with an ApiError. */
export interface PublicCalls {
  /** GET /polls/batch: up to 50 markets, with a history range and widget markup if asked. */
  getPollBatch(query: PollBatchQuery): Promise<PollBatch>;
  /** GET /polls/:id/price-history. */
  getPriceHistory(id: string, query: PriceHistoryQuery): Promise<PriceHistory>;
  /** GET /leaderboard. */
  getLeaderboard(query: LeaderboardQuery): Promise<Leaderboard>;
  /** GET /polls, throttled per spec §7 (see {@link createPublicCalls}). */
  listPolls(query: ListPollsQuery): Promise<MarketPage>;
}

type Query = Record<string, string | number | boolean | null | undefined>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * The four public reads of embedded widgets over a plain fetch (DESIGN §7: the public runtime
 * carries no more transport than that). The same answers and the same ApiError codes as
 * api-client's transport for these calls:
 * - a Pulso error envelope becomes an ApiError with its code, message (in `lang`, as the server
 *   writes it) and details; another non-2xx is HTTP_ERROR (UNAUTHENTICATED for a 401); a 2xx that
 *   is not the success envelope is INVALID_RESPONSE; no answer is NETWORK_ERROR, a slow one
 *   TIMEOUT (status 0);
 * - market images come absolute (spec §3);
 * - GET /polls (spec §7): a call for the URL of one started less than `throttleMs` ago (or still
 *   waiting) shares its answer; any other starts no earlier than `throttleMs` after the previous
 *   one; after NETWORK_ERROR it is tried once more, and a non-2xx then is POLLS_FETCH_FAILED
 *   ("API request failed with status N").
 *
 * It sends no `X-Requested-With`: the server asks for it only on writes, and on a news page the
 * custom header would cost a CORS preflight before every read.
 */
export function createPublicCalls(options: PublicCallsOptions): PublicCalls {
  const base = options.apiBase.trim().replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 15_000;
  const throttleMs = options.throttleMs ?? 1000;

  const url = (path: string, query: Query) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
    const search = params.toString();
    return base + path + (search ? `?${search}` : "");
  };

  const withImages = <T extends { polls: Market[] }>(data: T): T => ({
    ...data,
    polls: data.polls.map((market) =>
      market.image ? { ...market, image: absolutizeImageUrl(market.image, base) } : market,
    ),
  });

  /** One GET; `retried` marks spec §7's second try of GET /polls. */
  async function get<T>(path: string, query: Query, retried = false): Promise<T> {
    const problem = (status: number, code: string, message: string, more?: object) =>
      new ApiError({ status, code, path, message, ...more });
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await (options.fetch ?? globalThis.fetch)(url(path, query), {
        headers: { Accept: "application/json", "Accept-Language": options.lang },
        credentials: options.credentials,
        signal: controller.signal,
      });
      // Read under the same timer: a body that never ends times out too.
      text = await response.text();
    } catch (cause) {
      throw timedOut
        ? problem(0, "TIMEOUT", `GET ${path} timed out after ${timeoutMs} ms`, { cause })
        : problem(0, "NETWORK_ERROR", `GET ${path} got no response (${String(cause)})`, {
            cause,
          });
    } finally {
      clearTimeout(timer);
    }
    const { ok, status } = response;
    if (!ok && retried) {
      throw problem(status, "POLLS_FETCH_FAILED", `API request failed with status ${status}`);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    if (isRecord(body)) {
      if (ok && body.status === "success") return body.data as T;
      const { code, message, details } = body;
      if (
        (body.status === "fail" || body.status === "error") &&
        typeof code === "string" &&
        typeof message === "string"
      ) {
        throw problem(status, code, message, { details });
      }
    }
    if (ok) {
      throw problem(status, "INVALID_RESPONSE", `GET ${path} answered ${status} without data`);
    }
    throw problem(
      status,
      status === 401 ? "UNAUTHENTICATED" : "HTTP_ERROR",
      `GET ${path} failed with status ${status}`,
    );
  }

  /** GET /polls by URL: when each started (or will start) and its answer. */
  const recent = new Map<string, { at: number; answer: Promise<MarketPage> }>();
  let nextStart = 0;

  return {
    getPollBatch: (query) => get<PollBatch>("/polls/batch", query).then(withImages),
    getPriceHistory: (id, query) =>
      get<{ history: PriceHistory }>(`/polls/${encodeURIComponent(id)}/price-history`, query).then(
        (data) => data.history,
      ),
    getLeaderboard: (query) =>
      get<{ leaderboard: Leaderboard }>("/leaderboard", query).then((data) => data.leaderboard),
    listPolls(query) {
      const address = url("/polls", query);
      const now = Date.now();
      // Past the interval an answer is not shared any more: forget it (and its markets).
      for (const [key, { at }] of recent) if (at <= now - throttleMs) recent.delete(key);
      const known = recent.get(address);
      if (known) return known.answer;
      const at = Math.max(now, nextStart);
      nextStart = at + throttleMs;
      const answer = new Promise((wait) => setTimeout(wait, at - now))
        .then(() =>
          get<MarketPage>("/polls", query).catch((error: unknown) => {
            if ((error as ApiError).code !== "NETWORK_ERROR") throw error;
            return get<MarketPage>("/polls", query, true);
          }),
        )
        .then(withImages);
      recent.set(address, { at, answer });
      return answer;
    },
  };
}
