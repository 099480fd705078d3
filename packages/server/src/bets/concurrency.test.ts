import { isApiError } from "@pulso/api-client";
import type { LmsrState } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TEST_DB_KIND, type TestServer } from "../test-utils/testServer";
import { expectSerialisable as expectSerialisableIn } from "./test-utils/lockOrder";
import { createTestMarket, marketState, type TestAdmin } from "./test-utils/markets";
import { balanceOf, fundUser } from "./test-utils/money";

/**
 * Real parallelism needs real connections: PGlite runs one statement at a time, so these run on
 * PostgreSQL only.
 */
describe.runIf(TEST_DB_KIND === "postgres")("bets under concurrency (PostgreSQL)", () => {
  let server: TestServer;
  let admin: TestAdmin;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.admin();
  });
  afterAll(() => server.close());

  const expectSerialisable = (marketId: string, opening: LmsrState, optionIds: string[]) =>
    expectSerialisableIn(server, marketId, opening, optionIds);

  it("lets exactly 10 of 50 simultaneous $10 bets through on a $100 balance", async () => {
    const market = await createTestMarket(server, admin);
    const user = await server.signup();
    await fundUser(server, user.userId, 9_000);
    expect(await balanceOf(server, user.userId)).toBe(10_000);

    let racing = true;
    const lowest: number[] = [];
    const watcher = (async () => {
      while (racing) lowest.push(await balanceOf(server, user.userId));
    })();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        user.api.placeBet({ pollId: market.id, optionId: market.optionIds[0]!, amount: 10 }),
      ),
    );
    racing = false;
    await watcher;

    const placed = results.filter((result) => result.status === "fulfilled");
    const refused = results.flatMap((result) =>
      result.status === "rejected" ? [result.reason] : [],
    );
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const reason of refused) {
      expect(isApiError(reason) && reason.code).toBe("INSUFFICIENT_FUNDS");
    }
    expect(await balanceOf(server, user.userId)).toBe(0);
    expect(Math.min(...lowest)).toBeGreaterThanOrEqual(0);

    const totals = await server.db.query(
      "SELECT volume_cents, fees_cents, bet_count FROM markets WHERE id = $1",
      [market.id],
    );
    expect(totals.rows[0]).toEqual({ volume_cents: 10_000, fees_cents: 200, bet_count: 10 });
    const counts = await server.db.query(
      `SELECT (SELECT count(*) FROM bets WHERE market_id = $1)::int AS bets,
              (SELECT count(*) FROM ledger_transactions WHERE market_id = $1 AND kind = 'bet')::int AS postings`,
      [market.id],
    );
    expect(counts.rows[0]).toEqual({ bets: 10, postings: 10 });
    await expectSerialisable(market.id, market.state, market.optionIds);
    await server.expectLedgerSound();
  });

  it("keeps q equal to the sum of every bet's shares when many users bet at once", async () => {
    const market = await createTestMarket(server, admin, {
      options: ["A", "B", "C"],
      liquidityB: 300,
    });
    const users = await Promise.all(
      Array.from({ length: 16 }, async () => {
        const user = await server.signup();
        await fundUser(server, user.userId, 20_000);
        return user;
      }),
    );
    const calls = users.flatMap((user, index) =>
      [0, 1, 2].map((round) =>
        user.api.placeBet({
          pollId: market.id,
          optionId: market.optionIds[(index + round) % 3]!,
          amount: 5 + ((index * 7 + round * 13) % 60) + 0.25 * round,
        }),
      ),
    );
    const results = await Promise.allSettled(calls);
    expect(results.filter((result) => result.status === "rejected")).toEqual([]);

    const sums = await server.db.query<{ option_id: string; shares: number; amount: number }>(
      `SELECT option_id, sum(shares_micro)::bigint AS shares, sum(amount_cents)::bigint AS amount
         FROM bets WHERE market_id = $1 GROUP BY option_id`,
      [market.id],
    );
    const after = await marketState(server, market.id);
    market.optionIds.forEach((optionId, index) => {
      const row = sums.rows.find((sum) => sum.option_id === optionId);
      expect(after.state.q[index]).toBe((market.state.q[index] ?? 0) + (row?.shares ?? 0));
    });
    const volume = sums.rows.reduce((total, row) => total + row.amount, 0);
    const totals = await server.db.query(
      "SELECT volume_cents, bet_count FROM markets WHERE id = $1",
      [market.id],
    );
    expect(totals.rows[0]).toEqual({ volume_cents: volume, bet_count: 48 });
    await expectSerialisable(market.id, market.state, market.optionIds);
    await server.expectLedgerSound();
  });
  it("runs bets on some markets and settlements of others, by the same users, without deadlock", async () => {
    const settled = [await createTestMarket(server, admin), await createTestMarket(server, admin)];
    const traded = [await createTestMarket(server, admin), await createTestMarket(server, admin)];
    const users = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const user = await server.signup();
        await fundUser(server, user.userId, 50_000);
        return user;
      }),
    );
    for (const [index, user] of users.entries()) {
      for (const market of settled) {
        await user.api.placeBet({
          pollId: market.id,
          optionId: market.optionIds[index % 2]!,
          amount: 20,
        });
      }
    }
    const before = await Promise.all(users.map((user) => balanceOf(server, user.userId)));

    const bets = users.flatMap((user, index) =>
      traded.flatMap((market) =>
        [0, 1, 2].map(() =>
          user.api.placeBet({
            pollId: market.id,
            optionId: market.optionIds[index % 2]!,
            amount: 7,
          }),
        ),
      ),
    );
    const settlements = [
      admin.api.resolvePoll({ pollId: settled[0]!.id, winnerId: settled[0]!.optionIds[0]! }),
      admin.api.cancelPoll(settled[1]!.id),
    ];
    const results = await Promise.allSettled([...bets, ...settlements]);
    expect(results.filter((result) => result.status === "rejected")).toEqual([]);

    // Each user: −6 × $7 of new bets, + the $20 refund, + floor(shares) on the resolved market.
    const payouts = await server.db.query<{ user_id: string; payout_cents: number }>(
      "SELECT user_id, payout_cents FROM positions WHERE market_id = $1",
      [settled[0]!.id],
    );
    for (const [index, user] of users.entries()) {
      const won = payouts.rows.find((row) => row.user_id === user.userId)?.payout_cents ?? 0;
      expect(await balanceOf(server, user.userId)).toBe(
        (before[index] ?? 0) - 6 * 700 + 2_000 + won,
      );
    }
    for (const market of traded)
      await expectSerialisable(market.id, market.state, market.optionIds);
    await server.expectLedgerSound();
  });
});
