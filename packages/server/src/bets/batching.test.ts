import { quoteBet, type Bet, type RealtimeServerMessage } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RealtimePublisher } from "../context";
import { pgErrorCode } from "../db/database";
import { AppError } from "../http/errors";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import type { BatchOutcome } from "./batchQueue";
import { placeBetBatch } from "./betBatch";
import type { PlaceBetInput, PlacedBet } from "./placeBet";
import { betsInLockOrder, expectSerialisable } from "./test-utils/lockOrder";
import { createTestMarket, type TestAdmin, type TestMarket } from "./test-utils/markets";
import { balanceOf, fundUser } from "./test-utils/money";
import { startSecondInstance } from "./test-utils/secondInstance";

/**
 * Per-market batching (bets/betBatch.ts) on both databases: many bettors at once through HTTP,
 * and batches handed straight to `placeBetBatch`, so that what shares one transaction is certain.
 */
let server: TestServer;
let admin: TestAdmin;
/** Bettors with $1,000 each (the sign-up credit plus a promo credit). */
let bettors: Awaited<ReturnType<TestServer["signup"]>>[];
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
  bettors = await Promise.all(
    Array.from({ length: 10 }, async () => {
      const user = await server.signup();
      await fundUser(server, user.userId, 99_000);
      return user;
    }),
  );
  // Ten argon2 sign-ups on top of the server's start: more than the default minute on a busy CI.
}, 180_000);
afterAll(() => server.close());

