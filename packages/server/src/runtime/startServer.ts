import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { liveSessionIds, resolveSession } from "../auth/sessions";
import type { Config } from "../config";
import type { AppContext, RealtimePublisher } from "../context";
import { connectDatabase } from "../db/connect";
import type { Database } from "../db/database";
import {
  createLocalBus,
  createRealtimeHub,
  createRedisBus,
  type EventBus,
  type RealtimeHub,
} from "../realtime";
import { hubPublisher, registerRealtimeRoute } from "./realtimeRoute";
import { redisNamespace } from "./redisNamespace";

/** A running Pulso server. */
export interface RunningServer {
  app: FastifyInstance;
  ctx: AppContext;
  hub: RealtimeHub;
  db: Database;
  /** `http://host:port` it listens on. */
  origin: string;
  /** Stops listening, closes sockets, the bus and (when it opened it) the database. */
  close(): Promise<void>;
}

/** Options for {@link startServer}. */
export interface StartServerOptions {
  /** Use this database instead of opening the configured one (tests; it is not closed). */
  db?: Database;
  /** Fastify's logger; default: on, at the configured level. */
  logger?: boolean | { level: string };
  /** Extra start-up work after the app is built and before it listens (seeding, jobs). */
  beforeListen?: (server: Omit<RunningServer, "origin" | "close">) => Promise<void>;
  /** Hub tuning (tests use short heartbeats, or session checks that never come before the bus). */
  hub?: { heartbeatMs?: number; coalesceMs?: number; sessionCheckMs?: number };
}

/**
 * Assembles and starts one instance: database (migrated), event bus (Redis when REDIS_URL is
 * set, else in-process), realtime hub and `/ws`, the API, then listens on HOST:PORT.
 */
export async function startServer(
  config: Config,
  options: StartServerOptions = {},
): Promise<RunningServer> {
  const db = options.db ?? (await connectDatabase(config));
  const ownsDb = options.db === undefined;
  const logger =
    options.logger ?? (config.LOG_LEVEL === "silent" ? false : { level: config.LOG_LEVEL });

  // Domain code gets its publisher when the app is built; the hub behind it needs the app's
  // logger, so the publisher forwards to the hub once it exists.
  const target: { publisher?: RealtimePublisher } = {};
  const publisher: RealtimePublisher = {
    toPoll: (...args) => target.publisher?.toPoll(...args),
    toUser: (...args) => target.publisher?.toUser(...args),
    sessionsRevoked: (...args) => target.publisher?.sessionsRevoked(...args),
  };

  const { app, ctx } = await buildApp({ config, db, realtime: publisher, logger });
  const realtimeLog = {
    info: (value: unknown, message?: string) => app.log.info(value, message),
    warn: (value: unknown, message?: string) => app.log.warn(value, message),
    error: (value: unknown, message?: string) => app.log.error(value, message),
    debug: (value: unknown, message?: string) => app.log.debug(value, message),
  };
  const bus: EventBus = config.REDIS_URL
    ? await createRedisBus({
        url: config.REDIS_URL,
        namespace: redisNamespace(config),
        logger: realtimeLog,
      })
    : createLocalBus();
  const hub = createRealtimeHub({
    bus,
    logger: realtimeLog,
    authenticate: async (token) => {
      const session = await resolveSession(db, token, "bearer");
      return session ? { userId: session.user.id, sessionId: session.tokenHash } : null;
    },
    liveSessions: (sessionIds) => liveSessionIds(db, sessionIds),
    ...(options.hub ?? {}),
  });
  target.publisher = hubPublisher(hub, (error) =>
    app.log.warn({ err: error }, "realtime publish failed"),
  );
  await registerRealtimeRoute(app, ctx, hub);
  await options.beforeListen?.({ app, ctx, hub, db });

  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const host = config.HOST.includes(":") ? `[${config.HOST}]` : config.HOST;
  return {
    app,
    ctx,
    hub: hub,
    db,
    origin: `http://${host === "0.0.0.0" || host === "[::]" ? "localhost" : host}:${port}`,
    async close() {
      await hub.close();
      await app.close();
      await bus.close();
      if (ownsDb) await db.close();
    },
  };
}
