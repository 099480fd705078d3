import { createHash } from "node:crypto";
import type { PixelPayTransaction } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceOf, moneySnapshot } from "../bets/test-utils/money";
import { createIdempotencyStore } from "../http/idempotency";
import { failureOf } from "../test-utils/failureOf";
import { postWithKey } from "../test-utils/idempotentPost";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { chargeFingerprint, keepChargeAnswer } from "./chargeIdempotency";
import { depositPostings, testCard } from "./test-utils/cards";

/**
 * The sandbox charge call honours Idempotency-Key (DESIGN §3, §9): when a charge's answer is
 * lost and the client retries it with the same key, the reader is charged once, and the record
 * the retry gets credits once.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { IDEMPOTENCY_LEASE_SECONDS: "30" } });
});
afterAll(async () => {
  try {
    await server.expectLedgerSound();
  } finally {
    await server.close();
  }
});

type User = Awaited<ReturnType<TestServer["signup"]>>;

function postCharge(user: User, key: string, body: unknown) {
  return postWithKey(server.baseURL, "/payments/sandbox/charge", user.token, key, body);
}

/** The record an approved charge answered. */
function recordOf(answer: Awaited<ReturnType<typeof postCharge>>): PixelPayTransaction {
  return (answer.body.data as { transaction: PixelPayTransaction }).transaction;
}

/** Posts every record to /deposits (twice each), as a client holding them all might. */
async function creditAll(user: User, records: PixelPayTransaction[]): Promise<void> {
  for (const record of [...records, ...records]) {
    await user.api.createDeposit({
      userId: user.userId,
      amount: record.amount,
      pixelPayTransaction: record,
    });
  }
}

/** The transaction ids of the user's deposits, as the deposits page lists them. */
async function depositedTransactions(user: User): Promise<string[]> {
  const { deposits } = await user.api.listDeposits();
  return deposits.map((deposit) => deposit.pixelPayTransaction?.transactionId ?? "");
}

describe("Idempotency-Key on the sandbox charge call", () => {
  it("answers a retry with the same record, so crediting both answers credits once", async () => {
    const user = await server.signup();
    const before = await balanceOf(server, user.userId);
    const card = testCard({ amount: 40 });

    const first = await user.api.chargeSandboxCard(card, { idempotencyKey: "charge-retry-1" });
    const retry = await user.api.chargeSandboxCard(card, { idempotencyKey: "charge-retry-1" });
    expect(retry).toEqual(first);
    expect(await postCharge(user, "charge-retry-1", card)).toMatchObject({
      status: 200,
      replay: true,
      body: { data: { transaction: first } },
    });

    await creditAll(user, [first, retry]);
    expect(await balanceOf(server, user.userId)).toBe(before + 4_000);
    expect(await depositedTransactions(user)).toEqual([first.transactionId]);
  });

  it("still charges anew for each call without a key", async () => {
    const user = await server.signup();
    const first = await user.api.chargeSandboxCard(testCard());
    const second = await user.api.chargeSandboxCard(testCard());
    expect(second.transactionId).not.toBe(first.transactionId);
  });

  it("refuses the same key with another body, changing nothing", async () => {
    const user = await server.signup();
    const card = testCard({ amount: 20 });
    const first = recordOf(await postCharge(user, "charge-mismatch", card));
    const before = await moneySnapshot(server);

    for (const other of [testCard({ amount: 21 }), testCard({ cardNumber: "5555555555554444" })]) {
      expect(await postCharge(user, "charge-mismatch", other)).toMatchObject({
        status: 409,
        replay: false,
        body: { status: "fail", code: "IDEMPOTENCY_CONFLICT" },
      });
    }
    expect(await moneySnapshot(server)).toEqual(before);
    expect(recordOf(await postCharge(user, "charge-mismatch", card))).toEqual(first);
  });

  it("keeps keys per user: another user's same key gets their own charge", async () => {
    const ana = await server.signup();
    const ben = await server.signup();
    const card = testCard({ amount: 15 });
    const anas = recordOf(await postCharge(ana, "charge-shared-key", card));
    const bens = await postCharge(ben, "charge-shared-key", card);
    expect(bens).toMatchObject({ status: 200, replay: false });
    expect(recordOf(bens).transactionId).not.toBe(anas.transactionId);

    await creditAll(ben, [recordOf(bens)]);
    expect(await depositedTransactions(ben)).toEqual([recordOf(bens).transactionId]);
    expect(await depositedTransactions(ana)).toEqual([]);
  });

  it("replays a declined charge as the same decline", async () => {
    const user = await server.signup();
    const card = testCard({ cardNumber: "4000000000000002" });
    const first = await failureOf(
      user.api.chargeSandboxCard(card, { idempotencyKey: "charge-declined" }),
    );
    expect(first).toMatchObject({ status: 402, code: "CARD_DECLINED" });
    const replay = await postCharge(user, "charge-declined", card);
    expect(replay).toMatchObject({ status: 402, replay: true, body: { code: "CARD_DECLINED" } });
    expect(replay.body.details).toEqual(first.details);
  });

  it("charges once for five identical requests sent at once", async () => {
    const user = await server.signup();
    const before = await balanceOf(server, user.userId);
    const card = testCard({ amount: 35 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postCharge(user, "charge-concurrent", card)),
    );
    // The others either waited for the first's answer or were told it is still running.
    for (const answer of answers.filter((one) => one.status !== 200)) {
      expect(answer).toMatchObject({ status: 409, body: { code: "CONFLICT" } });
    }
    const settled = await postCharge(user, "charge-concurrent", card);
    const records = [...answers.filter((one) => one.status === 200), settled].map(recordOf);
    expect(new Set(records.map((record) => record.transactionId)).size).toBe(1);

    await creditAll(user, records);
    expect(await balanceOf(server, user.userId)).toBe(before + 3_500);
    expect(await depositedTransactions(user)).toEqual([records[0]?.transactionId]);
  });

  it("refuses a malformed key without charging", async () => {
    const user = await server.signup();
    const postings = await depositPostings(server);
    expect(await postCharge(user, "not a key!", testCard())).toMatchObject({
      status: 400,
      body: { code: "VALIDATION_FAILED", details: { issues: [{ path: "Idempotency-Key" }] } },
    });
    expect(await depositPostings(server)).toEqual(postings);
  });

  it("never stores a plain digest of the card data with the key", async () => {
    const user = await server.signup();
    const card = testCard();
    await postCharge(user, "charge-digest", card);
    const { rows } = await server.db.query<{ body_hash: string; response: unknown }>(
      "SELECT body_hash, response FROM idempotency_keys WHERE scope = $1 AND key = $2",
      [`user:${user.userId}`, "charge-digest"],
    );
    const plain = createHash("sha256").update(JSON.stringify(card)).digest("hex");
    expect(rows[0]?.body_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.body_hash).not.toBe(plain);
    expect(JSON.stringify(rows[0]?.response)).not.toContain("4242424242424242");
  });
});

