import type { FastifyInstance } from "fastify";

const ALLOWED_HEADERS =
  "authorization, content-type, x-requested-with, idempotency-key, accept-language";

/**
 * Cross-origin access to the API and uploads. The platform's own origin and ALLOWED_ORIGINS get
 * credentialed CORS (the portal's dev server). Every other origin — a news site's public widgets,
 * an app with a bearer token — gets `Access-Control-Allow-Origin: *` and never credentials, so no
 * script on a publisher's page can read or act with a reader's platform cookies, embed cookie
 * included (DESIGN §7). Preflights are answered here with 204.
 */
export function installCors(app: FastifyInstance, trustedOrigins: readonly string[]): void {
  app.addHook("onRequest", async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !(request.url.startsWith("/api/v1/") || request.url.startsWith("/uploads/")))
      return;
    const own = `${request.protocol}://${request.headers.host ?? ""}`;
    reply.header("vary", "Origin");
    if (origin === own || trustedOrigins.includes(origin)) {
      reply.header("access-control-allow-origin", origin);
      reply.header("access-control-allow-credentials", "true");
    } else {
      reply.header("access-control-allow-origin", "*");
    }
    reply.header("access-control-expose-headers", "idempotent-replay");
    if (request.method === "OPTIONS") {
      return reply
        .header("access-control-allow-methods", "GET, POST, PATCH, DELETE")
        .header("access-control-allow-headers", ALLOWED_HEADERS)
        .header("access-control-max-age", "600")
        .code(204)
        .send();
    }
  });
}
