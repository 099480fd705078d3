import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pollBody, predictionBody } from "../markets/test-utils/marketFixtures";
import { startTestServer, type TestServer } from "../test-utils/testServer";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("GET /stats", () => {
  it("counts open and resolved markets, volume, bets, votes and distinct traders, for anyone", async () => {
    const visitor = server.client();
    const before = await visitor.getPlatformStats();

    const admin = await server.admin();
    const ana = await server.signup({ name: "Ana Cifras" });
    const bruno = await server.signup({ name: "Bruno Cifras" });
    const market = await admin.api.createPoll(predictionBody({ yesPrice: 50, noPrice: 50 }));
    const poll = await admin.api.createPoll(pollBody());
    const [yes, no] = market.options;
    const [first] = poll.options;
    if (!yes || !no || !first) throw new Error("the fixtures have options");
    await ana.api.placeBet({ pollId: market._id, optionId: yes._id, amount: 5 });
    await ana.api.placeBet({ pollId: market._id, optionId: no._id, amount: 5 });
    await bruno.api.votePoll({ pollId: poll._id, optionId: first._id });

    const during = await visitor.getPlatformStats();
    expect(during.activeMarkets).toBe(before.activeMarkets + 2);
    expect(during.bets).toBe(before.bets + 2);
    expect(during.votes).toBe(before.votes + 1);
    expect(during.totalVolume).toBeCloseTo(before.totalVolume + 10, 2);
    // Ana bet twice and Bruno voted: two new traders, not three.
    expect(during.traders).toBe(before.traders + 2);

    await admin.api.resolvePoll({ pollId: market._id, winnerId: yes._id });
    const after = await visitor.getPlatformStats();
    expect(after.activeMarkets).toBe(during.activeMarkets - 1);
    expect(after.resolvedMarkets).toBe(during.resolvedMarkets + 1);
    await server.expectLedgerSound();
  });
});
