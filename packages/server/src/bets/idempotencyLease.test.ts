import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIdempotencyStore, type Claim } from "../http/idempotency";
import { postWithKey } from "../test-utils/idempotentPost";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { placeBetBatch } from "./betBatch";
import type { PlaceBetInput, PlacedBet } from "./placeBet";
import { createTestMarket, type TestAdmin, type TestMarket } from "./test-utils/markets";
import { balanceOf, betsOf, fundUser } from "./test-utils/money";

/**
 * Idempotency-Key claims left unanswered by a process that died (DESIGN §3): a bet's answer is
 * stored in the bet's own transaction, so a claim still unanswered after the lease never placed
 * its bet and a retry may take it over; one whose bet committed answers every replay with it.
 */
let server: TestServer;
let admin: TestAdmin;
beforeAll(async () => {
  server = await startTestServer({ env: { IDEMPOTENCY_LEASE_SECONDS: "30" } });
  admin = await server.admin();
});
afterAll(() => server.close());

const BETS_PATH = "/api/v1/bets";
const silent = {
  toPoll: () => undefined,
  toUser: () => undefined,
  sessionsRevoked: () => undefined,
};

function postBet(token: string, key: string, body: unknown) {
  return postWithKey(server.baseURL, "/bets", token, key, body);
}

/** Claims a key as the request of a process that then dies would have. */
async function deadClaim(userId: string, key: string, body: unknown): Promise<Claim> {
  const claimed = await createIdempotencyStore(server.db).claim(
    `user:${userId}`,
    key,
    "POST",
    BETS_PATH,
    body,
  );
  if (!claimed.claimed) throw new Error("the key was taken already");
  return claimed.claim;
}

/** Ages a claim past the lease, as if its process had died a minute ago. */
async function age(claim: Claim): Promise<void> {
  await server.db.query(
    "UPDATE idempotency_keys SET claimed_at = now() - interval '60 seconds' WHERE scope = $1 AND key = $2",
    [claim.scope, claim.key],
  );
}

async function bettor(market: TestMarket) {
  const user = await server.signup();
  await fundUser(server, user.userId, 4_000);
  const body = { pollId: market.id, optionId: market.optionIds[0]!, amount: 10 };
  return { user, body };
}

/** The bet the dead (or slow) request was placing, with its claim, as the route builds it. */
function betInput(userId: string, market: TestMarket, claim?: Claim): PlaceBetInput {
  return {
    userId,
    pollId: market.id,
    optionId: market.optionIds[0]!,
    amountCents: 1_000,
    betLanguage: "en",
    language: "en",
    ...(claim
      ? {
          idempotency: {
            claim,
            statusCode: 201,
            answer: (placed: PlacedBet) => ({ status: "success", data: placed.bet }),
          },
        }
      : {}),
  };
}

describe("Idempotency-Key claims whose process died", () => {
  it("refuses a retry while the lease runs, then lets one take the claim over and bets once", async () => {
    const market = await createTestMarket(server, admin);
    const { user, body } = await bettor(market);
    const claim = await deadClaim(user.userId, "bet-dead-1", body);

    const early = await postBet(user.token, "bet-dead-1", body);
    expect(early).toMatchObject({
      status: 409,
      body: { code: "CONFLICT", details: { reason: "IN_PROGRESS" } },
    });
    expect(await betsOf(server, user.userId)).toBe(0);

    await age(claim);
    const retry = await postBet(user.token, "bet-dead-1", body);
    expect(retry).toMatchObject({ status: 201, replay: false, body: { status: "success" } });
    expect(await postBet(user.token, "bet-dead-1", body)).toEqual({ ...retry, replay: true });
    expect(await betsOf(server, user.userId)).toBe(1);
    expect(await balanceOf(server, user.userId)).toBe(5_000 - 1_000);
    await server.expectLedgerSound();
  });

  it("answers replays with the bet a process committed before it could answer, and bets nothing more", async () => {
    const market = await createTestMarket(server, admin);
    const { user, body } = await bettor(market);
    const claim = await deadClaim(user.userId, "bet-dead-2", body);
    // The work commits (its answer with it); the process dies before the HTTP answer goes out.
    const [outcome] = await placeBetBatch(
      { db: server.db, now: () => new Date(), realtime: silent },
      [betInput(user.userId, market, claim)],
    );
    expect(outcome?.ok).toBe(true);
    await age(claim);

    const replay = await postBet(user.token, "bet-dead-2", body);
    expect(replay).toMatchObject({ status: 201, replay: true, body: { status: "success" } });
    // The stored answer is the one the dead process built for the bet it committed.
    expect(replay.body).toEqual({
      status: "success",
      data: outcome?.ok ? outcome.value.bet : null,
    });
    expect(await betsOf(server, user.userId)).toBe(1);
    expect(await balanceOf(server, user.userId)).toBe(5_000 - 1_000);
    await server.expectLedgerSound();
  });

  it("does not let a request that outlived its lease bet after a retry took its claim over", async () => {
    const market = await createTestMarket(server, admin);
    const { user, body } = await bettor(market);
    const other = await bettor(market);
    const slow = await deadClaim(user.userId, "bet-slow", body);
    await age(slow);
    const retry = await postBet(user.token, "bet-slow", body);
    expect(retry.status).toBe(201);

    // The slow request's bet now reaches its transaction, batched with someone else's bet.
    const outcomes = await placeBetBatch(
      { db: server.db, now: () => new Date(), realtime: silent },
      [betInput(user.userId, market, slow), betInput(other.user.userId, market)],
    );
    expect(outcomes[0]).toMatchObject({
      ok: false,
      error: { statusCode: 409, code: "CONFLICT", details: { reason: "IN_PROGRESS" } },
    });
    expect(outcomes[1]?.ok).toBe(true);
    expect(await betsOf(server, user.userId)).toBe(1);
    expect(await betsOf(server, other.user.userId)).toBe(1);
    expect(await postBet(user.token, "bet-slow", body)).toEqual({ ...retry, replay: true });
    await server.expectLedgerSound();
  });

  it("lets exactly one of several concurrent retries take a stale claim over", async () => {
    const market = await createTestMarket(server, admin);
    const { user, body } = await bettor(market);
    const claim = await deadClaim(user.userId, "bet-dead-3", body);
    await age(claim);

    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postBet(user.token, "bet-dead-3", body)),
    );
    const ran = answers.filter((answer) => answer.status === 201 && !answer.replay);
    expect(ran).toHaveLength(1);
    for (const answer of answers.filter((a) => a !== ran[0])) {
      if (answer.status === 201) expect(answer).toEqual({ ...ran[0], replay: true });
      else {
        expect(answer).toMatchObject({
          status: 409,
          body: { code: "CONFLICT", details: { reason: "IN_PROGRESS" } },
        });
      }
    }
    expect(await betsOf(server, user.userId)).toBe(1);
    expect(await balanceOf(server, user.userId)).toBe(5_000 - 1_000);
    await server.expectLedgerSound();
  });
});
