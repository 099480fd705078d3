import type { CarriedAnswer } from "@pulso/core";
import type { ApiError } from "./apiError";
import type { ThrottleClock } from "./pathThrottle";
import type { QueryParams } from "./requestURL";

/** The HTTP methods Pulso's API uses. */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The languages the API answers in (spec §9); sent as `Accept-Language`. */
export type ApiLanguage = "es" | "en";

/** A bearer token, or a getter read on every request so the sdk can swap sessions. */
export type TokenSource = string | null | undefined | (() => string | null | undefined);

/** Settings of one transport: where the API is and how to authenticate against it. */
export interface TransportOptions {
  /** The API base, e.g. `http://localhost:8000/api/v1`; used as given (no `/api/v1` appended). */
  baseURL: string;
  /** Bearer token or getter; `Authorization` is sent only when it yields a non-empty string. */
  token?: TokenSource;
  /** Called once per 401 response with the ApiError the call then rejects with. */
  onUnauthorized?: (error: ApiError) => void;
  /** The reader's language or a getter for it; omitted means no `Accept-Language`. */
  lang?: ApiLanguage | (() => ApiLanguage);
  /** Forces `X-Requested-With` on (true) or off (false); by default it is sent unless `isLocalDevOrigin`. */
  requestedWith?: boolean;
  /**
   * Whether cookies go with requests. `include` (default, spec §7) for the platform's own pages
   * and frames; `omit` for widgets on a publisher's page, which read public data only and must
   * never carry the reader's platform cookies (DESIGN §7).
   */
  credentials?: "include" | "omit";
  /** The fetch to use (tests, Node without a global fetch); defaults to `globalThis.fetch`. */
  fetch?: typeof fetch;
  /** Milliseconds before a request fails with TIMEOUT; 0 disables. Default 15000. */
  timeoutMs?: number;
  /** Interval and clock of `throttledGet`; defaults to 1000 ms with `Date.now`/`setTimeout`. */
  throttle?: ThrottleOptions;
  /**
   * Answers the page arrived with, for the GETs it makes first (the server writes a market page's
   * market into it, issue 17): each one is used once, in place of its request, when the path, the
   * language and the credentials match (no bearer token, cookies included) within 10 s of the
   * transport's creation; anything else is requested as usual.
   */
  carriedAnswers?: readonly CarriedAnswer[];
}

/** How `throttledGet` spaces calls: one request per interval per path. */
export interface ThrottleOptions {
  /** Minimum gap between two requests to the same path, in ms. Default 1000 (spec §9). */
  intervalMs?: number;
  /** Time source and scheduler; inject one in tests. Defaults to `Date.now` and `setTimeout`. */
  clock?: ThrottleClock;
}

/** Per-call settings of `Transport.request`. */
export interface RequestOptions {
  /** Query parameters; see {@link QueryParams} for the encoding rules. */
  query?: QueryParams;
  /** `FormData` is sent as multipart; anything else defined is sent as JSON. */
  body?: unknown;
  /** Extra headers; they override the transport's own. */
  headers?: Record<string, string>;
  /** Cancels the call; it then rejects with ABORTED. */
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key` so a repeated submit (bets, deposits) is applied once. */
  idempotencyKey?: string;
  /** true (default): expect `{ status: "success", data }` and resolve `data`; false: resolve the parsed body. */
  envelope?: boolean;
  /** `blob`: a success is a file, resolved as a Blob (failures are still JSON envelopes). */
  responseType?: "json" | "blob";
}

/** Per-call settings of `Transport.throttledGet`. */
export interface ThrottledGetOptions {
  /** Cancels this caller's wait only; a request shared with other callers still completes. */
  signal?: AbortSignal;
  /** As in {@link RequestOptions.envelope}. */
  envelope?: boolean;
}

export type { CarriedAnswer };
