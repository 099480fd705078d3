import type { PixelPayTransaction } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceOf, moneySnapshot } from "../bets/test-utils/money";
import { failureOf } from "../test-utils/failureOf";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { charge, depositPostings, signedRecord } from "./test-utils/cards";

/**
 * Issue 8 item 3 on the card side: the processor's confirmation of one transaction delivered
 * twice — at once and long after — and its approval and decline arriving in either order. The
 * records are the sandbox processor's own (or signed with its key, for the outcomes a real charge
 * cannot produce for one id); every case ends with the ledger audit.
 */

let server: TestServer;
let clockOffsetMs = 0;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(Date.now() + clockOffsetMs) });
});
afterAll(async () => {
  try {
    await server.expectLedgerSound();
  } finally {
    await server.close();
  }
});

type Signup = Awaited<ReturnType<TestServer["signup"]>>;

/** The sandbox's declined record for the same transaction as `approved`. */
function declinedTwin(user: Signup, approved: PixelPayTransaction): PixelPayTransaction {
  return signedRecord(server, user.userId, {
    transactionId: approved.transactionId,
    amountCents: Math.round(approved.amount * 100),
    status: "declined",
    errorCode: "CARD_DECLINED",
    cardLast4: approved.cardLast4 ?? "4242",
    createdAt: new Date().toISOString(),
  });
}

/** The deposits stored for one processor transaction id, by status. */
async function depositsOf(transactionId: string): Promise<string[]> {
  const rows = await server.db.query<{ status: string }>(
    "SELECT status FROM deposits WHERE processor_transaction_id = $1 ORDER BY status",
    [transactionId],
  );
  return rows.rows.map((row) => row.status);
}

describe("a card confirmation delivered twice", () => {
  it("credits once when the same record arrives again much later, after other money moved", async () => {
    const user = await server.signup();
    const record = await charge(user.api, { amount: 25 });
    const first = await user.api.createDeposit({
      userId: user.userId,
      amount: 25,
      pixelPayTransaction: record,
    });
    const other = await charge(user.api, { amount: 11 });
    await user.api.createDeposit({ userId: user.userId, amount: 11, pixelPayTransaction: other });
    clockOffsetMs += 3 * 24 * 60 * 60_000;
    try {
      const before = await moneySnapshot(server);
      server.events.length = 0;
      const late = await user.api.createDeposit(
        { userId: user.userId, amount: 25, pixelPayTransaction: record },
        { idempotencyKey: "late-redelivery-0001" },
      );
      expect(late.deposit._id).toBe(first.deposit._id);
      expect(late.balance).toBe(10 + 25 + 11);
      expect(await moneySnapshot(server)).toEqual(before);
      expect(server.events).toEqual([]);
    } finally {
      clockOffsetMs -= 3 * 24 * 60 * 60_000;
    }
    expect(await depositsOf(record.transactionId)).toEqual(["completed"]);
    await server.expectLedgerSound();
  });

  it("credits once when the first and a late copy race other copies", async () => {
    const user = await server.signup();
    const record = await charge(user.api, { amount: 30 });
    const postings = await depositPostings(server);
    const body = { userId: user.userId, amount: 30, pixelPayTransaction: record };
    const racing = await Promise.all([
      user.api.createDeposit(body),
      user.api.createDeposit(body, { idempotencyKey: "race-copy-0001" }),
      user.api.createDeposit(body),
    ]);
    const late = await user.api.createDeposit(body, { idempotencyKey: "race-copy-0002" });
    expect(new Set([...racing, late].map((result) => result.deposit._id)).size).toBe(1);
    expect(await balanceOf(server, user.userId)).toBe(1_000 + 3_000);
    expect(await depositPostings(server)).toEqual({
      count: postings.count + 1,
      cents: postings.cents + 3_000,
    });
    await server.expectLedgerSound();
  });
});

