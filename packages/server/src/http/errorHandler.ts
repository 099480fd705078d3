import { errorMessage, type ErrorCode } from "@pulso/core";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isDatabaseUnavailable } from "../db/unavailable";
import { AppError } from "./errors";
import { requestLanguage } from "./language";

/** Seconds a client is told to wait before retrying while the database is unavailable. */
const DATABASE_RETRY_AFTER_SECONDS = 2;

/** Fastify's own failures mapped to our codes. */
function frameworkCode(error: FastifyError): { status: number; code: ErrorCode } | null {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
    case "FST_REQ_FILE_TOO_LARGE":
    case "FST_FILES_LIMIT":
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return { status: 413, code: "PAYLOAD_TOO_LARGE" };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return { status: 415, code: "UNSUPPORTED_MEDIA_TYPE" };
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return { status: 400, code: "VALIDATION_FAILED" };
    default:
      break;
  }
  if (error instanceof SyntaxError || error.statusCode === 400) {
    return { status: 400, code: "VALIDATION_FAILED" };
  }
  if (error.statusCode === 413) return { status: 413, code: "PAYLOAD_TOO_LARGE" };
  if (error.statusCode === 415) return { status: 415, code: "UNSUPPORTED_MEDIA_TYPE" };
  return null;
}

/** Sends `{ status, code, message }` (DESIGN §4) in the requester's language. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  code: ErrorCode,
  details?: unknown,
  params?: Record<string, string | number>,
): FastifyReply {
  const language = requestLanguage(request, request.session?.user.language);
  const body: Record<string, unknown> = {
    status: statusCode >= 500 ? "error" : "fail",
    code,
    message: errorMessage(code, language, params),
  };
  if (details !== undefined) body.details = details;
  return reply.code(statusCode).type("application/json; charset=utf-8").send(body);
}

/**
 * Fastify's `frameworkErrors` option: a path that is not valid percent-encoding (`/polls/%zz`)
 * or a path parameter past the router's length limit is refused before routing, and would get
 * Fastify's own body; this gives it the API's error shape instead (a bad id, not a server fault).
 */
export function handleFrameworkError(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(request, reply, 400, "VALIDATION_FAILED", {
    issues: [{ path: "params", code: "INVALID_TYPE" }],
  });
}

/** Installs the error and not-found handlers so every failure has the API's error shape. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(request, reply, error.statusCode, error.code, error.details, error.params);
    }
    const mapped = frameworkCode(error);
    if (mapped) return sendError(request, reply, mapped.status, mapped.code);
    if (error.statusCode === 429) return sendError(request, reply, 429, "RATE_LIMITED");
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: say so once per request at warn, and tell the client to retry.
      request.log.warn({ err: error }, "database unavailable");
      reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(request, reply, 503, "SERVICE_UNAVAILABLE");
    }
    request.log.error({ err: error }, "unhandled error");
    return sendError(request, reply, 500, "INTERNAL_ERROR");
  });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, "ROUTE_NOT_FOUND"));
}
