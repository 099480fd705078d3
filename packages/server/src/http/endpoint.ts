import {
  API_ENDPOINTS,
  errorMessage,
  isErrorCode,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS_PER_MESSAGE,
  validate,
  type EndpointDefinition,
  type EndpointName,
  type ErrorCode,
  type Language,
} from "@pulso/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { SessionInfo } from "../auth/sessions";
import { AppError, forbidden, unauthenticated, validationFailed } from "./errors";
import type { Claim, IdempotencyStore } from "./idempotency";
import { requestLanguage } from "./language";
import { readMultipart, type MultipartLimits, type UploadedFile } from "./multipart";
import { refuseNulBytes } from "./nulBytes";

type Definition<N extends EndpointName> = (typeof API_ENDPOINTS)[N];
type Parsed<TDef, TKey extends string, TEmpty> =
  TDef extends Record<TKey, infer S> ? (S extends z.ZodType ? z.output<S> : TEmpty) : TEmpty;
type SessionFor<TDef> = TDef extends { auth: "user" | "admin" } ? SessionInfo : SessionInfo | null;

/**
 * What a route handler answers: the success body its response schema describes (as sent, before
 * JSON), or — for a binary call — whatever it hands `reply.send` itself.
 */
export type EndpointResult<N extends EndpointName> =
  Definition<N> extends { responseType: "binary" }
    ? unknown
    : Definition<N>["response"] extends z.ZodType
      ? z.input<Definition<N>["response"]>
      : never;

/** What a route handler receives: validated input, the session and the answer language. */
export interface EndpointInput<N extends EndpointName> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: Parsed<Definition<N>, "params", Record<string, never>>;
  query: Parsed<Definition<N>, "query", Record<string, never>>;
  body: Parsed<Definition<N>, "body", undefined>;
  session: SessionFor<Definition<N>>;
  language: Language;
  files: UploadedFile[];
  /**
   * The Idempotency-Key this request holds, if it sent one: a handler whose stale claims are
   * taken over because it stores its answer in its own transaction must store its success answer with it inside the transaction that
   * moves the money (http/idempotency.ts `holdClaim`, `completeInTransaction`).
   */
  idempotency: Claim | null;
}

/** Settings shared by every endpoint of an app. */
export interface EndpointSettings {
  trustedOrigins: readonly string[];
  idempotency: IdempotencyStore;
  /** Age after which an unanswered claim of a `takesOverStaleClaims` call may be taken over. */
  idempotencyLeaseSeconds: number;
  /**
   * Checks every success answer against its response schema before sending it, and answers 500
   * RESPONSE_CONTRACT (naming the call and the failing fields) when it does not match: on in
   * tests, so every server test checks the contract the clients are typed by.
   */
  checkResponses?: boolean;
}

