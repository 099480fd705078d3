import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DB_KIND } from "../test-utils/testServer";
import type { Database } from "./database";
import { isDatabaseUnavailable } from "./unavailable";

/** The pool's behaviour when PostgreSQL drops connections (a restart); PostgreSQL pass only. */
const postgres = TEST_DB_KIND === "postgres";

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  if (!postgres) return;
  ({ db, drop } = await createTestDatabase());
});

afterAll(async () => {
  await drop?.();
});

/** Resolves once the backend `pid` has left PostgreSQL, and its goodbye has reached the client. */
async function untilGone(pid: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = $1",
      [pid],
    );
    if (rows[0]?.n === 0) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`backend ${pid} was not terminated within 10 s`);
}

describe.runIf(postgres)("a transaction whose connection is terminated", () => {
  it("fails with an unavailable-database error instead of crashing, and the pool recovers", async () => {
    const failure = await db
      .transaction(async (tx) => {
        const { rows } = await tx.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
        const pid = rows[0]!.pid;
        // The connection dies while checked out and idle, as in `pg_ctl restart -m fast`.
        await db.query("SELECT pg_terminate_backend($1)", [pid]);
        await untilGone(pid);
        await tx.query("SELECT 1");
        return "committed";
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failure)).toBe(true);

    // The broken client was discarded: every pooled connection works.
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => db.query<{ one: number }>("SELECT 1 AS one")),
    );
    expect(answers.map((answer) => answer.rows[0]?.one)).toEqual(Array(12).fill(1));
  });
});
