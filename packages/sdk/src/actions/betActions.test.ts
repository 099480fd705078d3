import type { User } from "@pulso/core";
import { sampleBet, sampleUser } from "@pulso/core/testing";
import { describe, expect, it } from "vitest";
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
  });
});
