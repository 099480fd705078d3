import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postWithKey } from "../test-utils/idempotentPost";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { createTestMarket, type TestAdmin } from "./test-utils/markets";
import { balanceOf, betsOf, fundUser, moneySnapshot } from "./test-utils/money";
import { failureOf } from "../test-utils/failureOf";

let server: TestServer;
let admin: TestAdmin;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.close());

function postBet(token: string, key: string, body: unknown) {
  return postWithKey(server.baseURL, "/bets", token, key, body);
}

describe("Idempotency-Key on POST /bets", () => {
  it("places one bet for sequential replays and answers each with the first response", async () => {
    const market = await createTestMarket(server, admin);
    const user = await server.signup();
    await fundUser(server, user.userId, 4_000);
    const body = { pollId: market.id, optionId: market.optionIds[0]!, amount: 10 };

    const first = await postBet(user.token, "bet-seq-1", body);
    expect(first).toMatchObject({ status: 201, replay: false, body: { status: "success" } });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const again = await postBet(user.token, "bet-seq-1", body);
      expect(again).toEqual({ ...first, replay: true });
    }
    expect(await betsOf(server, user.userId)).toBe(1);
    expect(await balanceOf(server, user.userId)).toBe(4_000);

    // Through the api-client too.
    const viaClient = await user.api.placeBet(body, { idempotencyKey: "bet-seq-1" });
    expect({ status: "success", data: viaClient }).toEqual(first.body);
    await server.expectLedgerSound();
  });

  it("replays the same body with its keys in another order", async () => {
    const market = await createTestMarket(server, admin);
    const user = await server.signup();
    await fundUser(server, user.userId, 4_000);
    const optionId = market.optionIds[0]!;

    const first = await postBet(user.token, "bet-key-order", {
      pollId: market.id,
      optionId,
      amount: 10,
    });
    expect(first).toMatchObject({ status: 201, replay: false });
    const reordered = await postBet(user.token, "bet-key-order", {
      amount: 10,
      optionId,
      pollId: market.id,
    });
    expect(reordered).toEqual({ ...first, replay: true });
    expect(await betsOf(server, user.userId)).toBe(1);
    await server.expectLedgerSound();
  });

  it("places one bet when the same request arrives many times at once", async () => {
    const market = await createTestMarket(server, admin);
    const user = await server.signup();
    await fundUser(server, user.userId, 4_000);
    const body = { pollId: market.id, optionId: market.optionIds[1]!, amount: 25 };

    const answers = await Promise.all(
      Array.from({ length: 12 }, () => postBet(user.token, "bet-burst", body)),
    );
    const successes = answers.filter((answer) => answer.status === 201);
    expect(successes.length).toBeGreaterThanOrEqual(1);
    for (const success of successes) expect(success.body).toEqual(successes[0]?.body);
    // A request that arrives while the first is still running is told so, and changes nothing.
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer).toMatchObject({
        status: 409,
        body: { code: "CONFLICT", details: { reason: "IN_PROGRESS" } },
      });
    }
    const settled = await postBet(user.token, "bet-burst", body);
    expect(settled).toEqual({ ...successes[0], replay: true });
    expect(await betsOf(server, user.userId)).toBe(1);
    expect(await balanceOf(server, user.userId)).toBe(5_000 - 2_500);
    const postings = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transactions WHERE user_id = $1 AND kind = 'bet'",
      [user.userId],
    );
    expect(postings.rows[0]?.n).toBe(1);
    await server.expectLedgerSound();
  });

  it("refuses the same key with another body (409 IDEMPOTENCY_CONFLICT) and changes nothing", async () => {
    const market = await createTestMarket(server, admin);
    const user = await server.signup();
    await fundUser(server, user.userId, 4_000);
    const body = { pollId: market.id, optionId: market.optionIds[0]!, amount: 10 };
    await postBet(user.token, "bet-conflict", body);

    const before = await moneySnapshot(server);
    for (const other of [
      { ...body, amount: 11 },
      { ...body, optionId: market.optionIds[1] },
      { ...body, language: "es" },
    ]) {
      const answer = await postBet(user.token, "bet-conflict", other);
      expect(answer).toMatchObject({ status: 409, body: { code: "IDEMPOTENCY_CONFLICT" } });
    }
    const viaClient = await failureOf(
      user.api.placeBet(
        { pollId: market.id, optionId: market.optionIds[0]!, amount: 12 },
        { idempotencyKey: "bet-conflict" },
      ),
    );
    expect(viaClient).toMatchObject({ status: 409, code: "IDEMPOTENCY_CONFLICT" });
    expect(await moneySnapshot(server)).toEqual(before);

    // Keys belong to their user: another user's identical key is a new request.
    const other = await server.signup();
    const theirs = await postBet(other.token, "bet-conflict", body);
    expect(theirs.status).toBe(201);
    await server.expectLedgerSound();
  });

  it("keeps a refusal final for its key, and a bad key is a 400", async () => {
    const market = await createTestMarket(server, admin);
    const user = await server.signup();
    const body = { pollId: market.id, optionId: market.optionIds[0]!, amount: 50 };
    const refused = await postBet(user.token, "bet-poor", body);
    expect(refused).toMatchObject({ status: 400, body: { code: "INSUFFICIENT_FUNDS" } });
    await fundUser(server, user.userId, 10_000);
    expect(await postBet(user.token, "bet-poor", body)).toEqual({ ...refused, replay: true });
    expect(await betsOf(server, user.userId)).toBe(0);

    const bad = await postBet(user.token, "not a valid key!", body);
    expect(bad).toMatchObject({ status: 400, body: { code: "VALIDATION_FAILED" } });
    expect(await betsOf(server, user.userId)).toBe(0);
    await server.expectLedgerSound();
  });
});