/** Holds a JSON success answer to the call's response schema (see `checkResponses`). */
function checkResponse(name: EndpointName, definition: EndpointDefinition, result: unknown): void {
  if (definition.responseType === "binary") return;
  // What the client receives is the JSON text, so the check reads the answer as JSON too.
  const sent: unknown = result === undefined ? undefined : JSON.parse(JSON.stringify(result));
  const checked = definition.response.safeParse(sent);
  if (!checked.success) {
    const fields = checked.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`);
    // A server bug: the test sees a 500 whose details name the call and the fields.
    throw new AppError(500, "INTERNAL_ERROR", { contract: name, fields });
  }
}

/** A signed-out call to these gets the spec's own message (§8) instead of the generic one. */
const LOGIN_REQUIRED: Partial<Record<EndpointName, ErrorCode>> = {
  placeBet: "LOGIN_REQUIRED_TO_BET",
  votePoll: "LOGIN_REQUIRED_TO_VOTE",
};

/**
 * Multipart calls whose files are not images: their own size and count limits. One file past the
 * count is let through so the handler can refuse it with its own code.
 */
const ATTACHMENT_LIMITS: MultipartLimits = {
  fileSize: MAX_ATTACHMENT_BYTES,
  files: MAX_ATTACHMENTS_PER_MESSAGE + 1,
  fileTooLarge: "ATTACHMENT_TOO_LARGE",
};
const MULTIPART_LIMITS: Partial<Record<EndpointName, MultipartLimits>> = {
  createTicket: ATTACHMENT_LIMITS,
  replyToTicket: ATTACHMENT_LIMITS,
};

/** Calls that set a session cookie: a foreign Origin may not trigger them. */
const SETS_COOKIE = new Set<EndpointName>(["login", "signup", "resetPassword", "updateMyPassword"]);

/**
 * GET calls that write: spec §7 makes logout a GET, and the browser sends the Lax session cookie
 * on a cross-site link's navigation, so without the CSRF rule any page could sign a reader out.
 */
const WRITES_BY_GET = new Set<EndpointName>(["logout"]);

/** Largest JSON body by default, and for calls that carry an image. */
const DEFAULT_BODY_LIMIT = 64 * 1024;
const IMAGE_BODY_LIMIT = 8 * 1024 * 1024;

/** Field codes too generic to speak for the whole request; specific ones (spec §8) do. */
const GENERIC_FIELD_CODES = new Set<string>([
  "REQUIRED",
  "INVALID_TYPE",
  "UNKNOWN_FIELD",
  "TOO_LONG",
  "INVALID_URL",
  "INVALID_DATE",
]);

/**
 * Validates one part of a request. A single problem with a specific code (BET_BELOW_MINIMUM,
 * COMMENT_TOO_LONG, …) becomes the error's own code and message, so clients show the spec's text;
 * anything else is VALIDATION_FAILED. Both carry `details.issues`.
 */
function check<TSchema extends z.ZodType>(schema: TSchema, input: unknown, prefix: string) {
  refuseNulBytes(input, prefix);
  const result = validate(schema, input);
  if (!result.ok) {
    const issues = result.issues.map((issue) => ({
      ...issue,
      path: issue.path ? `${prefix}${issue.path}` : prefix.replace(/\.$/, ""),
    }));
    const only = issues.length === 1 ? issues[0] : undefined;
    if (only && !GENERIC_FIELD_CODES.has(only.code) && isErrorCode(only.code)) {
      throw new AppError(400, only.code, { issues }, only.params);
    }
    throw validationFailed(issues);
  }
  return result.value;
}

/** The CSRF rule of DESIGN §5 for writes authenticated by cookie or setting one. */
function checkCsrf(name: EndpointName, request: FastifyRequest, settings: EndpointSettings): void {
  const reads =
    request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS";
  if (reads && !WRITES_BY_GET.has(name)) return;
  const usesCookie = request.session?.via === "cookie" || SETS_COOKIE.has(name);
  if (!usesCookie) return;
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== "null") {
    const own = `${request.protocol}://${request.headers.host ?? ""}`;
    if (origin !== own && !settings.trustedOrigins.includes(origin)) {
      throw new AppError(403, "CSRF_REJECTED");
    }
  } else if (origin === "null") {
    throw new AppError(403, "CSRF_REJECTED");
  }
  if (request.session?.via === "cookie" && !request.headers["x-requested-with"]) {
    throw new AppError(403, "CSRF_REJECTED");
  }
}

/**
 * Registers one `/api/v1` call from core's endpoint table: method, path and schemas come from
 * there, so the server cannot drift from the clients. It enforces who may call, the CSRF rule,
 * validation of params, query and body (400 VALIDATION_FAILED with field issues, nothing
 * changed), multipart uploads, and Idempotency-Key for calls that move money. The handler
 * returns the whole response body.
 */
