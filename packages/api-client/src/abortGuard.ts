import { ApiError, isApiError, TRANSPORT_ERROR_CODES } from "./apiError";

/** Which call an error belongs to, for its path and message. */
export interface CallContext {
  method: string;
  path: string;
}

/**
 * One request's cancellation: a signal that fires on the caller's AbortSignal or after
 * `timeoutMs`, remembering which of the two fired so a failure can be named correctly.
 */
export interface AbortGuard {
  readonly signal: AbortSignal;
  /** Turns whatever the fetch threw into an ApiError: ABORTED, TIMEOUT or NETWORK_ERROR. */
  toApiError(error: unknown, context: CallContext): ApiError;
  /** Clears the timer and the listener on the caller's signal; call when the request settles. */
  dispose(): void;
}

/** An ApiError for a call the caller cancelled. */
export function abortedError(context: CallContext, cause?: unknown): ApiError {
  return new ApiError({
    status: 0,
    code: TRANSPORT_ERROR_CODES.ABORTED,
    path: context.path,
    message: `${context.method} ${context.path} was aborted by the caller`,
    cause,
  });
}

/** Starts the timer and links the caller's signal; see {@link AbortGuard}. */
export function createAbortGuard(
  callerSignal: AbortSignal | undefined,
  timeoutMs: number,
): AbortGuard {
  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  callerSignal?.addEventListener("abort", onCallerAbort, { once: true });
  const timer =
    timeoutMs > 0 && Number.isFinite(timeoutMs)
      ? setTimeout(() => {
          timedOut = true;
          controller.abort(new Error(`Timed out after ${timeoutMs} ms`));
        }, timeoutMs)
      : undefined;

  return {
    signal: controller.signal,
    toApiError(error, context) {
      if (isApiError(error)) return error;
      if (callerSignal?.aborted) return abortedError(context, error);
      if (timedOut) {
        return new ApiError({
          status: 0,
          code: TRANSPORT_ERROR_CODES.TIMEOUT,
          path: context.path,
          message: `${context.method} ${context.path} timed out after ${timeoutMs} ms`,
          cause: error,
        });
      }
      const reason = error instanceof Error ? error.message : String(error);
      return new ApiError({
        status: 0,
        code: TRANSPORT_ERROR_CODES.NETWORK_ERROR,
        path: context.path,
        message: `${context.method} ${context.path} got no response (${reason})`,
        cause: error,
      });
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      callerSignal?.removeEventListener("abort", onCallerAbort);
    },
  };
}
