import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceOf } from "../bets/test-utils/money";
import { startTestServer, TEST_DB_KIND, type TestServer } from "../test-utils/testServer";
import { charge, depositPostings } from "./test-utils/cards";

/**
 * Real parallelism needs real connections: PGlite runs one statement at a time, so these run on
 * PostgreSQL only.
 */
describe.runIf(TEST_DB_KIND === "postgres")("card deposits under concurrency (PostgreSQL)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    try {
      await server.expectLedgerSound();
    } finally {
      await server.close();
    }
  });

  it("credits each of 5 records once when each is posted 10 times at once (50 racing posts)", async () => {
    const user = await server.signup();
    const records = await Promise.all(
      [10, 20, 30, 40, 50].map((amount) => charge(user.api, { amount })),
    );
    const postings = await depositPostings(server);
    const results = await Promise.allSettled(
      records.flatMap((record) =>
        Array.from({ length: 10 }, (_, index) =>
          user.api.createDeposit(
            { userId: user.userId, amount: record.amount, pixelPayTransaction: record },
            index % 3 === 0 ? { idempotencyKey: `race-${record.transactionId}-${index}` } : {},
          ),
        ),
      ),
    );
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    const ids = results.flatMap((r) => (r.status === "fulfilled" ? [r.value.deposit._id] : []));
    expect(new Set(ids).size).toBe(5);
    expect(await balanceOf(server, user.userId)).toBe(1000 + 15_000);
    expect(await depositPostings(server)).toEqual({
      count: postings.count + 5,
      cents: postings.cents + 15_000,
    });
    const rows = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM deposits WHERE user_id = $1 AND status = 'completed'",
      [user.userId],
    );
    expect(rows.rows[0]?.n).toBe(5);
    await server.expectLedgerSound();
  });

  it("keeps concurrent deposits and bets of one user consistent", async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => server.signup()));
    const records = await Promise.all(users.map((u) => charge(u.api, { amount: 25 })));
    await Promise.all(
      users.flatMap((u, index) =>
        Array.from({ length: 4 }, () =>
          u.api.createDeposit({
            userId: u.userId,
            amount: 25,
            pixelPayTransaction: records[index]!,
          }),
        ),
      ),
    );
    for (const u of users) expect(await balanceOf(server, u.userId)).toBe(1000 + 2_500);
    await server.expectLedgerSound();
  });
});
