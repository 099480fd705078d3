import type { FastifyReply } from "fastify";
import type { Config } from "../config";

/** The portal's session cookie (DESIGN §5 deviation: HttpOnly, not local storage). */
export const SESSION_COOKIE = "pulso_session";

/** Sets the session cookie: HttpOnly, SameSite=Lax, Secure on https. */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
    path: "/",
    maxAge: config.SESSION_TTL_DAYS * 24 * 60 * 60,
  });
}

/** Clears the session cookie. */
export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
    path: "/",
  });
}

/** The embed frame's session cookie (DESIGN §7): an embed-kind session with capped bets. */
export const EMBED_COOKIE = "pulso_embed";

/**
 * Sets the embed cookie for the frame, a third-party context on news sites: `SameSite=None` so
 * the browser sends it there, `Partitioned` so it is kept per top-level site (CHIPS) and never
 * seen first-party, and always `Secure` (required by both; Chromium accepts it on http://localhost,
 * STACK.md).
 */
export function setEmbedCookie(reply: FastifyReply, token: string, ttlDays: number): void {
  reply.setCookie(EMBED_COOKIE, token, {
    httpOnly: true,
    sameSite: "none",
    secure: true,
    partitioned: true,
    path: "/",
    maxAge: ttlDays * 24 * 60 * 60,
  });
}

/** Clears the embed cookie (same attributes as set, so the browser finds it in its partition). */
export function clearEmbedCookie(reply: FastifyReply): void {
  reply.clearCookie(EMBED_COOKIE, {
    httpOnly: true,
    sameSite: "none",
    secure: true,
    partitioned: true,
    path: "/",
  });
}
