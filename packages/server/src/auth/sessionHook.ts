import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { EMBED_COOKIE, SESSION_COOKIE } from "./cookies";
import { resolveSession, type SessionInfo } from "./sessions";

declare module "fastify" {
  interface FastifyRequest {
    /** The caller's session: from a bearer token, else the session cookie; null when anonymous. */
    session: SessionInfo | null;
  }
}

/**
 * Resolves every request's session. A bearer token wins over the cookie (API clients), and the
 * portal's cookie over the embed frame's; an invalid token of any kind leaves the request
 * anonymous, so signed-out calls still work.
 */
export function installSessions(app: FastifyInstance, db: Database): void {
  app.decorateRequest("session", null);
  app.addHook("onRequest", async (request) => {
    const header = request.headers.authorization;
    if (typeof header === "string" && header.startsWith("Bearer ")) {
      request.session = await resolveSession(db, header.slice(7).trim(), "bearer");
      return;
    }
    const cookie = request.cookies[SESSION_COOKIE];
    if (cookie) request.session = await resolveSession(db, cookie, "cookie");
    if (request.session) return;
    // The embed frame's cookie (DESIGN §7) stands only for an embed-kind session.
    const embedCookie = request.cookies[EMBED_COOKIE];
    if (embedCookie) {
      const session = await resolveSession(db, embedCookie, "cookie");
      request.session = session?.kind === "embed" ? session : null;
    }
  });
}
