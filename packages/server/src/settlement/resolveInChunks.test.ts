import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { createTestMarket, type TestAdmin, type TestMarket } from "../bets/test-utils/markets";
import { balanceOf, fundUser, moneySnapshot } from "../bets/test-utils/money";
import { failureOf } from "../test-utils/failureOf";
import { LedgerError } from "../ledger/ledger";
import { payChunk, resolveMarket, resumeResolutions } from "./resolve";
import type { SettlementContext } from "./types";
import type { TestUser } from "./test-utils/settlement";

let server: TestServer;
let admin: TestAdmin;
let ctx: SettlementContext;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
  // The server's own database, with realtime events recorded where the other tests read them.
  ctx = {
    db: server.db,
    now: () => new Date(),
    realtime: {
      toPoll: (pollId, event, alsoUserIds) =>
        server.events.push({ to: { pollId, alsoUserIds }, event }),
      toUser: (userId, event) => server.events.push({ to: { userId }, event }),
      sessionsRevoked: () => undefined,
    },
  };
});
afterAll(() => server.close());

/**
 * A 50/50 market where `count` users bet (every third on "No", every fourth on both sides), and
 * another open market. `owed` is what each user's "Yes" shares, as the bet answers gave them,
 * are worth: floor(micro-shares / 10,000) cents.
 */
async function crowdMarket(count: number) {
  const market = await createTestMarket(server, admin, { prices: [50, 50] });
  const other = await createTestMarket(server, admin);
  const users: TestUser[] = [];
  const yesShares = new Map<string, number>();
  for (let index = 0; index < count; index += 1) {
    const user = await server.signup();
    await fundUser(server, user.userId, 10_000);
    users.push(user);
    const sides = index % 4 === 0 ? [0, 1] : [index % 3 === 2 ? 1 : 0];
    for (const side of sides) {
      const placed = await user.api.placeBet({
        pollId: market.id,
        optionId: market.optionIds[side]!,
        amount: 10 + index,
      });
      if (side === 0) {
        yesShares.set(
          user.userId,
          (yesShares.get(user.userId) ?? 0) + Math.round(placed.bet.shares * 1e6),
        );
      }
    }
  }
  const owed = new Map(
    users.map((u) => [u.userId, Math.floor((yesShares.get(u.userId) ?? 0) / 10_000)]),
  );
  const winners = users.filter((user) => (owed.get(user.userId) ?? 0) > 0);
  return { market, other, users, owed, winners };
}

/** Each user's payout postings on `market`: user id → the cents of each one. */
async function payoutsOf(market: TestMarket): Promise<Map<string, number[]>> {
  const rows = await server.db.query<{ user_id: string; cents: number }>(
    `SELECT t.user_id, e.amount_cents AS cents FROM ledger_transactions t
       JOIN ledger_entries e ON e.transaction_id = t.id AND e.account = 'user:' || t.user_id
      WHERE t.market_id = $1 AND t.kind = 'payout'`,
    [market.id],
  );
  const paid = new Map<string, number[]>();
  for (const row of rows.rows)
    paid.set(row.user_id, [...(paid.get(row.user_id) ?? []), Number(row.cents)]);
  return paid;
}

async function balances(users: readonly TestUser[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const user of users) found.set(user.userId, await balanceOf(server, user.userId));
  return found;
}

