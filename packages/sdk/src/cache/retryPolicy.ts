import { isApiError } from "@pulso/api-client";

/**
 * Whether a failure is worth another try: not an HTTP 4xx (STYLE: never retry a 4xx; asking
 * again with the same request gets the same refusal), which covers the 401 and 403 the current
 * user's query must never retry on (spec §8). Network errors, timeouts and 5xx are retried.
 */
export function isRetryable(error: unknown): boolean {
  return !(isApiError(error) && error.status >= 400 && error.status < 500);
}

/** A query-core `retry` function: at most `maxRetries` retries, and only of retryable failures. */
export function retryUpTo(maxRetries: number): (failureCount: number, error: unknown) => boolean {
  return (failureCount, error) => failureCount < maxRetries && isRetryable(error);
}