/** POST /bets with a raw fetch: status, replay header and body. */
async function postBet(token: string, body: unknown, key?: string) {
  const response = await fetch(`${server.baseURL}/bets`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      ...(key ? { "idempotency-key": key } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    replay: response.headers.get("idempotent-replay") === "true",
    body: (await response.json()) as {
      status: string;
      code?: string;
      data?: { bet: Bet; balance: number };
    },
  };
}

/** What `placeBetBatch` needs, with the realtime events it sends kept in `events`. */
function directContext() {
  const events: { userId?: string; pollId?: string; event: RealtimeServerMessage }[] = [];
  const realtime: RealtimePublisher = {
    toPoll: (pollId, event) => events.push({ pollId, event }),
    toUser: (userId, event) => events.push({ userId, event }),
    sessionsRevoked: () => undefined,
  };
  return { ctx: { db: server.db, now: () => new Date(), realtime }, events };
}

/** A bet request as the route builds it. */
function betInput(
  userId: string,
  market: TestMarket,
  option: number,
  amountCents: number,
  limits: Pick<PlaceBetInput, "maxPrice" | "minShares"> = {},
): PlaceBetInput {
  return {
    userId,
    pollId: market.id,
    optionId: market.optionIds[option] ?? "no-such-option",
    amountCents,
    betLanguage: "en",
    language: "en",
    ...limits,
  };
}

/** The error code of a failed outcome (AppError), or its SQLSTATE (a database error). */
function failure(outcome: BatchOutcome<PlacedBet> | undefined) {
  if (!outcome || outcome.ok) return null;
  const { error } = outcome;
  return error instanceof AppError
    ? { status: error.statusCode, code: error.code }
    : { sqlstate: pgErrorCode(error) };
}

async function createdAtsOf(marketId: string): Promise<string[]> {
  const result = await server.db.query<{ at: Date }>(
    "SELECT DISTINCT created_at AS at FROM bets WHERE market_id = $1",
    [marketId],
  );
  return result.rows.map((row) => row.at.toISOString());
}

describe("bets batched per market", () => {
  it("answers 40 simultaneous bets on one market each with its own bet and balance, as if placed one by one", async () => {
    const market = await createTestMarket(server, admin, { liquidityB: 500 });
    const before = new Map(
      await Promise.all(
        bettors.map(async (user) => [user.userId, await balanceOf(server, user.userId)] as const),
      ),
    );
    server.events.length = 0;
    const requests = bettors.flatMap((user, index) =>
      [0, 1, 2, 3].map((round) => ({
        user,
        body: {
          pollId: market.id,
          optionId: market.optionIds[(index + round) % 2]!,
          amount: 5 + ((index * 7 + round * 11) % 40) + 0.25 * round,
        },
      })),
    );
    const answers = await Promise.all(requests.map(({ user, body }) => postBet(user.token, body)));

    const byBetId = new Map<string, { balance: number; request: (typeof requests)[number] }>();
    answers.forEach((answer, index) => {
      const request = requests[index]!;
      expect(answer.status).toBe(201);
      const data = answer.body.data!;
      expect(data.bet).toMatchObject({
        poll: { _id: market.id },
        option: request.body.optionId,
        amount: request.body.amount,
        status: "active",
      });
      byBetId.set(data.bet._id, { balance: data.balance, request });
    });
    expect(byBetId.size).toBe(40);

    // Walking the bets in lock order, each answer carries its bettor's balance right after it.
    const spent = new Map<string, number>();
    for (const bet of await betsInLockOrder(server, market.id)) {
      const answered = byBetId.get(bet.id)!;
      expect(answered.request.user.userId).toBe(bet.user_id);
      const total = (spent.get(bet.user_id) ?? 0) + bet.amount_cents;
      spent.set(bet.user_id, total);
      expect(Math.round(answered.balance * 100)).toBe(before.get(bet.user_id)! - total);
    }
    for (const user of bettors) {
      expect(await balanceOf(server, user.userId)).toBe(
        before.get(user.userId)! - spent.get(user.userId)!,
      );
    }

    const totals = await server.db.query(
      `SELECT m.volume_cents, m.bet_count,
              (SELECT count(*)::int FROM price_points p WHERE p.market_id = m.id) AS points
         FROM markets m WHERE m.id = $1`,
      [market.id],
    );
    const volume = [...spent.values()].reduce((sum, cents) => sum + cents, 0);
    expect(totals.rows[0]).toEqual({ volume_cents: volume, bet_count: 40, points: 41 });
    // Every bet told its bettor and the poll's subscribers, once each.
    const placedEvents = server.events.filter((recorded) => recorded.event.event === "bet_placed");
    expect(placedEvents.map((recorded) => (recorded.event as { bet: Bet }).bet._id).sort()).toEqual(
      [...byBetId.keys()].sort(),
    );
    expect(
      server.events.filter((recorded) => recorded.event.event === "poll_updated"),
    ).toHaveLength(40);
    await expectSerialisable(server, market.id, market.state, market.optionIds);
    await server.expectLedgerSound();
  });

  it("refuses exactly the bets that must fail, each with its own code, and commits the rest in one transaction", async () => {
    const market = await createTestMarket(server, admin);
    const [rich, other] = bettors;
    const poor = await server.signup(); // the $10 sign-up credit only
    const thirty = await server.signup();
    await fundUser(server, thirty.userId, 2_000);
    const poorBefore = await balanceOf(server, poor.userId);
    const { ctx, events } = directContext();

    // Alone on the opening market the limited bet would pass (average ≈ 50.3¢ ≤ 52¢); after the
    // two $200 bets before it in the batch, Yes costs more than 52¢.
    const limited = betInput(other!.userId, market, 0, 1_000, { maxPrice: 52 });
    expect(quoteBet(market.state, 0, 1_000).averagePrice * 100).toBeLessThan(52);
    const inputs = [
      betInput(rich!.userId, market, 0, 20_000),
      betInput(poor.userId, market, 0, 2_000),
      betInput(thirty.userId, market, 1, 2_000),
      betInput(rich!.userId, market, 0, 20_000),
      limited,
      betInput(thirty.userId, market, 1, 2_000),
      betInput(other!.userId, market, 5, 1_000),
      betInput(other!.userId, market, 1, 1_500),
    ];
    const outcomes = await placeBetBatch(ctx, inputs);

    expect(outcomes.map((outcome) => outcome.ok)).toEqual([
      true,
      false,
      true,
      true,
      false,
      false,
      false,
      true,
    ]);
    expect(failure(outcomes[1])).toEqual({ status: 400, code: "INSUFFICIENT_FUNDS" });
    expect(failure(outcomes[4])).toEqual({ status: 409, code: "PRICE_MOVED" });
    const moved = (outcomes[4] as { error: AppError }).error.details as {
      quote: { averagePrice: number };
    };
    expect(moved.quote.averagePrice).toBeGreaterThan(52);
    // $30 covers the first $20 of the batch but not the second.
    expect(failure(outcomes[5])).toEqual({ status: 400, code: "INSUFFICIENT_FUNDS" });
    expect(failure(outcomes[6])).toEqual({ status: 400, code: "OPTION_NOT_AVAILABLE" });

    const placed = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.value] : []));
    expect(placed.map((bet) => bet.bet.amount)).toEqual([200, 20, 200, 15]);
    expect(placed[2]!.balanceCents).toBe(placed[0]!.balanceCents - 20_000);
    expect(await balanceOf(server, poor.userId)).toBe(poorBefore);
    expect(await balanceOf(server, thirty.userId)).toBe(1_000);
    // One transaction: the four bets share its start time.
    expect(await createdAtsOf(market.id)).toHaveLength(1);
    expect(events.filter((recorded) => recorded.event.event === "bet_placed")).toHaveLength(4);
    expect(events.some((recorded) => recorded.userId === poor.userId)).toBe(false);
    await expectSerialisable(server, market.id, market.state, market.optionIds);
    await server.expectLedgerSound();
  });

  it("records each bet's publisher and share as the bet's own statement reads them: a share changed a moment before counts, a suspended publisher is credited nothing", async () => {
    const market = await createTestMarket(server, admin);
    const [first, second] = bettors;
    const publisher = async (id: string, shareBps: number, status: string) => {
      await server.db.query(
        `INSERT INTO publishers (id, name, contact_email, share_bps, status)
         VALUES ($1, $1, 'news@example.org', $2, $3)`,
        [id, shareBps, status],
      );
      return id;
    };
    const changed = await publisher(`pub-changed-${market.id}`, 1_000, "active");
    const suspended = await publisher(`pub-suspended-${market.id}`, 2_000, "active");
    // What the route read before the bet's transaction is stale by now: an admin, on any
    // instance, raised one share and suspended the other publisher.
    await server.db.query("UPDATE publishers SET share_bps = 2500 WHERE id = $1", [changed]);
    await server.db.query("UPDATE publishers SET status = 'suspended' WHERE id = $1", [suspended]);
    const { ctx } = directContext();
    const outcomes = await placeBetBatch(ctx, [
      { ...betInput(first!.userId, market, 0, 1_000), publisher: { id: changed, article: "/a" } },
      {
        ...betInput(second!.userId, market, 1, 1_000),
        publisher: { id: suspended, article: "/b" },
      },
      betInput(first!.userId, market, 1, 1_000),
    ]);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true, true]);
    const recorded = await server.db.query<{
      publisher_id: string | null;
      article_path: string | null;
      publisher_share_bps: number | null;
    }>(
      `SELECT publisher_id, article_path, publisher_share_bps FROM bets
        WHERE id = ANY($1::text[]) ORDER BY array_position($1::text[], id)`,
      [outcomes.map((outcome) => (outcome.ok ? outcome.value.bet._id : ""))],
    );
    expect(recorded.rows).toEqual([
      { publisher_id: changed, article_path: "/a", publisher_share_bps: 2_500 },
      { publisher_id: null, article_path: null, publisher_share_bps: null },
      { publisher_id: null, article_path: null, publisher_share_bps: null },
    ]);
    await server.expectLedgerSound();
  });

  it("commits bets on several markets in one transaction, each market as if its bets came one by one, and refuses a closed market's bets alone", async () => {
    const open = [await createTestMarket(server, admin), await createTestMarket(server, admin)];
    const closed = await createTestMarket(server, admin);
    await server.db.query("UPDATE markets SET status = 'closed' WHERE id = $1", [closed.id]);
    const [first, second, third] = bettors;
    const before = await balanceOf(server, third!.userId);
    const pointsOf = async (marketId: string) =>
      (
        await server.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM price_points WHERE market_id = $1",
          [marketId],
        )
      ).rows[0]!.n;
    const openingPoints = [await pointsOf(open[0]!.id), await pointsOf(open[1]!.id)];
    const { ctx, events } = directContext();
    const inputs = [
      betInput(first!.userId, open[1]!, 0, 1_000),
      betInput(second!.userId, open[0]!, 1, 2_500),
      betInput(third!.userId, closed, 0, 1_000),
      betInput(first!.userId, open[0]!, 0, 700),
      betInput(second!.userId, open[1]!, 1, 900),
      betInput(first!.userId, open[1]!, 0, 1_200),
    ];
    const outcomes = await placeBetBatch(ctx, inputs);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true, false, true, true, true]);
    expect(failure(outcomes[2])).toEqual({ status: 400, code: "MARKET_NOT_ACTIVE" });
    expect(await balanceOf(server, third!.userId)).toBe(before);

    // One transaction for both markets: every bet shares its start time.
    const times = new Set([
      ...(await createdAtsOf(open[0]!.id)),
      ...(await createdAtsOf(open[1]!.id)),
    ]);
    expect(times.size).toBe(1);
    for (const [index, market] of open.entries()) {
      await expectSerialisable(server, market.id, market.state, market.optionIds);
      const mine = inputs.filter((input) => input.pollId === market.id);
      const totals = await server.db.query<{ volume: number; bets: number }>(
        "SELECT volume_cents AS volume, bet_count AS bets FROM markets WHERE id = $1",
        [market.id],
      );
      expect(totals.rows[0]).toEqual({
        volume: mine.reduce((sum, input) => sum + input.amountCents, 0),
        bets: mine.length,
      });
      // One price point per bet.
      expect(await pointsOf(market.id)).toBe((openingPoints[index] ?? 0) + mine.length);
    }
    // Each market's subscribers hear its own prices, in its bets' order.
    const updates = events.filter((recorded) => recorded.event.event === "poll_updated");
    expect(updates.map((recorded) => recorded.pollId)).toEqual([
      open[1]!.id,
      open[0]!.id,
      open[0]!.id,
      open[1]!.id,
      open[1]!.id,
    ]);
    await server.expectLedgerSound();
  });

  it("fails only the bet whose writes hit a database error, and rolls back its ledger posting", async () => {
    const market = await createTestMarket(server, admin);
    const [first, victim, last] = bettors;
    const victimBefore = await balanceOf(server, victim!.userId);
    // A real constraint violation, on the victim's position: the write that also debits them and
    // posts their ledger transaction, under the bet's savepoint.
    await server.db.query(
      `ALTER TABLE positions ADD CONSTRAINT test_refuses_victim CHECK (user_id <> '${victim!.userId}') NOT VALID`,
    );
    try {
      const { ctx } = directContext();
      const outcomes = await placeBetBatch(ctx, [
        betInput(first!.userId, market, 0, 1_000),
        betInput(victim!.userId, market, 0, 1_000),
        betInput(last!.userId, market, 1, 1_000),
      ]);
      expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, false, true]);
      expect(failure(outcomes[1])).toEqual({ sqlstate: "23514" });
    } finally {
      await server.db.query("ALTER TABLE positions DROP CONSTRAINT test_refuses_victim");
    }
    expect(await balanceOf(server, victim!.userId)).toBe(victimBefore);
    const victimRows = await server.db.query<{ bets: number; postings: number }>(
      `SELECT (SELECT count(*)::int FROM bets WHERE market_id = $1 AND user_id = $2) AS bets,
              (SELECT count(*)::int FROM ledger_transactions WHERE market_id = $1 AND user_id = $2) AS postings`,
      [market.id, victim!.userId],
    );
    expect(victimRows.rows[0]).toEqual({ bets: 0, postings: 0 });
    await expectSerialisable(server, market.id, market.state, market.optionIds);
    await server.expectLedgerSound();
  });

  it("keeps Idempotency-Key per bet: a duplicate inside the burst never bets twice, a replay after it gets the first answer", async () => {
    const market = await createTestMarket(server, admin);
    const [keyed, ...others] = bettors;
    const body = { pollId: market.id, optionId: market.optionIds[0]!, amount: 12.5 };
    const burst = await Promise.all([
      ...others.map((user, index) =>
        postBet(user.token, { ...body, optionId: market.optionIds[index % 2]!, amount: 7 }),
      ),
      postBet(keyed!.token, body, "batched-key-1"),
      postBet(keyed!.token, body, "batched-key-1"),
    ]);
    const keyedAnswers = burst.slice(-2);
    const original = keyedAnswers.find((answer) => answer.status === 201 && !answer.replay);
    expect(original).toBeDefined();
    const duplicate = keyedAnswers.find((answer) => answer !== original)!;
    // The duplicate either waited out the first (a replay) or met it in progress (409).
    if (duplicate.status === 409) expect(duplicate.body.code).toBe("CONFLICT");
    else expect(duplicate).toEqual({ ...original, replay: true });

    const replay = await postBet(keyed!.token, body, "batched-key-1");
    expect(replay).toEqual({ ...original, replay: true });
    const keyedBets = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM bets WHERE market_id = $1 AND user_id = $2",
      [market.id, keyed!.userId],
    );
    expect(keyedBets.rows[0]?.n).toBe(1);
    await expectSerialisable(server, market.id, market.state, market.optionIds);
    await server.expectLedgerSound();
  });

  it("never deadlocks two batches on different markets whose bettors come in opposite orders", async () => {
    const markets = [await createTestMarket(server, admin), await createTestMarket(server, admin)];
    const { ctx } = directContext();
    for (let round = 0; round < 3; round += 1) {
      const results = await Promise.all([
        placeBetBatch(
          ctx,
          bettors.map((user) => betInput(user.userId, markets[0]!, 0, 600)),
        ),
        placeBetBatch(
          ctx,
          [...bettors].reverse().map((user) => betInput(user.userId, markets[1]!, 1, 600)),
        ),
      ]);
      expect(results.flat().filter((outcome) => !outcome.ok)).toEqual([]);
    }
    for (const market of markets) {
      await expectSerialisable(server, market.id, market.state, market.optionIds);
    }
    await server.expectLedgerSound();
  });

  it("serialises batches of two server instances on the same market through its row lock", async () => {
    const market = await createTestMarket(server, admin);
    const second = await startSecondInstance(server);
    try {
      const answers = await Promise.allSettled(
        bettors.flatMap((user, index) => [
          user.api.placeBet({
            pollId: market.id,
            optionId: market.optionIds[index % 2]!,
            amount: 9,
          }),
          second.client(user.token).placeBet({
            pollId: market.id,
            optionId: market.optionIds[(index + 1) % 2]!,
            amount: 6,
          }),
        ]),
      );
      expect(answers.filter((answer) => answer.status === "rejected")).toEqual([]);
    } finally {
      await second.close();
    }
    const count = await server.db.query<{ n: number }>(
      "SELECT bet_count AS n FROM markets WHERE id = $1",
      [market.id],
    );
    expect(count.rows[0]?.n).toBe(20);
    await expectSerialisable(server, market.id, market.state, market.optionIds);
    await server.expectLedgerSound();
  });
});
