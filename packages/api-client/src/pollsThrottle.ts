import { abortedError } from "./abortGuard";
import type { CallContext } from "./abortGuard";
import { ApiError, isApiError, TRANSPORT_ERROR_CODES } from "./apiError";
import { createPathThrottle } from "./pathThrottle";
import type { RawResult, RequestRunner } from "./requestRunner";
import { pathOnly } from "./requestURL";
import type { QueryParams } from "./requestURL";
import { unwrapSuccessEnvelope } from "./responseBody";
import type { ThrottledGetOptions, ThrottleOptions } from "./transportOptions";

/**
 * A GET limited to one request per second per path, with spec §7's plain-fetch fallback. Used
 * for GET /polls; see {@link createThrottledGet} for the exact rules.
 */
export type ThrottledGet = <T = unknown>(
  path: string,
  query?: QueryParams,
  options?: ThrottledGetOptions,
) => Promise<T>;

function pollsFetchFailed(status: number, context: CallContext): ApiError {
  return new ApiError({
    status,
    code: TRANSPORT_ERROR_CODES.POLLS_FETCH_FAILED,
    path: context.path,
    message: `API request failed with status ${status}`,
  });
}

// One request; on NETWORK_ERROR only (not an HTTP status, timeout or abort) one
// more try with plain fetch, whose non-OK status is POLLS_FETCH_FAILED (spec §7, §8).
async function getWithFallback(
  runner: RequestRunner,
  path: string,
  query: QueryParams | undefined,
): Promise<RawResult> {
  try {
    return await runner.send("GET", path, { query, envelope: false });
  } catch (error) {
    if (!isApiError(error) || error.code !== TRANSPORT_ERROR_CODES.NETWORK_ERROR) throw error;
    return runner.fetchPlain(path, { query, notOkError: pollsFetchFailed });
  }
}

// Settles with the shared request, or rejects with ABORTED for this caller alone.
function untilSettledOrAborted<T>(
  shared: Promise<T>,
  signal: AbortSignal | undefined,
  context: CallContext,
): Promise<T> {
  if (!signal) return shared;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortedError(context, signal.reason));
    signal.addEventListener("abort", onAbort, { once: true });
    shared.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/**
 * Builds `throttledGet` over a runner. Rules, per pathname (`/polls`):
 * - a call whose full URL (path + query) matches one started less than `intervalMs` ago, or one
 *   still queued, shares that request's result: no second request;
 * - any other call to the same pathname starts no earlier than `intervalMs` after the previous
 *   request to that pathname started (it waits, then runs);
 * - the request is made without any caller's signal because callers share it; a caller's signal
 *   only rejects that caller's promise with ABORTED;
 * - on NETWORK_ERROR it retries once with plain fetch (same URL, headers, credentials); a non-OK
 *   answer then rejects with POLLS_FETCH_FAILED, "API request failed with status N".
 */
export function createThrottledGet(
  runner: RequestRunner,
  options: ThrottleOptions = {},
): ThrottledGet {
  const throttle = createPathThrottle(options);
  return async function throttledGet<T>(
    path: string,
    query?: QueryParams,
    callOptions: ThrottledGetOptions = {},
  ): Promise<T> {
    const context = { method: "GET", path: pathOnly(path) };
    const { signal } = callOptions;
    if (signal?.aborted) throw abortedError(context, signal.reason);
    const shared = throttle.run(context.path, runner.url(path, query), () =>
      getWithFallback(runner, path, query),
    );
    const result = await untilSettledOrAborted(shared, signal, context);
    if (callOptions.envelope === false) return result.value as T;
    return unwrapSuccessEnvelope(result.value, result.status, context) as T;
  };
}
