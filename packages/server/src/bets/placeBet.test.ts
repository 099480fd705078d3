import {
  centsToDollars,
  displayPricesCents,
  quoteBet,
  type Bet,
  type RealtimeServerMessage,
} from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { toApiQuote } from "./quote";
import { createTestMarket, marketState, type TestAdmin } from "./test-utils/markets";
import { balanceOf, fundUser, moneySnapshot } from "./test-utils/money";
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

const eventsFor = (predicate: (event: RealtimeServerMessage) => boolean) =>
  server.events.filter((recorded) => predicate(recorded.event));

describe("placing a bet", () => {
  it("debits the stake, pays the fee to the house, moves the price as core quoted, records everything", async () => {
    const market = await createTestMarket(server, admin, { prices: [40, 60] });
    const user = await bettor(100);
    const expected = quoteBet(market.state, 0, 2_000);
    const pointsBefore = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM price_points WHERE market_id = $1",
      [market.id],
    );
    server.events.length = 0;

    const response = await fetch(`${server.baseURL}/bets`, {
      method: "POST",
      headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" },
      body: JSON.stringify({ pollId: market.id, optionId: market.optionIds[0], amount: 20 }),
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { data: { bet: Bet; balance: number } };
    const { bet, balance } = body.data;

    expect(balance).toBe(80);
    expect(await balanceOf(server, user.userId)).toBe(8_000);
    expect(bet).toMatchObject({
      poll: { _id: market.id, title: expect.any(String) },
      option: market.optionIds[0],
      // Texts in the request's language (here the user's, Spanish); `language` is the bet's own.
      optionText: "Sí",
      amount: 20,
      fee: 0.4,
      language: "en",
      price: expected.averagePrice * 100,
      odds: expected.odds,
      potentialReturn: centsToDollars(expected.potentialReturnCents),
      profit: centsToDollars(expected.profitCents),
      shares: expected.sharesMicro / 1e6,
      status: "active",
      payout: null,
    });
    // The odds, return and profit agree with each other, to the cent.
    expect(bet.profit).toBeCloseTo(bet.potentialReturn - bet.amount, 10);
    expect(bet.odds).toBeCloseTo(bet.potentialReturn / bet.amount, 12);
    expect(bet.price).toBeGreaterThan(40);
    expect(bet.price).toBeLessThan(expected.priceAfter * 100);

    const entries = await server.db.query<{ account: string; amount_cents: number }>(
      `SELECT e.account, e.amount_cents FROM ledger_entries e
         JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE t.reference = $1 AND t.kind = 'bet' ORDER BY e.id`,
      [`bet:${bet._id}`],
    );
    expect(entries.rows).toEqual([
      { account: `user:${user.userId}`, amount_cents: -2_000 },
      { account: `market:${market.id}`, amount_cents: 1_960 },
      { account: "house:fees", amount_cents: 40 },
    ]);

    const after = await marketState(server, market.id);
    expect(after.state.q).toEqual(expected.stateAfter.q);
    const totals = await server.db.query(
      "SELECT volume_cents, fees_cents, bet_count FROM markets WHERE id = $1",
      [market.id],
    );
    expect(totals.rows[0]).toEqual({ volume_cents: 2_000, fees_cents: 40, bet_count: 1 });
    const stored = await server.db.query(
      `SELECT amount_cents, fee_cents, net_cents, shares_micro, price_before, price_after, average_price,
              language, status, payout_cents FROM bets WHERE id = $1`,
      [bet._id],
    );
    expect(stored.rows[0]).toEqual({
      amount_cents: 2_000,
      fee_cents: 40,
      net_cents: 1_960,
      shares_micro: expected.sharesMicro,
      price_before: expected.priceBefore * 100,
      price_after: expected.priceAfter * 100,
      average_price: expected.averagePrice * 100,
      language: "en",
      status: "active",
      payout_cents: null,
    });
    const position = await server.db.query(
      "SELECT option_id, shares_micro, cost_cents FROM positions WHERE market_id = $1 AND user_id = $2",
      [market.id, user.userId],
    );
    expect(position.rows).toEqual([
      { option_id: market.optionIds[0], shares_micro: expected.sharesMicro, cost_cents: 2_000 },
    ]);

    const points = await server.db.query<{ prices: number[] }>(
      "SELECT prices FROM price_points WHERE market_id = $1 ORDER BY at, id",
      [market.id],
    );
    expect(points.rows.length).toBe((pointsBefore.rows[0]?.n ?? 0) + 1);
    expect(points.rows.at(-1)?.prices[0]).toBeCloseTo(expected.priceAfter * 100, 2);

    const display = displayPricesCents(expected.pricesAfter);
    expect(eventsFor((event) => event.event === "poll_updated")).toEqual([
      {
        to: { pollId: market.id, alsoUserIds: undefined },
        event: {
          event: "poll_updated",
          pollId: market.id,
          prices: { [market.optionIds[0]!]: display[0], [market.optionIds[1]!]: display[1] },
          volume: 20,
          at: expect.any(String),
        },
      },
    ]);
    expect(eventsFor((event) => event.event !== "poll_updated")).toEqual([
      { to: { userId: user.userId }, event: { event: "bet_placed", pollId: market.id, bet } },
      {
        to: { userId: user.userId },
        event: { event: "balance_updated", userId: user.userId, newBalance: 80 },
      },
      { to: { userId: user.userId }, event: { event: "dashboard_updated", userId: user.userId } },
    ]);

    // The bet is the user's, readable by them and listed newest first.
    await expect(user.api.getBet(bet._id)).resolves.toEqual(bet);
    await expect(user.api.getMyBets({ pollId: market.id })).resolves.toEqual([bet]);
    await server.expectLedgerSound();
  });

  it("quotes exactly what the bet then gets, for anyone, without changing anything", async () => {
    const market = await createTestMarket(server, admin, { prices: [70, 30] });
    const user = await bettor(50);
    const before = await moneySnapshot(server);
    const quote = await server
      .client()
      .getQuote(market.id, { optionId: market.optionIds[1]!, amount: 12.5 });
    expect(quote).toEqual(
      toApiQuote(market.id, market.optionIds[1]!, quoteBet(market.state, 1, 1_250)),
    );
    expect(await moneySnapshot(server)).toEqual(before);

    const placed = await user.api.placeBet({
      pollId: market.id,
      optionId: market.optionIds[1]!,
      amount: 12.5,
      language: "es",
      maxPrice: quote.averagePrice,
      minShares: quote.shares,
    });
    expect(placed.bet).toMatchObject({
      amount: quote.amount,
      fee: quote.fee,
      shares: quote.shares,
      price: quote.averagePrice,
      potentialReturn: quote.potentialReturn,
      profit: quote.profit,
      odds: quote.odds,
      language: "es",
    });
    expect(placed.balance).toBe(37.5);
    await server.expectLedgerSound();
  });

  it("lists a user's bets newest first, in the request's language, and hides other users' bets", async () => {
    const first = await createTestMarket(server, admin);
    const second = await createTestMarket(server, admin);
    const user = await bettor(100);
    const other = await bettor(20);
    const a = await user.api.placeBet({
      pollId: first.id,
      optionId: first.optionIds[0]!,
      amount: 5,
    });
    const b = await user.api.placeBet({
      pollId: second.id,
      optionId: second.optionIds[1]!,
      amount: 6,
    });
    const c = await user.api.placeBet({
      pollId: first.id,
      optionId: first.optionIds[1]!,
      amount: 7,
    });
    const theirs = await other.api.placeBet({
      pollId: first.id,
      optionId: first.optionIds[0]!,
      amount: 5,
    });

    const all = await user.api.getMyBets();
    expect(all.map((bet) => bet._id)).toEqual([c.bet._id, b.bet._id, a.bet._id]);
    const onFirst = await user.api.getMyBets({ pollId: first.id });
    expect(onFirst.map((bet) => bet._id)).toEqual([c.bet._id, a.bet._id]);

    const spanish = await server.client(user.token, "es").getMyBets({ pollId: second.id });
    const title = await server.db.query<{ title_es: string }>(
      "SELECT title_es FROM markets WHERE id = $1",
      [second.id],
    );
    expect(spanish[0]).toMatchObject({
      poll: { _id: second.id, title: title.rows[0]?.title_es },
      optionText: "No",
    });
    const english = await server.client(user.token, "en").getMyBets({ pollId: second.id });
    expect(english[0]).toMatchObject({ poll: { title: "Test market" }, optionText: "Option 2" });

    const hidden = await failureOf(user.api.getBet(theirs.bet._id));
    expect(hidden).toMatchObject({ status: 404, code: "NOT_FOUND" });
    const missing = await failureOf(user.api.getBet("no-such-bet"));
    expect(missing).toMatchObject({ status: 404, code: "NOT_FOUND" });
    await server.expectLedgerSound();
  });
});
