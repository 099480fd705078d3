import type { ErrorCode, ErrorMessageParams, FieldIssue } from "@pulso/core";

/**
 * An error the API reports to the client: an HTTP status, a stable code (the clients map it to
 * spec §8 messages) and optional details. Anything else thrown becomes INTERNAL_ERROR.
 */
export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly details?: unknown,
    readonly params: ErrorMessageParams = {},
  ) {
    super(code);
  }
}

/** 400 with the field issues of a failed validation. */
export function validationFailed(issues: FieldIssue[]): AppError {
  return new AppError(400, "VALIDATION_FAILED", { issues });
}

/** 404 with a code; defaults to the generic NOT_FOUND. */
export function notFound(code: ErrorCode = "NOT_FOUND"): AppError {
  return new AppError(404, code);
}

/** 401: no valid session. */
export function unauthenticated(code: ErrorCode = "UNAUTHENTICATED"): AppError {
  return new AppError(401, code);
}

/** 403: signed in but not allowed. */
export function forbidden(): AppError {
  return new AppError(403, "FORBIDDEN");
}

/** 409 with a code. */
export function conflict(code: ErrorCode = "CONFLICT", details?: unknown): AppError {
  return new AppError(409, code, details);
}

/** 422-style business refusals are 400s here, with their own code. */
export function refused(code: ErrorCode, details?: unknown, params?: ErrorMessageParams): AppError {
  return new AppError(400, code, details, params);
}
