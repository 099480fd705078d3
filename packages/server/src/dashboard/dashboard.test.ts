import { centsToDollars, MICRO_SHARES_PER_CENT, prices, type Bet } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { utcDay } from "./calendar";
import { failureOf } from "../test-utils/failureOf";
import { buildMartaHistory, type MartaHistory } from "./test-utils/martaHistory";

let server: TestServer;
let history: MartaHistory;
beforeAll(async () => {
  server = await startTestServer();
  history = await buildMartaHistory(server);
});
afterAll(() => server.close());

/** What Marta's winning bet paid: its shares, floored to the cent. */
const wonPayout = () => history.bets.won.potentialReturn;

/** The current value of an open bet from its market's state, in cents, as core prices it. */
async function currentValueCents(bet: Bet): Promise<{ cents: number; price: number }> {
  const pollId = typeof bet.poll === "string" ? bet.poll : bet.poll._id;
  const market = await server.db.query<{ liquidity_b: number }>(
    "SELECT liquidity_b FROM markets WHERE id = $1",
    [pollId],
  );
  const options = await server.db.query<{ id: string; q_micro: number }>(
    "SELECT id, q_micro FROM market_options WHERE market_id = $1 ORDER BY position",
    [pollId],
  );
  const current = prices({
    b: market.rows[0]?.liquidity_b ?? 0,
    q: options.rows.map((option) => option.q_micro),
  });
  const price = current[options.rows.findIndex((option) => option.id === bet.option)] ?? 0;
  const sharesMicro = Math.round(bet.shares * 1_000_000);
  return { cents: Math.round((sharesMicro * price) / MICRO_SHARES_PER_CENT), price };
}

describe("dashboard stats and overview", () => {
  it("sums the history: counts, wagered, payouts, profit on settled bets, win rate, open value", async () => {
    const stats = await history.marta.api.getDashboardStats();
    const open = await currentValueCents(history.bets.open);
    const fresh = await currentValueCents(history.bets.fresh);
    expect(stats).toEqual({
      balance: centsToDollars(1000 + 20_000 - 7500 + Math.round(wonPayout() * 100) + 1500),
      // Deposited, but the e-mail is not verified yet (DESIGN §5).
      withdrawable: 0,
      withdrawableReason: "email_not_verified",
      totalBets: 5,
      activeBets: 2,
      wonBets: 1,
      lostBets: 1,
      totalWagered: 75,
      totalPayouts: wonPayout(),
      profit: centsToDollars(Math.round(wonPayout() * 100) - 3000),
      winRate: 50,
      openPositionsValue: centsToDollars(open.cents + fresh.cents),
    });
    expect(stats.balance).toBe((await history.marta.api.getMe()).balance);
    await server.expectLedgerSound();
  });

  it("gives the overview: stats, open positions and the five latest transactions", async () => {
    const overview = await history.marta.api.getDashboard();
    expect(overview.stats).toEqual(await history.marta.api.getDashboardStats());
    expect(overview.activeBets.map((bet) => bet._id)).toEqual([
      history.bets.fresh._id,
      history.bets.open._id,
    ]);
    expect(overview.recentTransactions.map((transaction) => transaction.amount)).toEqual([
      -5, -25, 15, -15, -10,
    ]);
  });

  it("starts from zero for a new user", async () => {
    const newcomer = await server.signup();
    const overview = await newcomer.api.getDashboard();
    expect(overview.stats).toEqual({
      balance: 10,
      withdrawable: 0,
      withdrawableReason: "email_not_verified",
      totalBets: 0,
      activeBets: 0,
      wonBets: 0,
      lostBets: 0,
      totalWagered: 0,
      totalPayouts: 0,
      profit: 0,
      winRate: 0,
      openPositionsValue: 0,
    });
    expect(overview.activeBets).toEqual([]);
    expect(overview.recentTransactions).toMatchObject([
      { kind: "signup_credit", amount: 10, balanceAfter: 10, pollId: null },
    ]);
    const charts = await newcomer.api.getAllDashboardCharts();
    expect(charts["profit-loss"]).toHaveLength(30);
    expect(charts["profit-loss"].every((point) => point.cumulative === 0)).toBe(true);
    expect(charts["betting-activity"].every((point) => point.bets === 0)).toBe(true);
    expect(charts["portfolio-distribution"]).toEqual([]);
    expect(charts["win-rate-trend"]).toEqual([]);
    expect(charts["monthly-performance"]).toHaveLength(12);
  });

  it("is for signed-in users only", async () => {
    const anonymous = server.client();
    for (const call of [
      anonymous.getDashboard(),
      anonymous.getDashboardStats(),
      anonymous.getAllDashboardCharts(),
      anonymous.getDashboardChart("profit-loss"),
      anonymous.getTransactions(),
      anonymous.getBettingHistory(),
      anonymous.getActiveBets(),
    ]) {
      expect((await failureOf(call)).status).toBe(401);
    }
  });
});

