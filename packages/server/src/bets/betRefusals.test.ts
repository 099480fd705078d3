import { quoteBet } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { toApiQuote } from "./quote";
import { createTestMarket, marketState, type TestAdmin } from "./test-utils/markets";
import { fundUser, moneySnapshot } from "./test-utils/money";
import { failureOf } from "../test-utils/failureOf";

let server: TestServer;
let admin: TestAdmin;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.close());

/** A signed-up user with `dollars` in total (the $10 sign-up credit plus a promo credit). */
async function bettor(dollars = 100) {
  const user = await server.signup();
  if (dollars > 10) await fundUser(server, user.userId, dollars * 100 - 1000);
  return user;
}

describe("refused bets change nothing", () => {
  async function expectRefused(
    call: () => Promise<unknown>,
    expected: { status: number; code: string },
  ) {
    const before = await moneySnapshot(server);
    const eventCount = server.events.length;
    const failure = await failureOf(call());
    expect(failure).toMatchObject(expected);
    expect(await moneySnapshot(server)).toEqual(before);
    expect(server.events.length).toBe(eventCount);
    await server.expectLedgerSound();
    return failure;
  }

  it("refuses amounts below $5 and with more than two decimals", async () => {
    const market = await createTestMarket(server, admin);
    const user = await bettor(100);
    const bet = (amount: number) =>
      user.api.placeBet({ pollId: market.id, optionId: market.optionIds[0]!, amount });
    const below = await expectRefused(() => bet(4.99), { status: 400, code: "BET_BELOW_MINIMUM" });
    expect(below.message).toBe("El monto mínimo de apuesta es $5.");
    expect(below.details).toEqual({ issues: [{ path: "amount", code: "BET_BELOW_MINIMUM" }] });
    const precise = await expectRefused(() => bet(5.001), {
      status: 400,
      code: "AMOUNT_TOO_PRECISE",
    });
    expect(precise.details).toEqual({ issues: [{ path: "amount", code: "AMOUNT_TOO_PRECISE" }] });
    const quote = await failureOf(
      server.client().getQuote(market.id, { optionId: market.optionIds[0]!, amount: 4.99 }),
    );
    expect(quote.details).toEqual({
      issues: [{ path: "query.amount", code: "BET_BELOW_MINIMUM" }],
    });
  });

  it("refuses markets that are not active, or past their end date", async () => {
    const user = await bettor(100);
    const resolved = await createTestMarket(server, admin);
    await admin.api.resolvePoll({ pollId: resolved.id, winnerId: resolved.optionIds[0]! });
    const cancelled = await createTestMarket(server, admin);
    await admin.api.cancelPoll(cancelled.id);
    const markets = [
      await createTestMarket(server, admin, { status: "closed" }),
      await createTestMarket(server, admin, { status: "upcoming" }),
      await createTestMarket(server, admin, { status: "pending_review" }),
      await createTestMarket(server, admin, { ended: true }),
      resolved,
      cancelled,
    ];
    for (const market of markets) {
      const input = { optionId: market.optionIds[0]!, amount: 10 };
      await expectRefused(() => user.api.placeBet({ pollId: market.id, ...input }), {
        status: 400,
        code: "MARKET_NOT_ACTIVE",
      });
      await expectRefused(() => server.client().getQuote(market.id, input), {
        status: 400,
        code: "MARKET_NOT_ACTIVE",
      });
    }
  });

  it("refuses polls, unknown markets, other markets' options and signed-out users", async () => {
    const user = await bettor(100);
    const poll = await createTestMarket(server, admin, { kind: "poll" });
    await expectRefused(
      () => user.api.placeBet({ pollId: poll.id, optionId: poll.optionIds[0]!, amount: 10 }),
      { status: 400, code: "WRONG_MARKET_KIND" },
    );
    const market = await createTestMarket(server, admin);
    const other = await createTestMarket(server, admin);
    await expectRefused(
      () => user.api.placeBet({ pollId: market.id, optionId: other.optionIds[0]!, amount: 10 }),
      { status: 400, code: "OPTION_NOT_AVAILABLE" },
    );
    await expectRefused(
      () => server.client().getQuote(market.id, { optionId: other.optionIds[0]!, amount: 10 }),
      { status: 400, code: "OPTION_NOT_AVAILABLE" },
    );
    await expectRefused(
      () => user.api.placeBet({ pollId: "no-such-market", optionId: "x", amount: 10 }),
      { status: 404, code: "NOT_FOUND" },
    );
    await expectRefused(
      () =>
        server.client().placeBet({ pollId: market.id, optionId: market.optionIds[0]!, amount: 10 }),
      { status: 401, code: "LOGIN_REQUIRED_TO_BET" },
    );
  });

  it("refuses a stake above the balance with INSUFFICIENT_FUNDS and rolls everything back", async () => {
    const market = await createTestMarket(server, admin);
    const user = await bettor(30);
    await expectRefused(
      () => user.api.placeBet({ pollId: market.id, optionId: market.optionIds[0]!, amount: 30.01 }),
      { status: 400, code: "INSUFFICIENT_FUNDS" },
    );
    const bets = await server.db.query("SELECT 1 FROM bets WHERE user_id = $1", [user.userId]);
    expect(bets.rows).toEqual([]);
    // The whole balance is fine.
    const placed = await user.api.placeBet({
      pollId: market.id,
      optionId: market.optionIds[0]!,
      amount: 30,
    });
    expect(placed.balance).toBe(0);
    await server.expectLedgerSound();
  });

  it("refuses with PRICE_MOVED and the fresh quote when the price ran past the bettor's limits", async () => {
    const market = await createTestMarket(server, admin);
    const user = await bettor(500);
    const mover = await bettor(500);
    const seen = await user.api.getQuote(market.id, { optionId: market.optionIds[0]!, amount: 50 });
    await mover.api.placeBet({ pollId: market.id, optionId: market.optionIds[0]!, amount: 300 });
    const fresh = toApiQuote(
      market.id,
      market.optionIds[0]!,
      quoteBet((await marketState(server, market.id)).state, 0, 5_000),
    );

    const tooDear = await expectRefused(
      () =>
        user.api.placeBet({
          pollId: market.id,
          optionId: market.optionIds[0]!,
          amount: 50,
          maxPrice: seen.averagePrice,
        }),
      { status: 409, code: "PRICE_MOVED" },
    );
    expect(tooDear.details).toEqual({ quote: fresh });
    const tooFew = await expectRefused(
      () =>
        user.api.placeBet({
          pollId: market.id,
          optionId: market.optionIds[0]!,
          amount: 50,
          minShares: seen.shares,
        }),
      { status: 409, code: "PRICE_MOVED" },
    );
    expect(tooFew.details).toEqual({ quote: fresh });

    const accepted = await user.api.placeBet({
      pollId: market.id,
      optionId: market.optionIds[0]!,
      amount: 50,
      maxPrice: fresh.averagePrice,
      minShares: fresh.shares,
    });
    expect(accepted.bet.price).toBe(fresh.averagePrice);
    await server.expectLedgerSound();
  });
});