describe("charge claims whose process died", () => {
  /** Claims the key for this body as a charge whose process then died would have. */
  async function deadClaim(user: User, key: string, body: unknown) {
    const claimed = await createIdempotencyStore(server.db).claim(
      `user:${user.userId}`,
      key,
      "POST",
      "/api/v1/payments/sandbox/charge",
      chargeFingerprint(server.config.CARD_SANDBOX_SECRET, body),
    );
    if (!claimed.claimed) throw new Error("expected a fresh claim");
    return claimed.claim;
  }

  it("refuses a retry during the lease, then lets it charge once", async () => {
    const user = await server.signup();
    const before = await balanceOf(server, user.userId);
    const card = testCard({ amount: 12 });
    const claim = await deadClaim(user, "charge-dead", card);

    expect(await postCharge(user, "charge-dead", card)).toMatchObject({
      status: 409,
      body: { code: "CONFLICT", details: { reason: "IN_PROGRESS" } },
    });
    await server.db.query(
      "UPDATE idempotency_keys SET claimed_at = now() - interval '60 seconds' WHERE scope = $1 AND key = $2",
      [claim.scope, claim.key],
    );
    const retry = await postCharge(user, "charge-dead", card);
    expect(retry).toMatchObject({ status: 200, replay: false, body: { status: "success" } });
    const replay = await postCharge(user, "charge-dead", card);
    expect(replay).toEqual({ ...retry, replay: true });

    await creditAll(user, [recordOf(retry), recordOf(replay)]);
    expect(await balanceOf(server, user.userId)).toBe(before + 1_200);
  });

  it("drops the record of a holder whose claim a retry took over", async () => {
    const user = await server.signup();
    const claim = await deadClaim(user, "charge-taken-over", testCard());
    await server.db.query(
      "UPDATE idempotency_keys SET claim_token = 'the retry' WHERE scope = $1 AND key = $2",
      [claim.scope, claim.key],
    );
    await expect(
      keepChargeAnswer(server.db, claim, { transaction: "never released" }),
    ).rejects.toMatchObject({ statusCode: 409, code: "CONFLICT" });
    const { rows } = await server.db.query<{ status_code: number | null }>(
      "SELECT status_code FROM idempotency_keys WHERE scope = $1 AND key = $2",
      [claim.scope, claim.key],
    );
    expect(rows).toEqual([{ status_code: null }]);
  });
});
