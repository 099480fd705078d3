import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceOf } from "../bets/test-utils/money";
import { createIdempotencyStore } from "../http/idempotency";
import { postWithKey } from "../test-utils/idempotentPost";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { charge, depositPostings } from "./test-utils/cards";

/**
 * A card deposit whose request claimed its Idempotency-Key and whose process then died
 * (DESIGN §3, §9): crediting is once per processor transaction id, so after the lease a retry
 * takes the claim over and credits the deposit, or answers the one the dead process credited.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { IDEMPOTENCY_LEASE_SECONDS: "30" } });
});
afterAll(() => server.close());

function postDeposit(token: string, key: string, body: unknown) {
  return postWithKey(server.baseURL, "/deposits", token, key, body);
}

/** Claims the key as a request whose process then died would have, a minute ago when `aged`. */
async function deadClaim(userId: string, key: string, body: unknown, aged: boolean) {
  const claimed = await createIdempotencyStore(server.db).claim(
    `user:${userId}`,
    key,
    "POST",
    "/api/v1/deposits",
    body,
  );
  expect(claimed.claimed).toBe(true);
  if (aged) {
    await server.db.query(
      "UPDATE idempotency_keys SET claimed_at = now() - interval '60 seconds' WHERE scope = $1 AND key = $2",
      [`user:${userId}`, key],
    );
  }
}

describe("Idempotency-Key claims of card deposits whose process died", () => {
  it("refuses a retry during the lease, then lets it credit the deposit once", async () => {
    const user = await server.signup();
    const record = await charge(user.api, { amount: 42 });
    const body = { userId: user.userId, amount: 42, pixelPayTransaction: record };
    const before = await balanceOf(server, user.userId);
    const postings = await depositPostings(server);

    await deadClaim(user.userId, "deposit-dead-1", body, false);
    expect(await postDeposit(user.token, "deposit-dead-1", body)).toMatchObject({
      status: 409,
      body: { code: "CONFLICT" },
    });
    expect(await balanceOf(server, user.userId)).toBe(before);

    await server.db.query(
      "UPDATE idempotency_keys SET claimed_at = now() - interval '60 seconds' WHERE key = $1",
      ["deposit-dead-1"],
    );
    const retry = await postDeposit(user.token, "deposit-dead-1", body);
    expect(retry).toMatchObject({ status: 200, replay: false, body: { status: "success" } });
    expect(await postDeposit(user.token, "deposit-dead-1", body)).toEqual({
      ...retry,
      replay: true,
    });
    expect(await balanceOf(server, user.userId)).toBe(before + 4_200);
    expect(await depositPostings(server)).toEqual({
      count: postings.count + 1,
      cents: postings.cents + 4_200,
    });
    await server.expectLedgerSound();
  });

  it("answers a retry with the deposit the dead process had credited, crediting nothing more", async () => {
    const user = await server.signup();
    const record = await charge(user.api, { amount: 30 });
    const body = { userId: user.userId, amount: 30, pixelPayTransaction: record };
    const before = await balanceOf(server, user.userId);
    await deadClaim(user.userId, "deposit-dead-2", body, true);
    // The dead process's work: the deposit was credited, its answer never stored.
    const credited = await user.api.createDeposit(body);

    const retry = await postDeposit(user.token, "deposit-dead-2", body);
    expect(retry).toMatchObject({ status: 200, body: { status: "success" } });
    expect(retry.body.data).toEqual({ deposit: credited.deposit, balance: (before + 3_000) / 100 });
    expect(await balanceOf(server, user.userId)).toBe(before + 3_000);
    await server.expectLedgerSound();
  });
});
