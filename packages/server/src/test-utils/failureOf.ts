import { isApiError, type ApiError } from "@pulso/api-client";

/** Awaits a call that must fail and returns its ApiError (anything else is rethrown). */
export function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  return promise.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (error: unknown) => {
      if (!isApiError(error)) throw error;
      return error;
    },
  );
}
