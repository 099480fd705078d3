import type { Market, User } from "@pulso/core";
import {
  sampleBet,
  sampleMarket,
  samplePagination,
  samplePriceHistory,
  sampleUser,
} from "@pulso/core/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../cache/createQueryClient";
import { createInvalidationScheduler } from "../cache/invalidation";
import { pulsoKeys } from "../cache/queryKeys";
import { createI18n } from "../i18n/createI18n";
import { createSinkRelay, type PulsoToast } from "../sink";
import { observe } from "../test-utils/observe";
import { sampleDeposit, sampleWithdrawal } from "../test-utils/paymentSamples";
import type { RealtimeEventMessage } from "./createRealtimeClient";
import { createRealtimeEffects } from "./realtimeEffects";

const AT = "2026-11-03T18:00:00.000Z";
const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

function setup() {
  const queryClient = createQueryClient();
  const i18n = createI18n("es");
  const toasts: PulsoToast[] = [];
  const sink = createSinkRelay({ toast: (toast) => toasts.push(toast) });
  const invalidation = createInvalidationScheduler({ queryClient, onError: vi.fn() });
  const effects = createRealtimeEffects({ queryClient, invalidation, i18n, sink });
  const open = new Set<string>();
  const handle = (message: RealtimeEventMessage) =>
    effects.handle(message, { isWatched: (id) => open.has(id) });
  /** Signs a reader in (the session's user in the cache). */
  const signIn = () => queryClient.setQueryData(pulsoKeys.currentUser, sampleUser());
  return { queryClient, i18n, toasts, handle, effects, open, signIn };
}

const pricesUpdate = (yes: number, volume = 1500, pollId = "m_1"): RealtimeEventMessage => ({
  event: "poll_updated",
  pollId,
  prices: { o_yes: yes, o_no: 100 - yes },
  volume,
  at: AT,
});

/** The same update, as the server tells it again to a new subscriber. */
const replayed = (yes: number, volume: number): RealtimeEventMessage => ({
  event: "poll_updated",
  pollId: "m_1",
  prices: { o_yes: yes, o_no: 100 - yes },
  volume,
  at: AT,
  replayed: true,
});

