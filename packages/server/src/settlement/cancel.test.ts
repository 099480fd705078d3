import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { createTestMarket, type TestAdmin } from "../bets/test-utils/markets";
import { balanceOf, moneySnapshot } from "../bets/test-utils/money";
import { failureOf } from "../test-utils/failureOf";
import { escrowOf, houseNet, tradedMarket } from "./test-utils/settlement";

let server: TestServer;
let admin: TestAdmin;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.close());

describe("cancelling a market", () => {
  it("refunds every stake in full, reverses the fees and returns the subsidy", async () => {
    const { market, users, betIds, staked: stakes } = await tradedMarket(server, admin);
    const b = users[1];
    const staked = new Map(users.map((user, index) => [user.userId, stakes[index] ?? 0]));
    const balances = new Map<string, number>();
    for (const user of users) balances.set(user.userId, await balanceOf(server, user.userId));
    server.events.length = 0;

    const poll = await admin.api.cancelPoll(market.id, { idempotencyKey: `cancel-${market.id}` });
    expect(poll).toMatchObject({ _id: market.id, status: "cancelled", winnerOptionId: null });
    for (const user of users) {
      expect(await balanceOf(server, user.userId)).toBe(
        (balances.get(user.userId) ?? 0) + (staked.get(user.userId) ?? 0),
      );
      const bets = await user.api.getMyBets({ pollId: market.id });
      expect(bets.every((bet) => bet.status === "refunded" && bet.payout === bet.amount)).toBe(
        true,
      );
    }
    expect(await escrowOf(server, market.id)).toBe(0);
    expect(await houseNet(server, "house:fees", market.id)).toBe(0);
    expect(await houseNet(server, "house:subsidy", market.id)).toBe(0);
    const refunds = await server.db.query<{ reference: string }>(
      "SELECT reference FROM ledger_transactions WHERE market_id = $1 AND kind = 'refund' ORDER BY reference",
      [market.id],
    );
    expect(refunds.rows.map((row) => row.reference)).toEqual(
      [...betIds.values()]
        .flat()
        .map((id) => `refund:${id}`)
        .sort(),
    );
    const unsettled = await server.db.query(
      "SELECT 1 FROM positions WHERE market_id = $1 AND settled_at IS NULL",
      [market.id],
    );
    expect(unsettled.rows).toEqual([]);

    const participants = users.map((user) => user.userId).sort();
    expect(server.events.filter((e) => e.event.event === "poll_resolved")).toEqual([
      {
        to: { pollId: market.id, alsoUserIds: participants },
        event: { event: "poll_resolved", pollId: market.id, winner: null },
      },
    ]);
    expect(
      server.events.filter((e) => e.event.event === "balance_updated").map((e) => e.to),
    ).toEqual(participants.map((userId) => ({ userId })));
    const notes = await server.db.query<{ type: string; message_en: string }>(
      "SELECT type, message_en FROM notifications WHERE metadata->>'pollId' = $1 AND user_id = $2",
      [market.id, b.userId],
    );
    expect(notes.rows).toEqual([
      { type: "info", message_en: '"Test market" was cancelled. $15.00 was refunded to you.' },
    ]);
    await server.expectLedgerSound();

    const replay = await admin.api.cancelPoll(market.id, { idempotencyKey: `cancel-${market.id}` });
    expect(replay).toEqual(poll);
    const before = await moneySnapshot(server);
    const again = await failureOf(admin.api.cancelPoll(market.id));
    expect(again).toMatchObject({ status: 400, code: "INVALID_STATUS_TRANSITION" });
    const resolve = await failureOf(
      admin.api.resolvePoll({ pollId: market.id, winnerId: market.optionIds[0]! }),
    );
    expect(resolve).toMatchObject({ status: 400, code: "INVALID_STATUS_TRANSITION" });
    expect(await moneySnapshot(server)).toEqual(before);
    await server.expectLedgerSound();
  });

  it("tells each participant only that the market was cancelled, never that it resolved", async () => {
    const { market, users } = await tradedMarket(server, admin);
    const [a, b] = users;
    await a!.api.updateMe({ language: "en" });
    server.events.length = 0;

    await admin.api.cancelPoll(market.id);

    const participants = users.map((user) => user.userId).sort();
    // The one market-wide signal: `poll_resolved` without a winner, which the sdk takes as a
    // cancellation (a silent refresh, never "Market Resolved!").
    expect(
      server.events.filter((e) => e.event.event === "poll_resolved").map((e) => e.event),
    ).toEqual([{ event: "poll_resolved", pollId: market.id, winner: null }]);
    const notices = server.events.flatMap((e) =>
      e.event.event === "notification_received" && "userId" in e.to
        ? [{ to: e.to.userId, title: e.event.notification.title }]
        : [],
    );
    expect(notices.map((notice) => notice.to).sort()).toEqual(participants);
    expect(notices.find((notice) => notice.to === a!.userId)?.title).toBe("Market cancelled");
    expect(notices.find((notice) => notice.to === b!.userId)?.title).toBe("Mercado cancelado");
    const stored = await server.db.query<{ title_es: string; title_en: string }>(
      "SELECT title_es, title_en FROM notifications WHERE metadata->>'pollId' = $1",
      [market.id],
    );
    expect(stored.rows).toHaveLength(participants.length);
    expect(
      stored.rows.every(
        (row) => row.title_es === "Mercado cancelado" && row.title_en === "Market cancelled",
      ),
    ).toBe(true);
  });

  it("cancels from upcoming, pending review and closed, and only once under a race", async () => {
    for (const status of ["upcoming", "pending_review", "closed"] as const) {
      const market = await createTestMarket(server, admin, { status });
      await expect(admin.api.cancelPoll(market.id)).resolves.toMatchObject({ status: "cancelled" });
      expect(await escrowOf(server, market.id)).toBe(0);
    }
    const { market, users, staked } = await tradedMarket(server, admin);
    const balances = await Promise.all(users.map((user) => balanceOf(server, user.userId)));
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => admin.api.cancelPoll(market.id)),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const [index, user] of users.entries()) {
      expect(await balanceOf(server, user.userId)).toBe(
        (balances[index] ?? 0) + (staked[index] ?? 0),
      );
    }
    const poll = await createTestMarket(server, admin, { kind: "poll" });
    await expect(admin.api.cancelPoll(poll.id)).resolves.toMatchObject({ status: "cancelled" });
    await server.expectLedgerSound();
  });
});