export function endpoint<N extends EndpointName>(
  app: FastifyInstance,
  settings: EndpointSettings,
  name: N,
  handler: (input: EndpointInput<N>) => Promise<EndpointResult<N>>,
  options: {
    successStatus?: number;
    /**
     * A claim left unanswered by a dead process may be taken over by a retry after the lease.
     * Only for calls where running the work again cannot move money twice: the handler stores
     * its success answer in the transaction that moves the money (see EndpointInput
     * `idempotency`), or the work is idempotent by itself (a card deposit is credited once per
     * processor transaction id), or it leaves nothing behind until its answer is stored (the
     * sandbox charge). Other calls' dead claims stay refused (409 IN_PROGRESS).
     */
    takesOverStaleClaims?: boolean;
    /**
     * What an Idempotency-Key's body hash is computed from, instead of the raw body: for bodies
     * that carry secrets (a card's number and CVV), so the key's row never holds an unkeyed
     * digest of them that could be guessed back. Equal bodies must map to equal values.
     */
    idempotencyFingerprint?: (rawBody: unknown) => unknown;
  } = {},
): void {
  const definition: EndpointDefinition = API_ENDPOINTS[name];
  const bodyLimit =
    definition.multipart || name === "createPoll" ? IMAGE_BODY_LIMIT : DEFAULT_BODY_LIMIT;

  app.route({
    method: definition.method,
    url: `/api/v1${definition.path}`,
    bodyLimit,
    handler: async (request, reply) => {
      const session = request.session;
      if (definition.auth === "user" || definition.auth === "admin") {
        if (!session) throw unauthenticated(LOGIN_REQUIRED[name] ?? "UNAUTHENTICATED");
        if (definition.auth === "admin" && session.user.role !== "admin") throw forbidden();
      }
      checkCsrf(name, request, settings);

      const params = definition.params ? check(definition.params, request.params, "params.") : {};
      const rawQuery = { ...(request.query as Record<string, unknown>) };
      delete rawQuery.lang;
      const query = definition.query ? check(definition.query, rawQuery, "query.") : {};

      let files: UploadedFile[] = [];
      let rawBody: unknown = request.body;
      if (definition.multipart && request.isMultipart()) {
        const multipart = await readMultipart(request, MULTIPART_LIMITS[name]);
        rawBody = multipart.body;
        files = multipart.files;
      } else if (request.isMultipart()) {
        throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE");
      }
      // No body at all reads as `{}`; a JSON `null` is a body, and a wrong one.
      const body = definition.body
        ? check(definition.body, rawBody === undefined ? {} : rawBody, "")
        : undefined;

      const input = {
        request,
        reply,
        params,
        query,
        body,
        session,
        language: requestLanguage(request, session?.user.language),
        files,
        idempotency: null,
      } as EndpointInput<N>;

      const key = definition.idempotent
        ? settings.idempotency.parseKey(request.headers["idempotency-key"])
        : null;
      if (!key) {
        const result = await handler(input);
        if (settings.checkResponses && !reply.sent) checkResponse(name, definition, result);
        return reply.code(options.successStatus ?? 200).send(result);
      }

      const scope = session ? `user:${session.user.id}` : "anonymous";
      const claim = await settings.idempotency.claim(
        scope,
        key,
        request.method,
        request.url,
        options.idempotencyFingerprint ? options.idempotencyFingerprint(rawBody) : rawBody,
        options.takesOverStaleClaims ? settings.idempotencyLeaseSeconds : null,
      );
      if (!claim.claimed) {
        reply.header("idempotent-replay", "true");
        return reply.code(claim.response.statusCode).send(claim.response.body);
      }
      input.idempotency = claim.claim;
      try {
        const result = await handler(input);
        if (settings.checkResponses) checkResponse(name, definition, result);
        const statusCode = options.successStatus ?? 200;
        // A no-op when the handler stored it in its transaction already.
        await settings.idempotency.complete(claim.claim, { statusCode, body: result });
        return reply.code(statusCode).send(result);
      } catch (error) {
        if (error instanceof AppError && error.statusCode < 500) {
          // A refusal changed nothing and is final for this key: replays get the same answer.
          const failure = {
            status: "fail",
            code: error.code,
            message: errorMessage(error.code, input.language, error.params),
            ...(error.details === undefined ? {} : { details: error.details }),
          };
          await settings.idempotency.complete(claim.claim, {
            statusCode: error.statusCode,
            body: failure,
          });
        } else {
          await settings.idempotency.release(claim.claim);
        }
        throw error;
      }
    },
  });
}

/** A success body: `{ status: "success", data }`. */
export function ok<TData>(data: TData): { status: "success"; data: TData } {
  return { status: "success", data };
}
