import { abortedError, createAbortGuard } from "./abortGuard";
import type { CallContext } from "./abortGuard";
import type { ApiError } from "./apiError";
import { buildRequestURL, pathOnly } from "./requestURL";
import type { QueryParams } from "./requestURL";
import { failureError, parseResponseText, successBodyValue } from "./responseBody";
import type { ResponseBody } from "./responseBody";
import type { ApiLanguage, CarriedAnswer, HttpMethod, RequestOptions } from "./transportOptions";

/** How long carried answers stand in for requests after the transport is made (the page's load). */
export const CARRIED_ANSWERS_MS = 10_000;

/** What a runner needs, resolved from TransportOptions by createTransport. */
export interface RequestRunnerConfig {
  baseURL: string;
  getToken(): string | null | undefined;
  getLang(): ApiLanguage | undefined;
  sendRequestedWith: boolean;
  /** Whether cookies go with requests: `include` (the platform's own pages) or `omit`. */
  credentials: RequestCredentials;
  fetch: typeof fetch;
  timeoutMs: number;
  onUnauthorized?: (error: ApiError) => void;
  /** Answers the page carries for its first GETs (`TransportOptions.carriedAnswers`). */
  carriedAnswers?: readonly CarriedAnswer[];
}

/** A 2xx answer: its status and its parsed body (undefined when empty), not yet unwrapped. */
export interface RawResult {
  status: number;
  value: unknown;
}

/** Options of {@link RequestRunner.fetchPlain}. */
export interface PlainFetchOptions {
  query?: QueryParams;
  signal?: AbortSignal;
  /** The error a non-OK status becomes. */
  notOkError(status: number, context: CallContext): ApiError;
}

/** The machinery under a Transport: builds URL, headers and body, sends, and reads the answer. */
export interface RequestRunner {
  /** The full URL a call goes to. */
  url(path: string, query?: QueryParams): string;
  /** Sends one request; a non-2xx, a failure or a non-JSON 2xx rejects with an ApiError. */
  send(method: HttpMethod, path: string, options?: RequestOptions): Promise<RawResult>;
  /**
   * Sends a GET again as spec §7's plain-fetch fallback (same URL, headers, credentials); only
   * its non-OK status maps differently, to `notOkError`.
   */
  fetchPlain(path: string, options: PlainFetchOptions): Promise<RawResult>;
}

function isFormData(body: unknown): body is FormData {
  return typeof FormData !== "undefined" && body instanceof FormData;
}

/** Creates the {@link RequestRunner} of one transport. */
export function createRequestRunner(config: RequestRunnerConfig): RequestRunner {
  function headersFor(options: RequestOptions, jsonBody: boolean): Headers {
    const headers = new Headers({ Accept: "application/json" });
    const lang = config.getLang();
    if (lang) headers.set("Accept-Language", lang);
    const token = config.getToken();
    if (token) headers.set("Authorization", `Bearer ${token}`);
    if (config.sendRequestedWith) headers.set("X-Requested-With", "XMLHttpRequest");
    if (jsonBody) headers.set("Content-Type", "application/json");
    if (options.idempotencyKey) headers.set("Idempotency-Key", options.idempotencyKey);
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    return headers;
  }

  // Runs one exchange under the caller's signal and the timeout; any throw becomes an ApiError.
  async function guarded<T>(
    context: CallContext,
    signal: AbortSignal | undefined,
    run: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    if (signal?.aborted) throw abortedError(context, signal.reason);
    const guard = createAbortGuard(signal, config.timeoutMs);
    try {
      return await run(guard.signal);
    } catch (error) {
      throw guard.toApiError(error, context);
    } finally {
      guard.dispose();
    }
  }

  function reject(error: ApiError, status: number): never {
    if (status === 401 && config.onUnauthorized) {
      try {
        config.onUnauthorized(error);
      } catch (callbackError) {
        // The caller's own failure must still reach it, not the callback's.
        console.error("[pulso] onUnauthorized threw", callbackError);
      }
    }
    throw error;
  }

  const url = (path: string, query?: QueryParams) => buildRequestURL(config.baseURL, path, query);

  // Each carried answer stands in for one request while the page loads: the first GET to its
  // path, in its language, with the page's own credentials (a bearer token or no cookies may see
  // another answer). The answers for that path in other languages go with it, and any left after
  // CARRIED_ANSWERS_MS, which would be stale, are forgotten.
  let carried = [...(config.carriedAnswers ?? [])];
  const carriedUntil = Date.now() + CARRIED_ANSWERS_MS;
  const takeCarried = (method: HttpMethod, path: string, options: RequestOptions) => {
    if (Date.now() > carriedUntil) carried = [];
    if (method !== "GET" || options.signal?.aborted || config.getToken()) return undefined;
    if (config.credentials !== "include") return undefined;
    const target = url(path, options.query);
    const lang = config.getLang();
    const answer = carried.find((one) => one.lang === lang && url(one.path) === target);
    if (answer) carried = carried.filter((one) => url(one.path) !== target);
    return answer;
  };

  // One fetch with the platform's own API, read as text. The transport never retries (STYLE:
  // never retry a 4xx; a POST must not run twice) and maps every status itself.
  async function exchange(
    method: HttpMethod,
    path: string,
    options: RequestOptions,
    notOkError: (status: number, body: ResponseBody, context: CallContext) => ApiError,
  ): Promise<RawResult> {
    const context = { method, path: pathOnly(path) };
    const carriedAnswer = takeCarried(method, path, options);
    if (carriedAnswer) {
      const parsed: ResponseBody = { kind: "json", value: carriedAnswer.body };
      return { status: 200, value: successBodyValue(parsed, 200, context) };
    }
    const jsonBody = options.body !== undefined && !isFormData(options.body);
    const body = jsonBody ? JSON.stringify(options.body) : (options.body as FormData | undefined);
    const answer = await guarded(context, options.signal, async (signal) => {
      const response = await config.fetch(url(path, options.query), {
        method,
        headers: headersFor(options, jsonBody),
        ...(body === undefined ? {} : { body }),
        credentials: config.credentials,
        signal,
      });
      // The body is read under the same signal, so the timeout covers a slow body too.
      if (response.ok && options.responseType === "blob") {
        return { status: response.status, ok: true, text: "", blob: await response.blob() };
      }
      return { status: response.status, ok: response.ok, text: await response.text() };
    });
    if ("blob" in answer) return { status: answer.status, value: answer.blob };
    const parsed = parseResponseText(answer.text);
    if (!answer.ok) reject(notOkError(answer.status, parsed, context), answer.status);
    return { status: answer.status, value: successBodyValue(parsed, answer.status, context) };
  }

  return {
    url,
    send: (method, path, options = {}) =>
      exchange(method, path, options, (status, body, context) =>
        failureError(body, status, context),
      ),
    fetchPlain: (path, { notOkError, ...options }) =>
      exchange("GET", path, options, (status, _body, context) => notOkError(status, context)),
  };
}
