import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import { MAX_IMAGE_BYTES } from "@pulso/core";
import Fastify, { type FastifyInstance } from "fastify";
import { registerAuthRoutes } from "./auth/routes";
import { registerBetRoutes } from "./bets/routes";
import { registerCommentRoutes } from "./comments/routes";
import { createFailureLimiter } from "./auth/rateLimit";
import { installSessions } from "./auth/sessionHook";
import type { Config } from "./config";
import { registerDashboardRoutes } from "./dashboard/routes";
import type { AppContext, RealtimePublisher } from "./context";
import type { Database } from "./db/database";
import { installErrorHandling } from "./http/errorHandler";
import { createIdempotencyStore } from "./http/idempotency";
import { registerMarketRoutes } from "./markets/routes";
import { registerNotificationRoutes } from "./notifications/routes";
import { registerOpenApiRoutes } from "./openapi/routes";
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
}

/** The domains' route registrations, in one place. */
const DOMAINS: ((app: FastifyInstance, ctx: AppContext) => void)[] = [
  registerAuthRoutes,
  registerUserRoutes,
  registerUploadRoutes,
  registerMarketRoutes,
  registerBetRoutes,
  registerCommentRoutes,
  registerNotificationRoutes,
  registerDashboardRoutes,
  registerOpenApiRoutes,
];

/**
 * Builds the Fastify app: cookies, multipart, sessions, the error shape, and every domain's
 * routes under /api/v1. Listening is the caller's business.
 */
export async function buildApp(
  options: AppOptions,
): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
    bodyLimit: 64 * 1024,
  });
  const ctx: AppContext = {
    config: options.config,
    db: options.db,
    realtime: options.realtime,
    endpoints: {
      trustedOrigins: options.config.trustedOrigins,
      idempotency: createIdempotencyStore(options.db),
    },
    limits: {
      loginByAccount: createFailureLimiter({ max: 5, windowMs: 15 * 60_000 }),
      loginByAddress: createFailureLimiter({ max: 30, windowMs: 15 * 60_000 }),
    },
    now: options.now ?? (() => new Date()),
  };

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
  installSessions(app, options.db);
  for (const register of DOMAINS) register(app, ctx);
  return { app, ctx };
}
