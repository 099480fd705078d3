import { createServer, type Socket } from "node:net";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createPostgresDatabase } from "./postgres";
import { isDatabaseUnavailable } from "./unavailable";

/** The error pg gives when nothing listens where the database should be. */
async function refusedConnectionError(): Promise<unknown> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no port");
  const client = new pg.Client({ host: "127.0.0.1", port: address.port, user: "postgres" });
  return client.connect().then(
    () => new Error("connected to a closed port"),
    (error: unknown) => error,
  );
}

/** An error shaped like pg's DatabaseError for a SQLSTATE. */
const sqlState = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises a refused connection, also wrapped as a cause", async () => {
    const refused = await refusedConnectionError();
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error("wrapped", { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], "all addresses failed"))).toBe(true);
  });

  it("recognises a database that accepts connections but never answers, once the connect timeout passes", async () => {
    // Accepts TCP connections and never speaks: a hung server or a black-holed network.
    const held = new Set<Socket>();
    const silent = createServer((socket) => held.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const address = silent.address();
    if (!address || typeof address === "string") throw new Error("no port");
    const db = await createPostgresDatabase(`postgres://postgres@127.0.0.1:${address.port}/x`, {
      checkAtStart: false,
      connectTimeoutMs: 200,
    });
    try {
      const failure = await db.query("SELECT 1").catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      await db.close();
      for (const socket of held) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it("recognises shutdown, start-up, connection-class and full-server states", () => {
    for (const code of ["57P01", "57P02", "57P03", "53300", "08006", "08001"]) {
      expect(isDatabaseUnavailable(sqlState(code))).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
  });

  it("leaves request and programming errors alone", () => {
    for (const code of ["23505", "23514", "40001", "42601", "P0001", "08"]) {
      expect(isDatabaseUnavailable(sqlState(code))).toBe(false);
    }
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable("Connection terminated")).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
