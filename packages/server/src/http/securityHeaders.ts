import type { FastifyInstance } from "fastify";

/** A year: long enough that a browser which met the platform once never tries plain HTTP again. */
const HSTS_MAX_AGE_SECONDS = 365 * 86_400;

/**
 * Headers every response needs beyond those of its route. When the public URL is https, every
 * response carries `Strict-Transport-Security`, so a browser never again sends the session cookie
 * over plain HTTP to whoever answers. Every API response gets `X-Content-Type-Options: nosniff`
 * (JSON is never run as a script or page) and, unless its route chose its own caching (the public
 * OpenAPI document), `Cache-Control: no-store`: a reader's balance, bets and session must not stay
 * in a shared proxy's cache or on disk.
 */
export function installSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const hsts = new URL(publicUrl).protocol === "https:";
  app.addHook("onSend", async (request, reply, payload) => {
    if (hsts) reply.header("strict-transport-security", `max-age=${HSTS_MAX_AGE_SECONDS}`);
    if (request.url === "/api/v1" || request.url.startsWith("/api/v1/")) {
      reply.header("x-content-type-options", "nosniff");
      if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    }
    return payload;
  });
}
