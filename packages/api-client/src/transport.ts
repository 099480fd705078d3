import { currentPageOrigin, isLocalDevOrigin } from "./localDevOrigin";
import { createThrottledGet } from "./pollsThrottle";
import type { ThrottledGet } from "./pollsThrottle";
import { createRequestRunner } from "./requestRunner";
import { unwrapSuccessEnvelope } from "./responseBody";
import { normalizeBaseURL, pathOnly } from "./requestURL";
import type { HttpMethod, RequestOptions, TokenSource, TransportOptions } from "./transportOptions";

/** The HTTP layer every typed api-client call goes through. */
export interface Transport {
  /**
   * Sends one request to `baseURL + path` and resolves the envelope's `data` (or the parsed body
   * with `envelope: false`; undefined for an empty body). Rejects only with an ApiError.
   */
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  /** GET throttled to one request per second per path, with the plain-fetch fallback (spec §7). */
  throttledGet: ThrottledGet;
  /** Replaces the bearer token (or getter) used from the next request on. */
  setToken(token: TokenSource): void;
  /** The API base in use, without a trailing slash. */
  getBaseURL(): string;
}

/**
 * Creates the transport of spec §7 and DESIGN §8: credentials included, JSON in and out, a bearer
 * token when one exists, `X-Requested-With` unless local dev, 401 → `onUnauthorized`, no retries,
 * and every failure an ApiError.
 *
 * @example
 * const transport = createTransport({ baseURL: "http://localhost:8000/api/v1", lang: "es" });
 * const user = await transport.request<User>("GET", "/users/me");
 */
export function createTransport(options: TransportOptions): Transport {
  const baseURL = normalizeBaseURL(options.baseURL);
  let token: TokenSource = options.token;
  const { lang, fetch: customFetch } = options;

  const runner = createRequestRunner({
    baseURL,
    getToken: () => (typeof token === "function" ? token() : token),
    getLang: () => (typeof lang === "function" ? lang() : lang),
    sendRequestedWith: options.requestedWith ?? !isLocalDevOrigin(currentPageOrigin(), baseURL),
    credentials: options.credentials ?? "include",
    // Looked up per call so a fetch installed (or stubbed) after creation is still used.
    fetch: (input, init) =>
      customFetch ? customFetch(input, init) : globalThis.fetch(input, init),
    timeoutMs: options.timeoutMs ?? 15_000,
    onUnauthorized: options.onUnauthorized,
    ...(options.carriedAnswers ? { carriedAnswers: options.carriedAnswers } : {}),
  });

  return {
    async request<T = unknown>(
      method: HttpMethod,
      path: string,
      requestOptions: RequestOptions = {},
    ) {
      const result = await runner.send(method, path, requestOptions);
      if (requestOptions.envelope === false || requestOptions.responseType === "blob") {
        return result.value as T;
      }
      return unwrapSuccessEnvelope(result.value, result.status, {
        method,
        path: pathOnly(path),
      }) as T;
    },
    throttledGet: createThrottledGet(runner, options.throttle),
    setToken(next) {
      token = next;
    },
    getBaseURL: () => baseURL,
  };
}
