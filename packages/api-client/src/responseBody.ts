import { ApiError, TRANSPORT_ERROR_CODES } from "./apiError";
import type { CallContext } from "./abortGuard";

/** A response body as read from the wire: nothing, JSON, or text that is not JSON. */
export type ResponseBody =
  { kind: "empty" } | { kind: "json"; value: unknown } | { kind: "text"; text: string };

/** The body of every Pulso failure: `{ status: "fail" | "error", code, message, details? }`. */
export interface ErrorEnvelope {
  status: "fail" | "error";
  code: string;
  message: string;
  details?: unknown;
}

/** The body of every Pulso success: `{ status: "success", data }`. */
export interface SuccessEnvelope<TData = unknown> {
  status: "success";
  data: TData;
}

/** Reads response text strictly: empty is empty, and JSON.parse decides what is JSON. */
export function parseResponseText(text: string | null | undefined): ResponseBody {
  if (text === undefined || text === null || text.trim() === "") return { kind: "empty" };
  try {
    return { kind: "json", value: JSON.parse(text) as unknown };
  } catch {
    return { kind: "text", text };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** True for a Pulso error envelope. */
export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  return (
    isRecord(value) &&
    (value.status === "fail" || value.status === "error") &&
    typeof value.code === "string" &&
    typeof value.message === "string"
  );
}

/** True for a Pulso success envelope; a missing `data` reads as undefined (e.g. logout). */
export function isSuccessEnvelope(value: unknown): value is SuccessEnvelope {
  return isRecord(value) && value.status === "success";
}

function envelopeError(envelope: ErrorEnvelope, status: number, context: CallContext): ApiError {
  return new ApiError({
    status,
    code: envelope.code,
    message: envelope.message,
    path: context.path,
    details: envelope.details,
  });
}

function invalidResponse(status: number, context: CallContext, what: string): ApiError {
  return new ApiError({
    status,
    code: TRANSPORT_ERROR_CODES.INVALID_RESPONSE,
    path: context.path,
    message: `${context.method} ${context.path} answered ${status} with ${what}`,
  });
}

/**
 * The value of a 2xx body, not yet unwrapped: undefined when empty, the parsed JSON otherwise.
 * Text that is not JSON is an INVALID_RESPONSE: every Pulso call speaks JSON.
 */
export function successBodyValue(
  body: ResponseBody,
  status: number,
  context: CallContext,
): unknown {
  if (body.kind === "empty") return undefined;
  if (body.kind === "text") throw invalidResponse(status, context, "a body that is not JSON");
  return body.value;
}

/**
 * The `data` of a success envelope. An empty body (undefined) stays undefined; an error envelope
 * on a 2xx becomes that error; anything else is an INVALID_RESPONSE.
 */
export function unwrapSuccessEnvelope(
  value: unknown,
  status: number,
  context: CallContext,
): unknown {
  if (value === undefined) return undefined;
  if (isSuccessEnvelope(value)) return value.data;
  if (isErrorEnvelope(value)) throw envelopeError(value, status, context);
  throw invalidResponse(
    status,
    context,
    'a body that is not the { status: "success", data } envelope',
  );
}

/**
 * The ApiError for a non-2xx answer: the envelope's code, message and details when the body is
 * the Pulso error envelope; otherwise UNAUTHENTICATED for a 401 and HTTP_ERROR for the rest.
 */
export function failureError(body: ResponseBody, status: number, context: CallContext): ApiError {
  if (body.kind === "json" && isErrorEnvelope(body.value)) {
    return envelopeError(body.value, status, context);
  }
  return new ApiError({
    status,
    code: status === 401 ? TRANSPORT_ERROR_CODES.UNAUTHENTICATED : TRANSPORT_ERROR_CODES.HTTP_ERROR,
    path: context.path,
    message: `${context.method} ${context.path} failed with status ${status}`,
  });
}
