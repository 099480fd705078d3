import { centsToDollars } from "@pulso/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { setEmbedCookie } from "../auth/cookies";
import type { AppContext } from "../context";
import { endpoint, ok } from "../http/endpoint";
import { AppError, forbidden, notFound, validationFailed } from "../http/errors";
import { registerEmbedAssets } from "./assets";
import { registerBetPage } from "./betPage";
import { registerFrameRoutes } from "./frames";
import { parseOrigin } from "./origin";
import { noPainting, type PagePainter } from "../portal/paintedPage";
import { registerOEmbedRoutes } from "./oembed";
import { registerViewPages } from "./viewPage";
import {
  createEmbedCode,
  EMBED_SESSION_MAX_DAYS,
  exchangeEmbedCode,
  listEmbedSessions,
  revokeEmbedSession,
} from "./sessions";

/**
 * The exchange sets a cookie, so only the platform's own pages (the frame) may trigger it: an
 * `Origin`, when sent, must be ours, and `X-Requested-With` must be present (a cross-site form
 * cannot add it; a cross-site fetch would need a CORS preflight we never answer).
 */
function checkExchangeOrigin(request: FastifyRequest, trusted: readonly string[]): void {
  const origin = request.headers.origin;
  const own = `${request.protocol}://${request.headers.host ?? ""}`;
  if (origin !== undefined && origin !== own && !trusted.includes(origin)) {
    throw new AppError(403, "CSRF_REJECTED");
  }
  if (!request.headers["x-requested-with"]) throw new AppError(403, "CSRF_REJECTED");
}

/**
 * Registers embedding (DESIGN §7): the loader and widget chunks from `assetsDir`, the account
 * widgets' frames, the embed session calls, oEmbed and the market page that announces it (the
 * portal's page, from `portalIndex`, when the portal is built, painted by `paint`).
 */
export function registerEmbedRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  assetsDir: string,
  portalIndex: () => Promise<string | null> = () => Promise.resolve(null),
  paint: PagePainter = noPainting,
): void {
  registerEmbedAssets(app, assetsDir);
  registerFrameRoutes(app, ctx);
  registerBetPage(app, ctx);
  registerOEmbedRoutes(app, ctx, portalIndex, paint);
  registerViewPages(app, ctx);

  // A framed element asks this beside mounting its frame, so a refused site explains itself at
  // once instead of showing a broken frame (DESIGN §7). The browser sets `Origin` on that
  // cross-site fetch and no page script can change it; without one nothing is claimed, so
  // nothing is allowed.
  endpoint(app, ctx.endpoints, "getEmbedAccess", async ({ request, reply }) => {
    const header = request.headers.origin;
    const origin = typeof header === "string" ? parseOrigin(header) : null;
    reply.header("vary", "Origin").header("cache-control", "private, max-age=60");
    return ok({
      allowed: origin !== null && (await ctx.publishers.allowed(origin)),
    });
  });

  endpoint(app, ctx.endpoints, "createEmbedCode", async ({ body, session }) => {
    if (session.kind !== "web") throw forbidden();
    const origin = parseOrigin(body.origin);
    if (!origin) throw validationFailed([{ path: "origin", code: "INVALID_URL" }]);
    if (!(await ctx.publishers.allowed(origin))) {
      throw new AppError(403, "EMBED_ORIGIN_NOT_ALLOWED");
    }
    const { code, expiresAt } = await createEmbedCode(
      ctx.db,
      session.user.id,
      { origin, perBetCents: body.perBetLimit, dailyCents: body.dailyLimit },
      ctx.now(),
    );
    return ok({ code, expiresAt: expiresAt.toISOString() });
  });

  endpoint(app, ctx.endpoints, "exchangeEmbedCode", async ({ body, request, reply }) => {
    checkExchangeOrigin(request, ctx.endpoints.trustedOrigins);
    const ttlDays = Math.min(ctx.config.SESSION_TTL_DAYS, EMBED_SESSION_MAX_DAYS);
    const grant = await exchangeEmbedCode(ctx.db, body.code, ttlDays, ctx.now());
    setEmbedCookie(reply, grant.token, ttlDays);
    return ok({
      expiresAt: grant.expiresAt.toISOString(),
      origin: grant.origin,
      perBetLimit: centsToDollars(grant.perBetCents),
      dailyLimit: centsToDollars(grant.dailyCents),
    });
  });

  endpoint(app, ctx.endpoints, "listEmbedSessions", async ({ session }) =>
    ok({ sessions: await listEmbedSessions(ctx.db, session.user.id, ctx.now()) }),
  );

  endpoint(app, ctx.endpoints, "revokeEmbedSession", async ({ params, session }) => {
    // Someone else's session does not exist for this user: 404, never 403 (no id probing).
    const revoked = await revokeEmbedSession(ctx.db, session.user.id, params.id);
    if (revoked === null) throw notFound();
    ctx.realtime.sessionsRevoked([revoked]);
    return { status: "success" as const, data: null };
  });
}
