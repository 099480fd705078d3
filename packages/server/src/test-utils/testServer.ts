import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createApiClient, type ApiClient } from "@pulso/api-client";
import type { RealtimeServerMessage } from "@pulso/core";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../app";
import { loadConfig, type Config } from "../config";
import type { RealtimePublisher } from "../context";
import type { Database } from "../db/database";
import { migrate } from "../db/migrate";
import { createPgliteDatabase } from "../db/pglite";
import { createPostgresDatabase } from "../db/postgres";
import { ledgerAudit } from "../ledger/audit";

/** The database a test file runs against: PULSO_TEST_DB=postgres selects PostgreSQL. */
export const TEST_DB_KIND: "pglite" | "postgres" =
  process.env.PULSO_TEST_DB === "postgres" ? "postgres" : "pglite";

/** Where the PostgreSQL test databases are created. */
const ADMIN_URL = process.env.PULSO_TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A fresh, migrated database for one test file: PGlite in memory or a new PostgreSQL database. */
export async function createTestDatabase(): Promise<{
  db: Database;
  url?: string;
  drop: () => Promise<void>;
}> {
  if (TEST_DB_KIND === "pglite") {
    // The global setup's migrated snapshot when there is one (see pgliteSnapshot.setup.ts).
    const snapshot = inject("pgliteSnapshot");
    if (snapshot) {
      const dump = new Blob([await readFile(snapshot)]);
      const db = await createPgliteDatabase("memory", { loadDataDir: dump });
      return { db, drop: () => db.close() };
    }
    const db = await createPgliteDatabase("memory");
    await migrate(db);
    return { db, drop: () => db.close() };
  }
  const name = `pulso_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  const db = await createPostgresDatabase(url, { max: 20 });
  await migrate(db);
  return {
    db,
    url,
    drop: async () => {
      await db.close();
      const cleaner = new pg.Client({ connectionString: ADMIN_URL });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}

/** Realtime events a test server published, for assertions without sockets. */
export interface RecordedEvent {
  to: { pollId: string; alsoUserIds?: readonly string[] } | { userId: string };
  event: RealtimeServerMessage;
}

/** A running server for one test file, and helpers to drive it like a client would. */
export interface TestServer {
  baseURL: string;
  origin: string;
  db: Database;
  config: Config;
  events: RecordedEvent[];
  /** An API client, signed in with `token` when given, speaking `lang` (default: none sent). */
  client(token?: string, lang?: "es" | "en"): ApiClient;
  /** Signs up a fresh user and returns its token, id and client. */
  signup(overrides?: {
    name?: string;
    email?: string;
    password?: string;
  }): Promise<{ token: string; userId: string; api: ApiClient; email: string }>;
  /** Creates an admin directly in the database and signs in. */
  admin(): Promise<{ token: string; userId: string; api: ApiClient }>;
  /** Runs the ledger audit and throws with the violations when any invariant is broken. */
  expectLedgerSound(): Promise<void>;
  /** Resolves once the work answers left for later is done (a forgot-password's mail). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

let counter = 0;

/** How long each step of a test server's close may take before it fails with its name. */
const CLOSE_STEP_MS = 20_000;

/** `work`, or a failure naming `step` once it has taken {@link CLOSE_STEP_MS}. */
async function within<T>(step: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${step} took over ${CLOSE_STEP_MS / 1000} s`)),
      CLOSE_STEP_MS,
    );
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Starts a real server on 127.0.0.1 and a free port against a fresh database. Realtime events
 * are recorded in `events` unless a publisher is given.
 */
export async function startTestServer(
  options: {
    env?: Record<string, string>;
    realtime?: RealtimePublisher;
    now?: () => Date;
    /** Where the built embed assets are (see `buildTestEmbedAssets`). */
    embedAssetsDir?: string;
  } = {},
): Promise<TestServer> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    PULSO_SEED: "false",
    LOG_LEVEL: "silent",
    // Test files sign up many accounts from one address; the limit has its own tests.
    SIGNUPS_PER_ADDRESS_PER_HOUR: "1000000",
    ...options.env,
  });
  const events: RecordedEvent[] = [];
  const realtime: RealtimePublisher = options.realtime ?? {
    toPoll: (pollId, event, alsoUserIds) => events.push({ to: { pollId, alsoUserIds }, event }),
    toUser: (userId, event) => events.push({ to: { userId }, event }),
    sessionsRevoked: () => undefined,
  };
  const { app, ctx } = await buildApp({
    config,
    db: database.db,
    realtime,
    ...(options.now ? { now: options.now } : {}),
    ...(options.embedAssetsDir ? { embedAssetsDir: options.embedAssetsDir } : {}),
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("the test server has no port");
  const origin = `http://127.0.0.1:${address.port}`;
  const baseURL = `${origin}/api/v1`;
  const client = (token?: string, lang?: "es" | "en") =>
    createApiClient({
      baseURL,
      ...(token ? { token } : {}),
      ...(lang ? { lang } : {}),
      timeoutMs: 30_000,
    });

  const server: TestServer = {
    baseURL,
    origin,
    db: database.db,
    config,
    events,
    client,
    async signup(overrides = {}) {
      counter += 1;
      const email =
        overrides.email ?? `user${counter}-${randomBytes(3).toString("hex")}@example.com`;
      const session = await client().signup({
        name: overrides.name ?? `Lectora ${counter}`,
        email,
        password: overrides.password ?? "Secreto123",
      });
      return { token: session.token, userId: session.user._id, api: client(session.token), email };
    },
    async admin() {
      const { token, userId } = await server.signup({ name: "Admin Pulso" });
      await database.db.query("UPDATE users SET role = 'admin' WHERE id = $1", [userId]);
      return { token, userId, api: client(token) };
    },
    async expectLedgerSound() {
      const report = await ledgerAudit(database.db);
      if (!report.ok)
        throw new Error(`ledger audit failed:\n${JSON.stringify(report.violations, null, 2)}`);
    },
    settled: () => ctx.deferred.settled(),
    async close() {
      // Every test of the file is done: a connection still open is one a test left unread.
      const closing = app.close();
      app.server.closeAllConnections();
      await within("the HTTP server's close", closing);
      await within("the database's close and drop", database.drop());
    },
  };
  return server;
}
