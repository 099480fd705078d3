import type { User } from "@pulso/core";
import { sampleBet, sampleUser } from "@pulso/core/testing";
import { describe, expect, it, vi } from "vitest";
import { pulsoKeys } from "../cache/queryKeys";
import { createFakeApi, success } from "../test-utils/fakeApi";
import { startSignedIn } from "../test-utils/signedIn";

const BET = {
  pollId: "m_1",
  optionId: "o_yes",
  amount: 5,
  language: "es" as const,
  maxPrice: 64.2,
};

async function setup() {
  const api = createFakeApi();
  const pulso = await startSignedIn(api, sampleUser({ balance: 10 }));
  const balance = () => pulso.queryClient.getQueryData<User>(pulsoKeys.currentUser)?.balance;
  return { api, pulso, balance };
}

describe("pulso.bets", () => {
  it("placeBet sends the body with its maxPrice and Idempotency-Key, and writes the new balance into the session", async () => {
    const { api, pulso, balance } = await setup();
    api.on("POST", "/bets", success({ bet: sampleBet(), balance: 5 }));

    const placed = await pulso.bets.placeBet(BET, { idempotencyKey: "bet-1" });

    expect(placed).toEqual({ bet: sampleBet(), balance: 5 });
    const [post] = api.calls("POST", "/bets");
    expect(post?.body).toEqual(BET);
    expect(post?.headers.get("idempotency-key")).toBe("bet-1");
    expect(balance()).toBe(5);
    expect(pulso.session.store.getState().user?.balance).toBe(5);
    // The balance came with the answer: the user is not fetched again.
    expect(api.calls("GET", "/auth/session")).toHaveLength(1);
  });

  it("placeBet refreshes the user's bets and the dashboard: fresh on screen when it resolves, stale elsewhere", async () => {
    const { api, pulso } = await setup();
    const before = sampleBet({ _id: "b_old" });
    const placedBet = sampleBet({ _id: "b_new" });
    // The dashboard's positions: a bet with its market's current price and value.
    const active = (bet: typeof before) => ({
      ...bet,
      currentPrice: 64,
      currentValue: 5.1,
      marketEndDate: "2026-12-01T00:00:00.000Z",
    });
    api.on("GET", "/bets/my-bets", success({ bets: [before] }));
    api.on("GET", "/dashboard/active-bets", success({ bets: [active(before)] }));
    let position: unknown;
    let positions: unknown;
    const stops = [
      pulso.watch(pulso.queries.myBets({ pollId: "m_1" }), (result) => {
        position = result.data;
      }),
      pulso.watch(pulso.queries.activeBets(), (result) => {
        positions = result.data;
      }),
    ];
    await vi.waitFor(() => expect(position).toBeDefined());
    await vi.waitFor(() => expect(positions).toBeDefined());
    // The transactions list was seen earlier but is not on screen now.
    pulso.queryClient.setQueryData(pulsoKeys.transactionList({ page: 1 }), { transactions: [] });
    api.on("GET", "/bets/my-bets", success({ bets: [before, placedBet] }));
    api.on("GET", "/dashboard/active-bets", success({ bets: [active(before), active(placedBet)] }));
    api.on("POST", "/bets", success({ bet: placedBet, balance: 5 }));

    await pulso.bets.placeBet(BET, { idempotencyKey: "bet-3" });

    // Already fresh when the bet resolves: "your position" and the dashboard show the new bet.
    expect(pulso.queryClient.getQueryData(pulsoKeys.myBetList({ pollId: "m_1" }))).toEqual([
      before,
      placedBet,
    ]);
    expect(pulso.queryClient.getQueryData(pulsoKeys.activeBets)).toEqual([
      active(before),
      active(placedBet),
    ]);
    expect(api.calls("GET", "/bets/my-bets")).toHaveLength(2);
    expect(api.calls("GET", "/dashboard/active-bets")).toHaveLength(2);
    // Off screen: marked stale, refetched when next shown, not fetched now.
    expect(
      pulso.queryClient.getQueryState(pulsoKeys.transactionList({ page: 1 }))?.isInvalidated,
    ).toBe(true);
    expect(api.calls("GET", "/dashboard/transactions")).toHaveLength(0);
    for (const stop of stops) stop();
  });

  it("a PRICE_MOVED refusal rejects with the fresh quote and leaves the balance alone", async () => {
    const { api, pulso, balance } = await setup();
    const quote = { optionId: "o_yes", amount: 5, averagePrice: 70.5, potentialReturn: 7.09 };
    api.on("POST", "/bets", {
      status: 409,
      body: { status: "fail", code: "PRICE_MOVED", message: "Price moved", details: { quote } },
    });

    await expect(pulso.bets.placeBet(BET, { idempotencyKey: "bet-2" })).rejects.toMatchObject({
      code: "PRICE_MOVED",
      details: { quote },
    });
    expect(balance()).toBe(10);
    // Nothing changed: nothing is refetched.
    expect(api.calls("GET", "/bets/my-bets")).toHaveLength(0);
  });
});
