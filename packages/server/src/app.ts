import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import { MAX_IMAGE_BYTES } from "@pulso/core";
import Fastify, { type FastifyInstance } from "fastify";
import { registerEmailVerificationRoutes } from "./auth/emailVerification";
import { registerAuthRoutes } from "./auth/routes";
import { registerBetRoutes } from "./bets/routes";
import { registerCommentRoutes } from "./comments/routes";
import { registerCryptoRoutes } from "./crypto/routes";
import { installSessions } from "./auth/sessionHook";
import { fastifyTrustProxy, type Config } from "./config";
import { registerDashboardRoutes } from "./dashboard/routes";
import { defaultEmbedAssetsDir } from "./embed/assets";
import { installEmbedGuard } from "./embed/guard";
import { createMarkupRenderer } from "./embed/markup";
import { registerEmbedRoutes } from "./embed/routes";
import type { AppContext, RealtimePublisher } from "./context";
import type { Database } from "./db/database";
import { installCors } from "./http/cors";
import { handleFrameworkError, installErrorHandling } from "./http/errorHandler";
import { createDeferredWork } from "./http/deferredWork";
import { createIdempotencyStore } from "./http/idempotency";
import { installJsonBodyParser } from "./http/jsonBody";
import { installSecurityHeaders } from "./http/securityHeaders";
import { installSlowBodyGuard } from "./http/slowBodies";
import { createRateLimiter } from "./http/rateLimiter";
import { registerMarketRoutes } from "./markets/routes";
import { registerNotificationRoutes } from "./notifications/routes";
import { registerOgRoutes } from "./og/routes";
import { registerOpenApiRoutes } from "./openapi/routes";
import { registerSiteRoutes } from "./site/routes";
import { registerSuggestionRoutes } from "./suggestions/routes";
import { registerPaymentRoutes } from "./payments/routes";
import { registerPublisherFigureRoutes } from "./publishers/figureRoutes";
import { createOriginRegistry } from "./publishers/registry";
import { registerPublisherRoutes } from "./publishers/routes";
import { portalPageHead } from "./portal/carriedAnswers";
import { pagePainter, pageRendererFile } from "./portal/paintedPage";
import {
  defaultPortalDir,
  isPortalPageRequest,
  portalIndexReader,
  registerPortalRoutes,
  type PortalNotFoundPage,
} from "./portal/portalAssets";
import { registerHealthRoutes } from "./runtime/health";
import { registerTicketRoutes } from "./tickets/routes";
import { registerUploadRoutes } from "./uploads/uploads";
import { registerUserRoutes } from "./users/routes";

/** What the app is built from. */
export interface AppOptions {
  config: Config;
  db: Database;
  realtime: RealtimePublisher;
  now?: () => Date;
  /** Fastify's logger setting; off in tests. */
  logger?: boolean | { level: string };
  /** Where the built embed loader and widget chunks are; default `dist/embed` (build.mjs). */
  embedAssetsDir?: string;
  /** Where the built portal is; default `PULSO_PORTAL_DIR` or `packages/portal/dist`. */
  portalDir?: string;
}

/** The domains' route registrations, in one place. */
const DOMAINS: ((app: FastifyInstance, ctx: AppContext) => void)[] = [
  registerAuthRoutes,
  registerEmailVerificationRoutes,
  registerUserRoutes,
  registerUploadRoutes,
  registerMarketRoutes,
  registerBetRoutes,
  registerCommentRoutes,
  registerNotificationRoutes,
  registerDashboardRoutes,
  registerPaymentRoutes,
  registerCryptoRoutes,
  registerSuggestionRoutes,
  registerSiteRoutes,
  registerTicketRoutes,
  registerPublisherRoutes,
  registerPublisherFigureRoutes,
  registerOpenApiRoutes,
  registerOgRoutes,
];

/**
 * Builds the Fastify app: cookies, multipart, sessions (and the embed sessions' confinement), the
 * error shape, every domain's routes under /api/v1, and embedding's assets, frames and pages. Listening is the caller's business.
 */
export async function buildApp(
  options: AppOptions,
): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  let portalNotFound: PortalNotFoundPage | null = null;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(options.config.TRUST_PROXY),
    bodyLimit: 64 * 1024,
    // A reader's browser at a malformed portal address gets the portal's not-found page.
    frameworkErrors: (_error, request, reply) =>
      portalNotFound && isPortalPageRequest(request)
        ? portalNotFound(request, reply).catch(() => handleFrameworkError(request, reply))
        : handleFrameworkError(request, reply),
  });
  const now = options.now ?? (() => new Date());
  const embedAssetsDir = options.embedAssetsDir ?? defaultEmbedAssetsDir();
  const ctx: AppContext = {
    config: options.config,
    db: options.db,
    realtime: options.realtime,
    endpoints: {
      trustedOrigins: options.config.trustedOrigins,
      idempotency: createIdempotencyStore(options.db),
      idempotencyLeaseSeconds: options.config.IDEMPOTENCY_LEASE_SECONDS,
      // Under test every success answer is held to its response schema (DESIGN §3's one contract).
      checkResponses: options.config.NODE_ENV === "test",
    },
    limits: createRateLimiter(options.db, now),
    deferred: createDeferredWork(),
    now,
    markup: createMarkupRenderer(embedAssetsDir, options.config.PUBLIC_URL),
    publishers: createOriginRegistry(options.db, options.config.embedOrigins, () =>
      now().getTime(),
    ),
  };
  app.addHook("onClose", () => ctx.deferred.settled());

  await app.register(cookie);
  await app.register(multipart, {
    limits: {
      fileSize: MAX_IMAGE_BYTES + 1,
      files: 2,
      fields: 40,
      fieldSize: 1024 * 1024,
      parts: 45,
    },
    throwFileSizeLimit: true,
  });
  installErrorHandling(app);
  installJsonBodyParser(app);
  installSecurityHeaders(app, options.config.PUBLIC_URL);
  installSlowBodyGuard(app, {
    totalMs: options.config.REQUEST_BODY_TIMEOUT_MS,
    minBytesPerSecond: options.config.REQUEST_BODY_MIN_BYTES_PER_SECOND,
    rateWindowMs: options.config.REQUEST_BODY_RATE_WINDOW_MS,
  });
  installCors(app, options.config.trustedOrigins);
  installSessions(app, options.db);
  installEmbedGuard(app, ctx);
  for (const register of DOMAINS) register(app, ctx);
  registerHealthRoutes(app, options.db);
  const portalDir = options.portalDir ?? defaultPortalDir();
  // The home, a market list and a market page arrive painted (issue 17), by the portal's renderer.
  const paint = pagePainter(pageRendererFile(portalDir), app.log);
  registerEmbedRoutes(app, ctx, embedAssetsDir, portalIndexReader(portalDir), paint);
  // Last: the portal answers every GET nothing else routes; the home and a market list arrive
  // with their data.
  portalNotFound = registerPortalRoutes(
    app,
    portalDir,
    (request, path) => portalPageHead(ctx, request, path),
    paint,
  );
  return { app, ctx };
}