describe("resolving a market in chunks", () => {
  it("pays every position once, one chunk at a time, while its winners keep betting elsewhere", async () => {
    const { market, other, users, owed, winners } = await crowdMarket(9);
    expect(winners.length).toBeGreaterThanOrEqual(6);
    const before = await balances(users);
    const spentElsewhere = new Map<string, number>();
    server.events.length = 0;

    const chunks: number[] = [];
    await resolveMarket(
      ctx,
      { marketId: market.id, winnerId: market.optionIds[0]!, now: new Date() },
      {
        chunkSize: 2,
        afterChunk: async (paid) => {
          chunks.push(paid);
          if (chunks.length !== 1) return;
          // Half-way: two winners are paid, the others not yet. Every winner, paid or not, bets
          // on another market and the bet goes through now: no winner's row is held by the
          // resolution between its chunks.
          const placed = await Promise.all(
            winners.map((user) =>
              user.api.placeBet({ pollId: other.id, optionId: other.optionIds[0]!, amount: 5 }),
            ),
          );
          for (const [index, user] of winners.entries()) {
            expect(placed[index]?.bet.status).toBe("active");
            spentElsewhere.set(user.userId, 500);
          }
          // The market is closed to bets, and neither resolved again, cancelled nor reopened.
          const snapshot = await moneySnapshot(server);
          expect(
            await failureOf(
              winners[0]!.api.placeBet({
                pollId: market.id,
                optionId: market.optionIds[0]!,
                amount: 5,
              }),
            ),
          ).toMatchObject({ status: 400, code: "MARKET_NOT_ACTIVE" });
          for (const winnerId of market.optionIds) {
            expect(
              await failureOf(admin.api.resolvePoll({ pollId: market.id, winnerId })),
            ).toMatchObject({ status: 400, code: "INVALID_STATUS_TRANSITION" });
          }
          expect(await failureOf(admin.api.cancelPoll(market.id))).toMatchObject({
            status: 400,
            code: "INVALID_STATUS_TRANSITION",
          });
          expect(await failureOf(admin.api.playPoll(market.id))).toMatchObject({
            status: 400,
            code: "INVALID_STATUS_TRANSITION",
          });
          expect(await moneySnapshot(server)).toEqual(snapshot);
          expect(await admin.api.getPoll(market.id)).toMatchObject({ status: "closed" });
          // A half-paid market audits clean: its escrow covers what is still owed.
          await server.expectLedgerSound();
          expect([...(await payoutsOf(market)).keys()]).toHaveLength(2);
          // What follows is the resolution's own announcement (the bets above sent theirs).
          server.events.length = 0;
        },
      },
    );

    expect(chunks).toEqual([
      ...Array.from({ length: Math.floor(winners.length / 2) }, () => 2),
      ...(winners.length % 2 === 1 ? [1] : []),
    ]);
    const paid = await payoutsOf(market);
    for (const user of users) {
      const cents = owed.get(user.userId) ?? 0;
      expect(paid.get(user.userId) ?? [], user.userId).toEqual(cents > 0 ? [cents] : []);
      expect(await balanceOf(server, user.userId)).toBe(
        (before.get(user.userId) ?? 0) + cents - (spentElsewhere.get(user.userId) ?? 0),
      );
    }
    expect(await admin.api.getPoll(market.id)).toMatchObject({
      status: "resolved",
      winnerOptionId: market.optionIds[0],
    });
    // Announced once: one poll_resolved, one balance_updated per winner after the close.
    expect(server.events.filter((e) => e.event.event === "poll_resolved")).toHaveLength(1);
    const credited = server.events
      .filter((e) => e.event.event === "balance_updated")
      .map((e) => ("userId" in e.to ? e.to.userId : ""));
    expect(credited.sort()).toEqual(winners.map((user) => user.userId).sort());
    await server.expectLedgerSound();
  });

  it("resumes an interrupted run and pays the rest exactly once", async () => {
    const { market, users, owed, winners } = await crowdMarket(8);
    const before = await balances(users);
    server.events.length = 0;

    // The process "dies" after its first chunk: nothing after that chunk runs.
    const stopped = new Error("stopped between chunks");
    await expect(
      resolveMarket(
        ctx,
        { marketId: market.id, winnerId: market.optionIds[0]!, now: new Date() },
        { chunkSize: 3, afterChunk: () => Promise.reject(stopped) },
      ),
    ).rejects.toBe(stopped);
    expect([...(await payoutsOf(market)).values()].flat()).toHaveLength(3);
    expect(server.events.filter((e) => e.event.event === "poll_resolved")).toEqual([]);
    expect(await admin.api.getPoll(market.id)).toMatchObject({ status: "closed" });
    await server.expectLedgerSound();

    // Two servers starting at once on this database (each its own context) both find the run
    // and work on it together: nothing is paid twice, and it is closed and announced once.
    const [first, second] = await Promise.all([
      resumeResolutions(ctx, { chunkSize: 2 }),
      resumeResolutions({ ...ctx }, { chunkSize: 2 }),
    ]);
    expect(first).toEqual([market.id]);
    expect(second).toEqual([market.id]);
    expect(await resumeResolutions(ctx)).toEqual([]);

    const paid = await payoutsOf(market);
    for (const user of users) {
      const cents = owed.get(user.userId) ?? 0;
      expect(paid.get(user.userId) ?? []).toEqual(cents > 0 ? [cents] : []);
      expect(await balanceOf(server, user.userId)).toBe((before.get(user.userId) ?? 0) + cents);
    }
    expect(paid.size).toBe(winners.length);
    expect(await admin.api.getPoll(market.id)).toMatchObject({ status: "resolved" });
    expect(server.events.filter((e) => e.event.event === "poll_resolved")).toHaveLength(1);
    const notes = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM notifications WHERE metadata->>'pollId' = $1",
      [market.id],
    );
    expect(notes.rows[0]?.n).toBe(users.length);
    await server.expectLedgerSound();
  });

  it("never posts a payout the ledger already holds, even when its row lost the mark", async () => {
    const { market } = await crowdMarket(6);
    await expect(
      resolveMarket(
        ctx,
        { marketId: market.id, winnerId: market.optionIds[0]!, now: new Date() },
        { chunkSize: 2, afterChunk: () => Promise.reject(new Error("stop")) },
      ),
    ).rejects.toThrow("stop");
    // A paid payout whose row forgot it was paid (a forged fault): the next chunk claims it.
    await server.db.query(
      `UPDATE settlement_payouts SET transaction_id = NULL
        WHERE market_id = $1 AND user_id = (SELECT min(user_id) FROM settlement_payouts
                                             WHERE market_id = $1 AND transaction_id IS NOT NULL)`,
      [market.id],
    );
    const snapshot = await moneySnapshot(server);
    const run = await server.db.query<{
      market_id: string;
      winner_option_id: string;
      settled_at: Date;
    }>("SELECT market_id, winner_option_id, settled_at FROM settlement_runs WHERE market_id = $1", [
      market.id,
    ]);
    await expect(payChunk(server.db, run.rows[0]!, 1_000)).rejects.toBeInstanceOf(LedgerError);
    expect(await moneySnapshot(server)).toEqual(snapshot);
    await server.expectLedgerSound();
  });
});