describe("active bets", () => {
  it("values each open bet at its market's current LMSR price", async () => {
    const active = await history.marta.api.getActiveBets();
    expect(active).toHaveLength(2);
    const [fresh, open] = active;
    for (const [shown, placed] of [
      [fresh, history.bets.fresh],
      [open, history.bets.open],
    ] as const) {
      const expected = await currentValueCents(placed);
      expect(shown).toMatchObject({
        _id: placed._id,
        status: "active",
        amount: placed.amount,
        shares: placed.shares,
        currentValue: centsToDollars(expected.cents),
        currentPrice: Math.round(expected.price * 10_000) / 100,
        marketEndDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
    }
    // Marta holds the only position on each: her bet moved the price up from 50 cents.
    expect(open?.currentPrice).toBeGreaterThan(50);
    expect(open?.currentValue).toBeGreaterThan(0);
  });
});

describe("transactions", () => {
  it("lists ledger movements newest first with the running balance, 10 a page", async () => {
    const page = await history.marta.api.getTransactions();
    expect(page.pagination).toEqual({
      page: 1,
      limit: 10,
      total: 9,
      totalPages: 1,
      hasMore: false,
    });
    const list = page.transactions;
    expect(list.map((transaction) => [transaction.kind, transaction.amount])).toEqual([
      ["bet", -5],
      ["bet", -25],
      ["refund", 15],
      ["bet", -15],
      ["bet", -10],
      ["payout", wonPayout()],
      ["bet", -20],
      ["deposit", 200],
      ["signup_credit", 10],
    ]);
    expect(list[0]?.balanceAfter).toBe((await history.marta.api.getMe()).balance);
    expect(list.at(-1)?.balanceAfter).toBe(10);
    list.slice(0, -1).forEach((transaction, index) => {
      const older = list[index + 1];
      expect(Math.round((transaction.balanceAfter - transaction.amount) * 100)).toBe(
        Math.round((older?.balanceAfter ?? 0) * 100),
      );
    });
    expect(list[5]).toMatchObject({
      pollId: history.markets.won.id,
      description: "Ganancia en «¿Ganará Ana?»",
    });
    expect(list[6]).toMatchObject({
      pollId: history.markets.won.id,
      description: "Apuesta en «¿Ganará Ana?»",
    });
    expect(list[8]).toMatchObject({ pollId: null, description: "Crédito de bienvenida" });
    expect(utcDay(new Date(list[6]?.createdAt ?? ""))).toBe(utcDay(history.at.wonBet));
  });

  it("speaks the request's language and pages", async () => {
    const english = await server
      .client(history.marta.token, "en")
      .getTransactions({ limit: 4, page: 2 });
    expect(english.pagination).toEqual({
      page: 2,
      limit: 4,
      total: 9,
      totalPages: 3,
      hasMore: true,
    });
    expect(english.transactions.map((transaction) => transaction.description)).toEqual([
      "Bet on “Will Luis win?”",
      "Payout from “Will Ana win?”",
      "Bet on “Will Ana win?”",
      // A card deposit recorded before deposits named their card: the kind says the rest.
      "Card",
    ]);
    const last = await history.marta.api.getTransactions({ limit: 4, page: 3 });
    expect(last.transactions.map((transaction) => transaction.kind)).toEqual(["signup_credit"]);
    for (const query of [{ page: 0 }, { limit: 0 }, { limit: 101 }, { page: "x" }]) {
      const failure = await failureOf(history.marta.api.getTransactions(query as { page: number }));
      expect(failure).toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
    }
  });
});

describe("betting history", () => {
  it("lists bets newest first with status and market, 10 a page", async () => {
    const listed = await history.marta.api.getBettingHistory();
    expect(listed.pagination).toEqual({
      page: 1,
      limit: 10,
      total: 5,
      totalPages: 1,
      hasMore: false,
    });
    expect(listed.bets.map((bet) => [bet._id, bet.status])).toEqual([
      [history.bets.fresh._id, "active"],
      [history.bets.open._id, "active"],
      [history.bets.refunded._id, "refunded"],
      [history.bets.lost._id, "lost"],
      [history.bets.won._id, "won"],
    ]);
    expect(listed.bets[4]).toMatchObject({
      poll: { _id: history.markets.won.id, title: "¿Ganará Ana?" },
      payout: wonPayout(),
    });
    expect(listed.bets[3]?.payout).toBe(0);
    expect(listed.bets[2]?.payout).toBe(15);

    const english = await server
      .client(history.marta.token, "en")
      .getBettingHistory({ limit: 2, page: 3 });
    expect(english.bets).toMatchObject([
      { poll: { _id: history.markets.won.id, title: "Will Ana win?" } },
    ]);
    expect(english.pagination).toMatchObject({ page: 3, limit: 2, total: 5, hasMore: false });
  });
});
