import { sampleMarket, sampleUser } from "@pulso/core/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { observe } from "../test-utils/observe";
import { createQueryClient } from "./createQueryClient";
import { createInvalidationScheduler, INVALIDATION_MAX_WAIT_MS } from "./invalidation";
import { pulsoKeys } from "./queryKeys";

const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

function setup() {
  const queryClient = createQueryClient();
  const onError = vi.fn();
  const scheduler = createInvalidationScheduler({ queryClient, onError });
  return { queryClient, scheduler, onError };
}

describe("createInvalidationScheduler", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("collapses many invalidations into one refetch 500 ms after the last", async () => {
    const { queryClient, scheduler } = setup();
    const poll = observe(queryClient, pulsoKeys.poll("m_1"), sampleMarket());
    for (let index = 0; index < 50; index += 1) scheduler.schedule("polls");
    await tick(300);
    scheduler.schedule("polls");
    await tick(499);
    expect(poll).not.toHaveBeenCalled();
    await tick(1);
    expect(poll).toHaveBeenCalledTimes(1);
    await tick(10_000);
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it("debounces each group on its own", async () => {
    const { queryClient, scheduler } = setup();
    const poll = observe(queryClient, pulsoKeys.poll("m_1"), sampleMarket());
    const user = observe(queryClient, pulsoKeys.currentUser, sampleUser());
    const history = observe(queryClient, pulsoKeys.bettingHistoryList(), { bets: [] });
    const transactions = observe(queryClient, pulsoKeys.transactionList(), { transactions: [] });
    const active = observe(queryClient, pulsoKeys.activeBets, []);
    scheduler.schedule("polls");
    await tick(400);
    scheduler.schedule("currentUser");
    scheduler.schedule("bettingHistory");
    scheduler.schedule("transactions");
    scheduler.schedule("activeBets");
    await tick(100);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(user).not.toHaveBeenCalled();
    await tick(400);
    expect([user, history, transactions, active].map((fn) => fn.mock.calls.length)).toEqual([
      1, 1, 1, 1,
    ]);
  });

  it("refreshes a busy group at the latest 5 s after its first event", async () => {
    const { queryClient, scheduler } = setup();
    const poll = observe(queryClient, pulsoKeys.poll("m_1"), sampleMarket());
    for (let elapsed = 0; elapsed < INVALIDATION_MAX_WAIT_MS; elapsed += 250) {
      scheduler.schedule("polls");
      await tick(250);
    }
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it("marks unobserved queries stale without fetching them, except the current user", async () => {
    const { queryClient, scheduler } = setup();
    queryClient.setQueryData(pulsoKeys.poll("m_2"), sampleMarket({ _id: "m_2" }));
    const userFn = vi.fn(async () => sampleUser({ balance: 99 }));
    await queryClient.fetchQuery({ queryKey: pulsoKeys.currentUser, queryFn: userFn });
    scheduler.schedule("polls");
    scheduler.schedule("currentUser");
    await tick(500);
    expect(queryClient.getQueryState(pulsoKeys.poll("m_2"))?.isInvalidated).toBe(true);
    expect(userFn).toHaveBeenCalledTimes(2);
  });

  it("can flush, refresh at once, or cancel", async () => {
    const { queryClient, scheduler } = setup();
    const poll = observe(queryClient, pulsoKeys.poll("m_1"), sampleMarket());
    scheduler.schedule("polls");
    scheduler.flush();
    await tick();
    expect(poll).toHaveBeenCalledTimes(1);
    await scheduler.invalidateNow("polls");
    expect(poll).toHaveBeenCalledTimes(2);
    scheduler.schedule("polls");
    scheduler.cancel();
    await tick(1000);
    expect(poll).toHaveBeenCalledTimes(2);
  });
});
