import { createApiClient, type ApiClient } from "@pulso/api-client";
import { buildApp } from "../../app";
import type { Database } from "../../db/database";
import { createPostgresDatabase } from "../../db/postgres";
import type { TestServer } from "../../test-utils/testServer";

/** A second server instance on the same database (the scale-out setup of DESIGN §4). */
export interface SecondInstance {
  client(token?: string): ApiClient;
  /** Resolves once the work its answers left for later is done (a forgot-password's mail). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts another `buildApp` on the test server's database. On PostgreSQL it opens its own
 * connection pool, so the two instances only share the database, like two processes would;
 * on PGlite (one process, one connection) it shares the handle.
 */
export async function startSecondInstance(server: TestServer): Promise<SecondInstance> {
  let db: Database = server.db;
  let ownDb = false;
  if (server.db.kind === "postgres") {
    const name = await server.db.query<{ name: string }>("SELECT current_database() AS name");
    const admin = process.env.PULSO_TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
    db = await createPostgresDatabase(admin.replace(/\/[^/]*$/, `/${name.rows[0]?.name ?? ""}`), {
      max: 10,
    });
    ownDb = true;
  }
  const { app, ctx } = await buildApp({
    config: server.config,
    db,
    realtime: {
      toPoll: () => undefined,
      toUser: () => undefined,
      sessionsRevoked: () => undefined,
    },
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("the second instance has no port");
  const baseURL = `http://127.0.0.1:${address.port}/api/v1`;
  return {
    client: (token) => createApiClient({ baseURL, ...(token ? { token } : {}), timeoutMs: 30_000 }),
    settled: () => ctx.deferred.settled(),
    async close() {
      await app.close();
      if (ownDb) await db.close();
    },
  };
}
