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
