/**
 * Error codes the transport produces itself. Server codes (`PRICE_MOVED`, `INSUFFICIENT_FUNDS`, …)
 * arrive through the Pulso error envelope and are passed through unchanged.
 */
export const TRANSPORT_ERROR_CODES = {
  /** No response at all: DNS, refused or reset connection, CORS rejection. Status 0. */
  NETWORK_ERROR: "NETWORK_ERROR",
  /** The request outlived `timeoutMs`. Status 0. */
  TIMEOUT: "TIMEOUT",
  /** The caller's AbortSignal fired. Status 0. */
  ABORTED: "ABORTED",
  /** A non-2xx answer whose body is not the Pulso error envelope. */
  HTTP_ERROR: "HTTP_ERROR",
  /** A 401 answer whose body is not the Pulso error envelope. */
  UNAUTHENTICATED: "UNAUTHENTICATED",
  /** A 2xx answer that is not JSON, or not the success envelope where one is expected. */
  INVALID_RESPONSE: "INVALID_RESPONSE",
  /** The GET /polls plain-fetch fallback got a non-OK status (spec §8). */
  POLLS_FETCH_FAILED: "POLLS_FETCH_FAILED",
} as const;

/** One of the codes in {@link TRANSPORT_ERROR_CODES}. */
export type TransportErrorCode = (typeof TRANSPORT_ERROR_CODES)[keyof typeof TRANSPORT_ERROR_CODES];

/** What an {@link ApiError} is built from. */
export interface ApiErrorInit {
  /** HTTP status, or 0 when no response arrived. */
  status: number;
  /** SCREAMING_SNAKE error code: the server's, or one of {@link TRANSPORT_ERROR_CODES}. */
  code: string;
  /** The request path relative to the API base, without its query (`/polls/42`). */
  path: string;
  /** Human-readable message; defaults to one naming the code, status and path. */
  message?: string;
  /** Extra data from the server's error envelope (field errors, limits, …). */
  details?: unknown;
  /** The underlying transport error or response, kept for debugging. */
  cause?: unknown;
}

/**
 * The one error every api-client call rejects with (DESIGN §8), so callers handle a single
 * shape whatever failed: the network, the server, or the body.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** HTTP status, or 0 when no response arrived (network error, timeout, abort). */
  readonly status: number;
  /** SCREAMING_SNAKE error code (server code from the envelope, or a transport code). */
  readonly code: string;
  /** The request path relative to the API base, without its query. */
  readonly path: string;
  /** Extra data from the server's error envelope, when it sent any. */
  declare readonly details?: unknown;

  constructor(init: ApiErrorInit) {
    const message =
      init.message ?? `Request to ${init.path} failed with status ${init.status} (${init.code})`;
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.path = init.path;
    if (init.details !== undefined) this.details = init.details;
  }
}

/**
 * True for an {@link ApiError}, also one created by another copy of this package (a duplicated
 * dependency makes `instanceof` unreliable).
 */
export function isApiError(value: unknown): value is ApiError {
  if (value instanceof ApiError) return true;
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as { name?: unknown; status?: unknown; code?: unknown; path?: unknown };
  return (
    candidate.name === "ApiError" &&
    typeof candidate.status === "number" &&
    typeof candidate.code === "string" &&
    typeof candidate.path === "string"
  );
}