describe("an approval and a decline for the same transaction", () => {
  it("keeps the credit when a decline arrives after the approval, and credits nothing more", async () => {
    const user = await server.signup();
    const approved = await charge(user.api, { amount: 40 });
    await user.api.createDeposit({
      userId: user.userId,
      amount: 40,
      pixelPayTransaction: approved,
    });
    const declined = declinedTwin(user, approved);
    const before = await moneySnapshot(server);

    const refusal = await failureOf(
      user.api.createDeposit({ userId: user.userId, amount: 40, pixelPayTransaction: declined }),
    );
    expect(refusal).toMatchObject({ status: 400, code: "PAYMENT_FAILED" });
    // The client reports the failure it was shown: a record of it, never a ledger movement.
    await user.api.recordFailedDeposit({
      userId: user.userId,
      amount: 40,
      errorMessage: refusal.message,
      pixelPayTransaction: declined,
    });
    const replay = await user.api.createDeposit({
      userId: user.userId,
      amount: 40,
      pixelPayTransaction: approved,
    });
    expect(replay.balance).toBe(10 + 40);
    const after = (await moneySnapshot(server)) as Record<string, unknown>;
    const earlier = before as Record<string, unknown>;
    expect(after.ledger).toEqual(earlier.ledger);
    expect(after.users).toEqual(earlier.users);
    expect(await depositsOf(approved.transactionId)).toEqual(["completed", "failed"]);
    await server.expectLedgerSound();
  });

  it("credits the approval once when it arrives after a decline of the same transaction", async () => {
    const user = await server.signup();
    const approved = await charge(user.api, { amount: 45 });
    const declined = declinedTwin(user, approved);
    const before = await moneySnapshot(server);
    const refusal = await failureOf(
      user.api.createDeposit({ userId: user.userId, amount: 45, pixelPayTransaction: declined }),
    );
    expect(refusal.code).toBe("PAYMENT_FAILED");
    await user.api.recordFailedDeposit({
      userId: user.userId,
      amount: 45,
      errorMessage: refusal.message,
      pixelPayTransaction: declined,
    });
    expect(((await moneySnapshot(server)) as Record<string, unknown>).ledger).toEqual(
      (before as Record<string, unknown>).ledger,
    );

    const body = { userId: user.userId, amount: 45, pixelPayTransaction: approved };
    const credited = await user.api.createDeposit(body);
    const again = await user.api.createDeposit(body);
    expect(again.deposit._id).toBe(credited.deposit._id);
    expect(await balanceOf(server, user.userId)).toBe(1_000 + 4_500);
    expect(await depositsOf(approved.transactionId)).toEqual(["completed", "failed"]);
    await server.expectLedgerSound();
  });

  it("credits exactly once when approvals and declines of one transaction arrive interleaved at once", async () => {
    const user = await server.signup();
    const approved = await charge(user.api, { amount: 50 });
    const declined = declinedTwin(user, approved);
    const postings = await depositPostings(server);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) =>
        user.api.createDeposit({
          userId: user.userId,
          amount: 50,
          pixelPayTransaction: index % 2 === 0 ? approved : declined,
        }),
      ),
    );
    const credited = results.flatMap((result) =>
      result.status === "fulfilled" ? [result.value.deposit._id] : [],
    );
    const refused = results.flatMap((result) =>
      result.status === "rejected" ? [(result.reason as { code: string }).code] : [],
    );
    expect(credited).toHaveLength(4);
    expect(new Set(credited).size).toBe(1);
    expect(refused).toEqual([
      "PAYMENT_FAILED",
      "PAYMENT_FAILED",
      "PAYMENT_FAILED",
      "PAYMENT_FAILED",
    ]);
    expect(await balanceOf(server, user.userId)).toBe(1_000 + 5_000);
    expect(await depositPostings(server)).toEqual({
      count: postings.count + 1,
      cents: postings.cents + 5_000,
    });
    await server.expectLedgerSound();
  });
});
