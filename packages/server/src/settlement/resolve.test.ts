import { microSharesToCents, worstCaseLossCents } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TEST_DB_KIND, type TestServer } from "../test-utils/testServer";
import { splitPayout } from "./escrow";
import { createTestMarket, type TestAdmin } from "../bets/test-utils/markets";
import { balanceOf, moneySnapshot } from "../bets/test-utils/money";
import { failureOf } from "../test-utils/failureOf";
import { startSecondInstance } from "../bets/test-utils/secondInstance";
import {
  escrowOf,
  houseNet,
  settlementPostings,
  tradedMarket,
  type TestUser,
} from "./test-utils/settlement";

let server: TestServer;
let admin: TestAdmin;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.close());

describe("resolving a market", () => {
  it("pays each winner floor(shares) cents once, losers nothing, and empties the escrow to the house", async () => {
    const { market, users, held, betIds } = await tradedMarket(server, admin);
    const [a, b, c] = users;
    const balances = new Map<string, number>();
    for (const user of users) balances.set(user.userId, await balanceOf(server, user.userId));
    const escrowBefore = await escrowOf(server, market.id);
    server.events.length = 0;

    const poll = await admin.api.resolvePoll(
      { pollId: market.id, winnerId: market.optionIds[0]! },
      { idempotencyKey: `resolve-${market.id}` },
    );
    expect(poll).toMatchObject({
      _id: market.id,
      status: "resolved",
      winnerOptionId: market.optionIds[0],
    });

    const paid = new Map<string, number>();
    for (const user of users) {
      const cents = microSharesToCents(held.get(user.userId)?.[0] ?? 0);
      paid.set(user.userId, cents);
      expect(await balanceOf(server, user.userId)).toBe((balances.get(user.userId) ?? 0) + cents);
    }
    expect(paid.get(b.userId)).toBe(0);
    expect(paid.get(a.userId)).toBeGreaterThan(0);
    const totalPaid = [...paid.values()].reduce((sum, cents) => sum + cents, 0);
    expect(await escrowOf(server, market.id)).toBe(0);
    expect(await houseNet(server, "house:subsidy", market.id)).toBe(
      escrowBefore - totalPaid - worstCaseLossCents(930, [35, 65]),
    );

    const payouts = await server.db.query<{ reference: string; user_id: string; amount: number }>(
      `SELECT t.reference, t.user_id, e.amount_cents AS amount FROM ledger_transactions t
         JOIN ledger_entries e ON e.transaction_id = t.id AND e.account = 'user:' || t.user_id
        WHERE t.market_id = $1 AND t.kind = 'payout' ORDER BY t.user_id`,
      [market.id],
    );
    expect(payouts.rows).toEqual(
      [a, c]
        .map((user) => ({
          reference: `payout:${market.id}:${user.userId}`,
          user_id: user.userId,
          amount: paid.get(user.userId),
        }))
        .sort((x, y) => (x.user_id < y.user_id ? -1 : 1)),
    );

    // A's two winning bets share A's payout in proportion to their shares; the losing one is lost.
    const aBets = await a.api.getMyBets({ pollId: market.id });
    const won = aBets.filter((bet) => bet.status === "won");
    expect(won).toHaveLength(2);
    expect(aBets.filter((bet) => bet.status === "lost")).toMatchObject([{ payout: 0 }]);
    const oldestFirst = [...won].reverse();
    expect(oldestFirst.map((bet) => Math.round((bet.payout ?? 0) * 100))).toEqual(
      splitPayout(
        paid.get(a.userId) ?? 0,
        oldestFirst.map((bet) => Math.round(bet.shares * 1e6)),
      ),
    );
    expect(betIds.get(a.userId)).toHaveLength(3);
    expect((await b.api.getMyBets()).map((bet) => [bet.status, bet.payout])).toEqual([["lost", 0]]);
    const positions = await server.db.query<{ user_id: string; payout_cents: number }>(
      "SELECT user_id, option_id, payout_cents, settled_at IS NOT NULL AS settled FROM positions WHERE market_id = $1",
      [market.id],
    );
    expect(positions.rows.every((row) => (row as { settled?: boolean }).settled)).toBe(true);

    const participants = users.map((user) => user.userId).sort();
    expect(server.events.filter((e) => e.event.event === "poll_resolved")).toEqual([
      {
        to: { pollId: market.id, alsoUserIds: participants },
        event: { event: "poll_resolved", pollId: market.id, winner: market.optionIds[0] },
      },
    ]);
    const balanceEvents = server.events.filter((e) => e.event.event === "balance_updated");
    expect(balanceEvents.map((e) => e.event)).toEqual(
      [a, c]
        .map((user) => ({
          event: "balance_updated",
          userId: user.userId,
          newBalance: ((balances.get(user.userId) ?? 0) + (paid.get(user.userId) ?? 0)) / 100,
        }))
        .sort((x, y) => (x.userId < y.userId ? -1 : 1)),
    );
    const dashboards = server.events.filter((e) => e.event.event === "dashboard_updated");
    expect(dashboards.map((e) => ("userId" in e.to ? e.to.userId : "")).sort()).toEqual(
      participants,
    );

    const notes = await server.db.query<{
      user_id: string;
      type: string;
      title_en: string;
      message_en: string;
      message_es: string;
      action_url: string;
    }>(
      "SELECT user_id, type, title_en, message_en, message_es, action_url FROM notifications WHERE metadata->>'pollId' = $1",
      [market.id],
    );
    expect(notes.rows).toHaveLength(3);
    const noteOf = (user: TestUser) => notes.rows.find((row) => row.user_id === user.userId);
    const aWon = ((paid.get(a.userId) ?? 0) / 100).toFixed(2);
    expect(noteOf(a)).toMatchObject({
      type: "success",
      title_en: "You won!",
      message_en: `You won $${aWon} on "Test market".`,
      action_url: `/market/${market.id}`,
    });
    expect(noteOf(a)?.message_es).toContain(`$${aWon}`);
    expect(noteOf(b)).toMatchObject({ type: "info", title_en: "Market resolved" });
    expect(noteOf(c)).toMatchObject({ type: "success" });
    await server.expectLedgerSound();

    // A replay with the same key answers the same; a new resolution is refused and pays nothing.
    const replay = await admin.api.resolvePoll(
      { pollId: market.id, winnerId: market.optionIds[0]! },
      { idempotencyKey: `resolve-${market.id}` },
    );
    expect(replay).toEqual(poll);
    const before = await moneySnapshot(server);
    for (const winnerId of [market.optionIds[0]!, market.optionIds[1]!]) {
      const again = await failureOf(admin.api.resolvePoll({ pollId: market.id, winnerId }));
      expect(again).toMatchObject({ status: 400, code: "INVALID_STATUS_TRANSITION" });
    }
    const cancel = await failureOf(admin.api.cancelPoll(market.id));
    expect(cancel).toMatchObject({ status: 400, code: "INVALID_STATUS_TRANSITION" });
    expect(await moneySnapshot(server)).toEqual(before);
    await server.expectLedgerSound();
  });

  it("resolves from closed, but not from upcoming, pending review or cancelled; checks the winner", async () => {
    const closed = await createTestMarket(server, admin, { status: "closed" });
    await expect(
      admin.api.resolvePoll({ pollId: closed.id, winnerId: closed.optionIds[1]! }),
    ).resolves.toMatchObject({ status: "resolved" });
    const cancelled = await createTestMarket(server, admin);
    await admin.api.cancelPoll(cancelled.id);
    for (const market of [
      await createTestMarket(server, admin, { status: "upcoming" }),
      await createTestMarket(server, admin, { status: "pending_review" }),
      cancelled,
    ]) {
      const before = await moneySnapshot(server);
      const refused = await failureOf(
        admin.api.resolvePoll({ pollId: market.id, winnerId: market.optionIds[0]! }),
      );
      expect(refused).toMatchObject({ status: 400, code: "INVALID_STATUS_TRANSITION" });
      expect(await moneySnapshot(server)).toEqual(before);
    }
    const active = await createTestMarket(server, admin);
    const user = await server.signup();
    const before = await moneySnapshot(server);
    const foreign = await failureOf(
      admin.api.resolvePoll({ pollId: active.id, winnerId: closed.optionIds[0]! }),
    );
    expect(foreign).toMatchObject({ status: 400, code: "OPTION_NOT_AVAILABLE" });
    const unknown = await failureOf(
      admin.api.resolvePoll({ pollId: "no-such-market", winnerId: active.optionIds[0]! }),
    );
    expect(unknown).toMatchObject({ status: 404, code: "NOT_FOUND" });
    const notAdmin = await failureOf(
      user.api.resolvePoll({ pollId: active.id, winnerId: active.optionIds[0]! }),
    );
    expect(notAdmin).toMatchObject({ status: 403, code: "FORBIDDEN" });
    const signedOut = await failureOf(
      server.client().resolvePoll({ pollId: active.id, winnerId: active.optionIds[0]! }),
    );
    expect(signedOut.status).toBe(401);
    expect(await failureOf(user.api.cancelPoll(active.id))).toMatchObject({ status: 403 });
    expect(await moneySnapshot(server)).toEqual(before);
    await server.expectLedgerSound();
  });

  it("pays once when several resolutions race on one server", async () => {
    const { market, users, held } = await tradedMarket(server, admin);
    const balances = await Promise.all(users.map((user) => balanceOf(server, user.userId)));
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, index) =>
        admin.api.resolvePoll({ pollId: market.id, winnerId: market.optionIds[index % 2]! }),
      ),
    );
    const won = results.filter((result) => result.status === "fulfilled");
    expect(won).toHaveLength(1);
    for (const result of results) {
      if (result.status === "rejected") {
        expect(result.reason).toMatchObject({ status: 400, code: "INVALID_STATUS_TRANSITION" });
      }
    }
    const winner = (won[0] as PromiseFulfilledResult<{ winnerOptionId: string | null }>).value
      .winnerOptionId;
    const winnerIndex = market.optionIds.indexOf(winner ?? "");
    for (const [index, user] of users.entries()) {
      const cents = microSharesToCents(held.get(user.userId)?.[winnerIndex] ?? 0);
      expect(await balanceOf(server, user.userId)).toBe((balances[index] ?? 0) + cents);
    }
    expect(await escrowOf(server, market.id)).toBe(0);
    await server.expectLedgerSound();
  });

  it.runIf(TEST_DB_KIND === "postgres")(
    "pays once when two server instances on one database resolve at the same moment",
    async () => {
      const second = await startSecondInstance(server);
      const token = admin.token;
      try {
        for (let round = 0; round < 3; round += 1) {
          const { market, users, held } = await tradedMarket(server, admin);
          const balances = await Promise.all(users.map((user) => balanceOf(server, user.userId)));
          const body = { pollId: market.id, winnerId: market.optionIds[0]! };
          const elsewhere = second.client(token);
          const results = await Promise.allSettled([
            admin.api.resolvePoll(body),
            elsewhere.resolvePoll(body),
            admin.api.resolvePoll(body),
            elsewhere.resolvePoll(body),
          ]);
          expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
          for (const [index, user] of users.entries()) {
            const cents = microSharesToCents(held.get(user.userId)?.[0] ?? 0);
            expect(await balanceOf(server, user.userId)).toBe((balances[index] ?? 0) + cents);
          }
          expect(await settlementPostings(server, market.id)).toBe(3); // a, c and the escrow close
          await server.expectLedgerSound();
        }
      } finally {
        await second.close();
      }
    },
  );

  it("resolves a poll without moving money", async () => {
    const poll = await createTestMarket(server, admin, { kind: "poll" });
    const before = (await moneySnapshot(server)) as { ledger: unknown };
    server.events.length = 0;
    const resolved = await admin.api.resolvePoll({ pollId: poll.id, winnerId: poll.optionIds[1]! });
    expect(resolved).toMatchObject({ status: "resolved", winnerOptionId: poll.optionIds[1] });
    expect(((await moneySnapshot(server)) as { ledger: unknown }).ledger).toEqual(before.ledger);
    expect(server.events.map((e) => e.event)).toEqual([
      { event: "poll_resolved", pollId: poll.id, winner: poll.optionIds[1] },
    ]);
    await server.expectLedgerSound();
  });
});