describe("createRealtimeEffects", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("poll_updated writes the prices into every cached copy at once and toasts 'Market Updated!' on the open market", () => {
    const { queryClient, toasts, handle, open, signIn } = setup();
    signIn();
    open.add("m_1");
    queryClient.setQueryData(pulsoKeys.poll("m_1"), sampleMarket());
    queryClient.setQueryData(pulsoKeys.pollList(), {
      polls: [sampleMarket({ _id: "m_2" }), sampleMarket()],
      pagination: { page: 1, limit: 12, total: 2, totalPages: 1, hasMore: false },
    });
    queryClient.setQueryData(pulsoKeys.similarPolls("m_9"), [sampleMarket()]);
    const history = samplePriceHistory();
    queryClient.setQueryData(pulsoKeys.priceHistory("m_1"), history);

    handle(pricesUpdate(64));

    const detail = queryClient.getQueryData<Market>(pulsoKeys.poll("m_1"));
    expect(detail?.options.map((option) => [option.price, option.percentage])).toEqual([
      [64, 64],
      [36, 36],
    ]);
    expect(detail?.volume).toBe(1500);
    const list = queryClient.getQueryData<{ polls: Market[] }>(pulsoKeys.pollList());
    expect(list?.polls[1]?.options[0]?.price).toBe(64);
    expect(list?.polls[0]?.options[0]?.price).toBe(60);
    expect(queryClient.getQueryData<Market[]>(pulsoKeys.similarPolls("m_9"))?.[0]?.volume).toBe(
      1500,
    );
    expect(queryClient.getQueryData(pulsoKeys.priceHistory("m_1"))).toBe(history);

    expect(toasts).toEqual([
      {
        id: "poll_updated:m_1",
        variant: "info",
        title: "¡Mercado actualizado!",
        description: "Los datos del mercado se actualizaron automáticamente",
        durationMs: 4000,
        source: "poll_updated",
      },
    ]);
  });

  it("a replayed poll_updated (told to a new subscriber) refreshes only when it moves a price held here, and never toasts", async () => {
    const { queryClient, toasts, handle, open, signIn } = setup();
    signIn();
    open.add("m_1");
    // The market as the page loaded it: 60¢ and this volume.
    const market = sampleMarket();
    const detail = observe(queryClient, pulsoKeys.poll("m_1"), market);
    handle(replayed(60, market.volume));
    await tick(500);
    expect(queryClient.getQueryData(pulsoKeys.poll("m_1"))).toBe(market);
    expect(detail).not.toHaveBeenCalled();
    // The page loaded the market before that trade: its prices move, and it refreshes.
    handle(replayed(61, market.volume + 5));
    expect(queryClient.getQueryData<Market>(pulsoKeys.poll("m_1"))?.options[0]?.price).toBe(61);
    await tick(500);
    expect(detail).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([]);
  });

  it("a live poll_updated with the prices held here (the market's status changed) still refreshes it", async () => {
    const { queryClient, handle } = setup();
    const market = sampleMarket();
    const detail = observe(queryClient, pulsoKeys.poll("m_1"), market);
    handle(pricesUpdate(60, market.volume));
    await tick(500);
    expect(detail).toHaveBeenCalledTimes(1);
  });

  it("poll_updated never toasts for a signed-out visitor, even on the open market, but still refreshes", async () => {
    const { queryClient, toasts, handle, open } = setup();
    open.add("m_1");
    const detail = observe(queryClient, pulsoKeys.poll("m_1"), sampleMarket());
    handle(pricesUpdate(64));
    expect(queryClient.getQueryData<Market>(pulsoKeys.poll("m_1"))?.options[0]?.price).toBe(64);
    await tick(500);
    expect(detail).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([]);
  });

  it("poll_updated refreshes the pushed market's own reads and the lists, not every market on screen", async () => {
    const { queryClient, handle } = setup();
    const page = {
      polls: [sampleMarket(), sampleMarket({ _id: "m_2" })],
      pagination: samplePagination(2),
    };
    const list = observe(queryClient, pulsoKeys.pollList(), page);
    const pushed = observe(queryClient, pulsoKeys.poll("m_1"), sampleMarket());
    const pushedHistory = observe(
      queryClient,
      pulsoKeys.priceHistory("m_1", "1w"),
      samplePriceHistory(),
    );
    const other = observe(queryClient, pulsoKeys.poll("m_2"), sampleMarket({ _id: "m_2" }));
    const otherHistory = observe(
      queryClient,
      pulsoKeys.priceHistory("m_2", "1w"),
      samplePriceHistory(),
    );

    handle(pricesUpdate(64));
    handle(pricesUpdate(65));
    await tick(500);

    // One debounced refresh for the burst: the pushed market and the list, nothing of m_2.
    expect(pushed).toHaveBeenCalledTimes(1);
    expect(pushedHistory).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    expect(otherHistory).not.toHaveBeenCalled();
  });

  it("poll_updated toasts a signed-in reader only for a market open or held, the rest silently", () => {
    const { queryClient, toasts, handle, signIn } = setup();
    signIn();
    const update = (pollId: string) => handle(pricesUpdate(55, 1500, pollId));
    update("m_1");
    expect(toasts).toEqual([]);
    // An active bet in any cached list of the reader's own bets is a position.
    queryClient.setQueryData(pulsoKeys.myBetList({ pollId: "m_1" }), [sampleBet()]);
    queryClient.setQueryData(pulsoKeys.activeBets, [sampleBet({ _id: "b_3", poll: "m_3" })]);
    queryClient.setQueryData(pulsoKeys.bettingHistoryList(), {
      bets: [sampleBet({ _id: "b_4", poll: { _id: "m_4", title: "T" }, status: "won" })],
    });
    update("m_1");
    update("m_2");
    update("m_3");
    update("m_4");
    expect(toasts.map((toast) => toast.id)).toEqual(["poll_updated:m_1", "poll_updated:m_3"]);
  });

  it("poll_updated toasts at most once a minute per market", async () => {
    const { toasts, handle, open, signIn } = setup();
    signIn();
    open.add("m_1");
    open.add("m_2");
    handle(pricesUpdate(51));
    handle(pricesUpdate(40, 1500, "m_2"));
    await tick(59_999);
    handle(pricesUpdate(52));
    expect(toasts.map((toast) => toast.id)).toEqual(["poll_updated:m_1", "poll_updated:m_2"]);
    await tick(1);
    handle(pricesUpdate(53));
    expect(toasts.map((toast) => toast.id)).toEqual([
      "poll_updated:m_1",
      "poll_updated:m_2",
      "poll_updated:m_1",
    ]);
  });

  it("poll_updated refreshes polls once, 500 ms after a burst", async () => {
    const { queryClient, handle } = setup();
    const detail = observe(queryClient, pulsoKeys.poll("m_1"), sampleMarket());
    const list = observe(queryClient, pulsoKeys.pollList({ category: "all" }), {
      polls: [],
      pagination: { page: 1, limit: 12, total: 0, totalPages: 0, hasMore: false },
    });

    handle(pricesUpdate(50));
    for (let step = 1; step < 10; step += 1) {
      await tick(100);
      handle(pricesUpdate(50 + step));
    }
    expect(detail).not.toHaveBeenCalled();
    await tick(499);
    expect(detail).not.toHaveBeenCalled();
    await tick(1);
    expect(detail).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledTimes(1);
    await tick(5000);
    expect(detail).toHaveBeenCalledTimes(1);
  });

  it("bet_placed refreshes active bets, betting history and own bets after 500 ms", async () => {
    const { queryClient, handle, toasts } = setup();
    const active = observe(queryClient, pulsoKeys.activeBets, []);
    const history = observe(queryClient, pulsoKeys.bettingHistoryList(), { bets: [] });
    const mine = observe(queryClient, pulsoKeys.myBetList({ pollId: "m_1" }), []);
    const market = observe(queryClient, pulsoKeys.poll("m_1"), sampleMarket());

    handle({ event: "bet_placed", pollId: "m_1", bet: sampleBet() });
    handle({ event: "bet_placed", pollId: "m_1", bet: sampleBet({ _id: "b_2" }) });
    await tick(500);
    expect([active, history, mine].map((fn) => fn.mock.calls.length)).toEqual([1, 1, 1]);
    expect(market).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it("dashboard_updated refreshes the dashboard but not its charts", async () => {
    const { queryClient, handle } = setup();
    const overview = observe(queryClient, pulsoKeys.dashboardOverview, {});
    const stats = observe(queryClient, pulsoKeys.dashboardStats, {});
    const transactions = observe(queryClient, pulsoKeys.transactionList(), { transactions: [] });
    const chart = observe(queryClient, pulsoKeys.chart("profit-loss"), []);

    handle({ event: "dashboard_updated", userId: "u_1" });
    await tick(500);
    expect([overview, stats, transactions, chart].map((fn) => fn.mock.calls.length)).toEqual([
      1, 1, 1, 0,
    ]);
  });

  it("poll_resolved toasts for 8 s, then refreshes chart data older than 10 minutes after 2 s", async () => {
    const { queryClient, handle, toasts } = setup();
    const oldChart = observe(queryClient, pulsoKeys.chart("profit-loss"), [], {
      updatedAt: Date.now() - 11 * 60_000,
    });
    const freshChart = observe(queryClient, pulsoKeys.chart("win-rate-trend"), [], {
      updatedAt: Date.now() - 9 * 60_000,
    });
    const market = observe(queryClient, pulsoKeys.poll("m_1"), sampleMarket());

    handle({ event: "poll_resolved", pollId: "m_1", winner: "o_yes" });
    expect(toasts).toEqual([
      expect.objectContaining({
        title: "¡Mercado resuelto!",
        durationMs: 8000,
        source: "poll_resolved",
        variant: "success",
      }),
    ]);
    await tick(1999);
    expect(oldChart).not.toHaveBeenCalled();
    await tick(1);
    expect(oldChart).toHaveBeenCalledTimes(1);
    expect(freshChart).not.toHaveBeenCalled();
    expect(market).toHaveBeenCalledTimes(1);
  });

  it("a cancellation (poll_resolved without a winner) refreshes silently: it never says 'resolved'", async () => {
    const { queryClient, handle, toasts, open, signIn } = setup();
    signIn();
    open.add("m_1");
    queryClient.setQueryData(pulsoKeys.activeBets, [sampleBet()]);
    const market = observe(queryClient, pulsoKeys.poll("m_1"), sampleMarket());
    handle({ event: "poll_resolved", pollId: "m_1", winner: null });
    await tick(500);
    expect(market).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([]);
  });

  it("balance_updated writes the balance, toasts it in dollars for 5 s and refreshes the user", async () => {
    const { queryClient, handle, toasts, i18n } = setup();
    const user = observe(queryClient, pulsoKeys.currentUser, sampleUser({ balance: 10 }), {
      next: () => sampleUser({ balance: 1234.5 }),
    });

    handle({ event: "balance_updated", userId: "u_1", newBalance: 1234.5 });
    expect(queryClient.getQueryData<User>(pulsoKeys.currentUser)?.balance).toBe(1234.5);
    expect(toasts.at(-1)).toEqual({
      id: "balance_updated",
      variant: "success",
      title: "¡Saldo actualizado!",
      description: "Tu nuevo saldo es $1,234.50",
      durationMs: 5000,
      source: "balance_updated",
    });
    i18n.setLanguage("en");
    handle({ event: "balance_updated", userId: "u_1", newBalance: 7 });
    expect(toasts.at(-1)).toMatchObject({
      title: "Balance Updated!",
      description: "Your new balance is $7.00",
    });
    await tick(500);
    expect(user).toHaveBeenCalledTimes(1);
  });

  it("balance_updated also refreshes the deposits and withdrawals on screen, once per burst", async () => {
    const { queryClient, handle } = setup();
    const deposits = observe(queryClient, pulsoKeys.depositList(), { deposits: [] });
    const withdrawals = observe(queryClient, pulsoKeys.withdrawalList("u_1"), []);
    const queue = observe(queryClient, pulsoKeys.adminWithdrawalList(), [sampleWithdrawal()]);
    const tickets = observe(queryClient, pulsoKeys.myTicketList(), { tickets: [] });

    handle({ event: "balance_updated", userId: "u_1", newBalance: 35 });
    handle({ event: "balance_updated", userId: "u_1", newBalance: 30 });
    await tick(499);
    expect(deposits).not.toHaveBeenCalled();
    await tick(1);
    expect(deposits).toHaveBeenCalledTimes(1);
    expect(withdrawals).toHaveBeenCalledTimes(1);
    expect(queue).toHaveBeenCalledTimes(1);
    expect(tickets).not.toHaveBeenCalled();
  });

  it("notification_received toasts its title and message for 5 s and refreshes the bell", async () => {
    const { queryClient, handle, toasts } = setup();
    const bell = observe(queryClient, pulsoKeys.unreadCount, 0);
    const user = observe(queryClient, pulsoKeys.currentUser, sampleUser());

    handle({
      event: "notification_received",
      userId: "u_1",
      notification: {
        _id: "n_7",
        title: "Ticket answered",
        message: "Support replied.",
        type: "warning",
      },
    });
    expect(toasts).toEqual([
      {
        id: "notification:n_7",
        variant: "warning",
        title: "Ticket answered",
        description: "Support replied.",
        durationMs: 5000,
        source: "notification_received",
      },
    ]);
    await tick(500);
    expect(bell).toHaveBeenCalledTimes(1);
    expect(user).not.toHaveBeenCalled();
  });

  it("a reply to a ticket reloads that ticket's thread and the ticket lists on screen", async () => {
    const { queryClient, handle } = setup();
    const ticket = observe(queryClient, pulsoKeys.ticket("tk_1"), { _id: "tk_1" });
    const other = observe(queryClient, pulsoKeys.ticket("tk_2"), { _id: "tk_2" });
    const mine = observe(queryClient, pulsoKeys.myTicketList(), { tickets: [] });
    handle({
      event: "notification_received",
      userId: "u_1",
      notification: {
        _id: "n_8",
        title: "New reply to your ticket",
        message: 'Support replied to "Deposit".',
        type: "info",
        actionUrl: "/support/tickets/tk_1",
      },
    });
    await tick();
    expect(ticket).toHaveBeenCalledTimes(1);
    expect(mine).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    handle({
      event: "notification_received",
      userId: "u_1",
      notification: { title: "Market", message: "m", actionUrl: "/market/m_1" },
    });
    await tick();
    expect(ticket).toHaveBeenCalledTimes(1);
  });

  it.each([
    "Crypto Deposit Successful",
    "Wallet Deposit Successful",
    // The Spanish titles the server sends (server/src/crypto/announce.ts) and the catalogue's.
    "Depósito cripto exitoso",
    "Depósito desde billetera exitoso",
  ])("a '%s' notification also refreshes the current user and the deposits", async (title) => {
    const { queryClient, handle, toasts } = setup();
    const user = observe(queryClient, pulsoKeys.currentUser, sampleUser());
    const deposits = observe(queryClient, pulsoKeys.depositList(), { deposits: [sampleDeposit()] });
    handle({
      event: "notification_received",
      userId: "u_1",
      notification: { title, message: "$25.00", type: "info" },
    });
    expect(toasts[0]).toMatchObject({ title, variant: "info" });
    await tick(500);
    expect(user).toHaveBeenCalledTimes(1);
    expect(deposits).toHaveBeenCalledTimes(1);
  });

  it("catchUp() after a reconnect refetches the markets and price history on screen at once", async () => {
    const { queryClient, effects } = setup();
    const detail = observe(queryClient, pulsoKeys.poll("m_1"), sampleMarket());
    const history = observe(queryClient, pulsoKeys.priceHistory("m_1", "1w"), samplePriceHistory());
    const list = observe(queryClient, pulsoKeys.pollList(), {
      polls: [],
      pagination: samplePagination(0),
    });
    const hidden = pulsoKeys.poll("m_2");
    queryClient.setQueryData(hidden, sampleMarket({ _id: "m_2" }));
    const bell = observe(queryClient, pulsoKeys.unreadCount, 0);

    effects.catchUp();
    await tick();
    expect(detail).toHaveBeenCalledTimes(1);
    expect(history).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledTimes(1);
    // A market no widget shows is only marked stale: the next one to show it loads it again.
    expect(queryClient.getQueryState(hidden)?.isInvalidated).toBe(true);
    // A signed-out reader has no events of their own to catch up on.
    expect(bell).not.toHaveBeenCalled();
  });

  it("catchUp() also refreshes a signed-in reader's balance, bets and bell", async () => {
    const { queryClient, effects } = setup();
    const user = observe(queryClient, pulsoKeys.currentUser, sampleUser());
    const bets = observe(queryClient, pulsoKeys.myBetList(), [sampleBet()]);
    const active = observe(queryClient, pulsoKeys.activeBets, []);
    const bell = observe(queryClient, pulsoKeys.unreadCount, 0);

    effects.catchUp();
    await tick();
    expect(user).toHaveBeenCalledTimes(1);
    expect(bets).toHaveBeenCalledTimes(1);
    expect(active).toHaveBeenCalledTimes(1);
    expect(bell).toHaveBeenCalledTimes(1);
  });

  it("dispose() cancels a pending chart refresh", async () => {
    const { queryClient, handle, effects } = setup();
    const chart = observe(queryClient, pulsoKeys.chart("all"), {}, { updatedAt: 1 });
    handle({ event: "poll_resolved", pollId: "m_1", winner: null });
    effects.dispose();
    await tick(5000);
    expect(chart).not.toHaveBeenCalled();
  });
});
