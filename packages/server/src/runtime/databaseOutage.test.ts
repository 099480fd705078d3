import { createServer } from "node:net";
import { errorMessage } from "@pulso/core";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { Database } from "../db/database";
import { createPostgresDatabase } from "../db/postgres";

/** A local port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

let app: FastifyInstance;
let db: Database;
let origin: string;

beforeAll(async () => {
  // A real pg pool whose server is down: every checkout is refused, as during a restart.
  db = await createPostgresDatabase(`postgres://postgres@127.0.0.1:${await closedPort()}/pulso`, {
    checkAtStart: false,
  });
  const config = loadConfig({ NODE_ENV: "test", PULSO_SEED: "false", LOG_LEVEL: "silent" });
  ({ app } = await buildApp({
    config,
    db,
    realtime: { toPoll: () => {}, toUser: () => {}, sessionsRevoked: () => {} },
  }));
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  origin = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await app.close();
  await db.close();
});

describe("while the database is down", () => {
  it.each(["es", "en"] as const)(
    "answers API calls with 503 SERVICE_UNAVAILABLE in %s and a Retry-After",
    async (lang) => {
      const response = await fetch(`${origin}/api/v1/polls?lang=${lang}`);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("2");
      expect(await response.json()).toEqual({
        status: "error",
        code: "SERVICE_UNAVAILABLE",
        message: errorMessage("SERVICE_UNAVAILABLE", lang),
      });
    },
  );

  it("answers a signed-in bet with 503, the session lookup failing first", async () => {
    const response = await fetch(`${origin}/api/v1/bets`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${"t".repeat(43)}`,
        "content-type": "application/json",
        "accept-language": "en",
      },
      body: JSON.stringify({ pollId: "m_1", optionId: "o_1", amount: 5 }),
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
  });

  it("stays live on /healthz and reports not ready on /readyz", async () => {
    const live = await fetch(`${origin}/healthz`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${origin}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: "error", code: "SERVICE_UNAVAILABLE" });
  });
});
