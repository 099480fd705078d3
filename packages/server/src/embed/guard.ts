import { API_ENDPOINTS, type EndpointDefinition, type EndpointName } from "@pulso/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { AppError, forbidden } from "../http/errors";
import { touchEmbedSession } from "./sessions";

/**
 * The only writes an embed session may make. DESIGN §7 says "bets only": the one money movement
 * an embed session can make is a capped bet. The framed account widgets also need their own
 * non-money writes — the bell (read, remove, clear notifications), voting, and comments — so
 * those are allowed too; nothing else (no deposits, withdrawals, profile, password, embed
 * session management, admin).
 */
const EMBED_WRITES = new Set<EndpointName>([
  "placeBet",
  "exchangeEmbedCode",
  "votePoll",
  "createComment",
  "updateComment",
  "deleteComment",
  "upvoteComment",
  "downvoteComment",
  "markNotificationRead",
  "markAllNotificationsRead",
  "deleteNotification",
  "clearNotifications",
]);
/**
 * Reads an embed session may not make: managing embed sessions, support tickets (private
 * correspondence no framed widget shows) and a publisher's console are the portal's business.
 */
const EMBED_READS_REFUSED = new Set<EndpointName>([
  "listEmbedSessions",
  "listMyTickets",
  "getTicket",
  "downloadTicketAttachment",
  "listMyPublishers",
  "getPublisherFigures",
]);

const ROUTES = new Map<string, EndpointName>(
  (Object.entries(API_ENDPOINTS) as [EndpointName, EndpointDefinition][]).map(([name, def]) => [
    `${def.method} /api/v1${def.path}`,
    name,
  ]),
);

/** The endpoint a request was routed to, if it is one of core's table. */
function endpointOf(request: FastifyRequest): EndpointName | undefined {
  const method = request.method === "HEAD" ? "GET" : request.method;
  return ROUTES.get(`${method} ${request.routeOptions.url ?? ""}`);
}

/**
 * Whether a request comes from one of the platform's own pages: its `Origin`, when sent, is the
 * server's own (as reached, or its PUBLIC_URL), and `Sec-Fetch-Site`, when sent, is `same-origin`.
 */
function fromPlatformPage(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const origin = request.headers.origin;
  const own = `${request.protocol}://${request.headers.host ?? ""}`;
  if (origin !== undefined && origin !== own && origin !== publicOrigin) return false;
  const site = request.headers["sec-fetch-site"];
  return site === undefined || site === "same-origin";
}

/**
 * Confines embed-kind sessions (DESIGN §7). They may read (no admin calls, no embed-session
 * management) and place bets, nothing else: any other write is 403 FORBIDDEN. Their writes must
 * come from the platform's own pages (the frame): an `Origin` header and `X-Requested-With`, on
 * top of the endpoint's usual CSRF check. A bet's caps are not checked here but inside the bet's
 * own transaction (`recordEmbedSpend`, DESIGN §3). A session whose site may no longer embed Pulso
 * (its publisher suspended, DESIGN §12) is refused every call, 403 EMBED_ORIGIN_NOT_ALLOWED.
 * Installed before the routes so its hook covers them all.
 */
export function installEmbedGuard(app: FastifyInstance, ctx: AppContext): void {
  app.addHook("preHandler", async (request) => {
    const session = request.session;
    if (!session || session.kind !== "embed") return;
    const name = endpointOf(request);
    const read = request.method === "GET" || request.method === "HEAD";
    // The embed cookie lives in the news site's partition, so that site's own scripts could send
    // it too (a credentialed fetch from the host page). Only the frame, on our origin, may use it:
    // anything the browser marks as coming from another origin is refused before it runs.
    if (name && !fromPlatformPage(request, ctx.config.trustedOrigins[0])) {
      throw read ? forbidden() : new AppError(403, "CSRF_REJECTED");
    }
    if (read) {
      if (name && (EMBED_READS_REFUSED.has(name) || API_ENDPOINTS[name].auth === "admin")) {
        throw forbidden();
      }
    } else {
      if (!name || !EMBED_WRITES.has(name)) throw forbidden();
      const origin = request.headers.origin;
      if (!origin || origin === "null" || !request.headers["x-requested-with"]) {
        throw new AppError(403, "CSRF_REJECTED");
      }
    }
    // The site's approval stands only while the site may embed Pulso: once its publisher is
    // suspended, a frame it still has open can neither bet nor read the reader's account.
    if (session.site === null) throw forbidden();
    if (name && !(await ctx.publishers.allowed(session.site))) {
      throw new AppError(403, "EMBED_ORIGIN_NOT_ALLOWED");
    }
    await touchEmbedSession(ctx.db, session.tokenHash, ctx.now());
  });
}
