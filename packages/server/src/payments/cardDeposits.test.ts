import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceOf, moneySnapshot } from "../bets/test-utils/money";
import { failureOf } from "../test-utils/failureOf";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { charge, depositPostings, signedRecord } from "./test-utils/cards";

type Signup = Awaited<ReturnType<TestServer["signup"]>>;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  try {
    await server.expectLedgerSound();
  } finally {
    await server.close();
  }
});

describe("POST /deposits", () => {
  let user: Signup;
  beforeAll(async () => {
    user = await server.signup();
  });

  it("credits a verified charge once, from external:card, and says so", async () => {
    const record = await charge(user.api, { amount: 120.25 });
    const before = await balanceOf(server, user.userId);
    server.events.length = 0;

    const { deposit, balance } = await user.api.createDeposit({
      userId: user.userId,
      amount: 120.25,
      pixelPayTransaction: record,
    });
    expect(deposit).toMatchObject({
      userId: user.userId,
      amount: 120.25,
      method: "card",
      status: "completed",
      errorMessage: null,
      pixelPayTransaction: { transactionId: record.transactionId, status: "approved" },
    });
    expect(balance).toBe((before + 12_025) / 100);
    expect(await balanceOf(server, user.userId)).toBe(before + 12_025);

    const entries = await server.db.query<{ account: string; amount_cents: number }>(
      `SELECT e.account, e.amount_cents FROM ledger_entries e
         JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE t.reference = $1 ORDER BY e.amount_cents`,
      [`deposit:card:sandbox:${record.transactionId}`],
    );
    expect(entries.rows).toEqual([
      { account: "external:card", amount_cents: -12_025 },
      { account: `user:${user.userId}`, amount_cents: 12_025 },
    ]);

    const toUser = server.events.filter((e) => "userId" in e.to && e.to.userId === user.userId);
    expect(toUser.map((e) => e.event.event)).toEqual([
      "balance_updated",
      "dashboard_updated",
      "notification_received",
    ]);
    expect(toUser[0]?.event).toMatchObject({ newBalance: (before + 12_025) / 100 });
    const { notifications } = await user.api.listNotifications();
    expect(notifications[0]).toMatchObject({ type: "success", actionUrl: "/account" });
    await server.expectLedgerSound();
  });

  it("names the card in the ledger and in the user's transactions: brand and last four digits", async () => {
    const record = await charge(user.api, { amount: 30, cardNumber: "5555 5555 5555 4444" });
    await user.api.createDeposit({ userId: user.userId, amount: 30, pixelPayTransaction: record });

    const ledger = await server.db.query<{ description: string }>(
      "SELECT description FROM ledger_transactions WHERE reference = $1",
      [`deposit:card:sandbox:${record.transactionId}`],
    );
    expect(ledger.rows).toEqual([{ description: "Card deposit: mastercard ending 4444" }]);
    const spanish = await user.api.getTransactions({ limit: 1 });
    expect(spanish.transactions[0]).toMatchObject({
      kind: "deposit",
      amount: 30,
      description: "Tarjeta Mastercard terminada en 4444",
    });
    const english = await server.client(user.token, "en").getTransactions({ limit: 1 });
    expect(english.transactions[0]?.description).toBe("Mastercard card ending in 4444");
  });

  it("answers a replay of the same record with the first deposit and credits nothing", async () => {
    const record = await charge(user.api, { amount: 30 });
    const body = { userId: user.userId, amount: 30, pixelPayTransaction: record };
    const first = await user.api.createDeposit(body);
    const afterFirst = await moneySnapshot(server);
    server.events.length = 0;

    const again = await user.api.createDeposit(body);
    const withKey = await user.api.createDeposit(body, { idempotencyKey: "replay-key-0001" });
    expect(again.deposit._id).toBe(first.deposit._id);
    expect(withKey.deposit._id).toBe(first.deposit._id);
    expect(again.balance).toBe(first.balance);
    expect(await moneySnapshot(server)).toEqual(afterFirst);
    expect(server.events).toEqual([]);
  });

  it("credits exactly once when the same record is posted ten times at once", async () => {
    const record = await charge(user.api, { amount: 40 });
    const before = await balanceOf(server, user.userId);
    const postings = await depositPostings(server);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        user.api.createDeposit(
          { userId: user.userId, amount: 40, pixelPayTransaction: record },
          index % 2 === 0 ? { idempotencyKey: `same-record-${index}` } : {},
        ),
      ),
    );
    expect(new Set(results.map((r) => r.deposit._id)).size).toBe(1);
    expect(await balanceOf(server, user.userId)).toBe(before + 4_000);
    expect(await depositPostings(server)).toEqual({
      count: postings.count + 1,
      cents: postings.cents + 4_000,
    });
    await server.expectLedgerSound();
  });

  it("credits two different charges of the same amount separately", async () => {
    const before = await balanceOf(server, user.userId);
    for (let index = 0; index < 2; index += 1) {
      const record = await charge(user.api, { amount: 15 });
      await user.api.createDeposit({
        userId: user.userId,
        amount: 15,
        pixelPayTransaction: record,
      });
    }
    expect(await balanceOf(server, user.userId)).toBe(before + 3_000);
  });

  describe("refuses, crediting nothing,", () => {
    const refusals: [string, (record: Awaited<ReturnType<typeof charge>>) => unknown][] = [
      ["an amount raised in the record", (r) => ({ ...r, amount: 500 })],
      ["an amount lowered in the record", (r) => ({ ...r, amount: 10 })],
      ["another transaction id", (r) => ({ ...r, transactionId: `${r.transactionId}x` })],
      ["another currency", (r) => ({ ...r, currency: "EUR" })],
      ["a changed card", (r) => ({ ...r, cardLast4: "0000" })],
      ["a changed date", (r) => ({ ...r, createdAt: new Date(0).toISOString() })],
      ["a made-up signature", (r) => ({ ...r, signature: "A".repeat(43) })],
      ["a truncated signature", (r) => ({ ...r, signature: r.signature.slice(0, -1) })],
    ];

    it.each(refusals)("a record with %s", async (_, tamper) => {
      const record = await charge(user.api, { amount: 50 });
      const tampered = tamper(record) as typeof record;
      const before = await moneySnapshot(server);
      const error = await failureOf(
        user.api.createDeposit({
          userId: user.userId,
          amount: tampered.amount,
          pixelPayTransaction: tampered,
        }),
      );
      expect(error).toMatchObject({ status: 400, code: "TRANSACTION_INVALID" });
      expect(await moneySnapshot(server)).toEqual(before);
    });

    it("a record with another record's signature", async () => {
      const one = await charge(user.api, { amount: 50 });
      const two = await charge(user.api, { amount: 50 });
      const before = await moneySnapshot(server);
      const error = await failureOf(
        user.api.createDeposit({
          userId: user.userId,
          amount: 50,
          pixelPayTransaction: { ...one, signature: two.signature },
        }),
      );
      expect(error.code).toBe("TRANSACTION_INVALID");
      expect(await moneySnapshot(server)).toEqual(before);
    });

    it("a body amount that differs from the charged amount", async () => {
      const record = await charge(user.api, { amount: 50 });
      const before = await moneySnapshot(server);
      const error = await failureOf(
        user.api.createDeposit({ userId: user.userId, amount: 60, pixelPayTransaction: record }),
      );
      expect(error.code).toBe("TRANSACTION_INVALID");
      expect(await moneySnapshot(server)).toEqual(before);
    });

    it("another user's record, posted by someone else", async () => {
      const owner = await server.signup();
      const thief = await server.signup();
      const record = await charge(owner.api, { amount: 100 });
      const before = await moneySnapshot(server);
      const error = await failureOf(
        thief.api.createDeposit({ userId: thief.userId, amount: 100, pixelPayTransaction: record }),
      );
      expect(error).toMatchObject({ status: 400, code: "TRANSACTION_INVALID" });
      const forOwner = await failureOf(
        thief.api.createDeposit({ userId: owner.userId, amount: 100, pixelPayTransaction: record }),
      );
      expect(forOwner).toMatchObject({ status: 403, code: "FORBIDDEN" });
      expect(await moneySnapshot(server)).toEqual(before);
      // The owner can still claim it: nothing was used up by the refusals.
      await owner.api.createDeposit({
        userId: owner.userId,
        amount: 100,
        pixelPayTransaction: record,
      });
      expect(await balanceOf(server, owner.userId)).toBe(1000 + 10_000);
    });

    it("a signed declined record, as PAYMENT_FAILED", async () => {
      const error = await failureOf(charge(user.api, { cardNumber: "4000000000000002" }));
      const declined = (error.details as { transaction: Awaited<ReturnType<typeof charge>> })
        .transaction;
      const before = await moneySnapshot(server);
      const refusal = await failureOf(
        user.api.createDeposit({ userId: user.userId, amount: 50, pixelPayTransaction: declined }),
      );
      expect(refusal).toMatchObject({ status: 400, code: "PAYMENT_FAILED" });
      const promoted = await failureOf(
        user.api.createDeposit({
          userId: user.userId,
          amount: 50,
          pixelPayTransaction: { ...declined, status: "approved" },
        }),
      );
      expect(promoted.code).toBe("TRANSACTION_INVALID");
      expect(await moneySnapshot(server)).toEqual(before);
    });

    it("amounts outside the limits, even in a validly signed record", async () => {
      const before = await moneySnapshot(server);
      for (const [cents, code] of [
        [999, "DEPOSIT_BELOW_MINIMUM"],
        [200_001, "DEPOSIT_ABOVE_MAXIMUM"],
      ] as const) {
        const record = signedRecord(server, user.userId, { amountCents: cents });
        const error = await failureOf(
          user.api.createDeposit({
            userId: user.userId,
            amount: cents / 100,
            pixelPayTransaction: record,
          }),
        );
        expect(error).toMatchObject({ status: 400, code });
      }
      expect(await moneySnapshot(server)).toEqual(before);
    });
  });

  it("accepts exactly the limits", async () => {
    const before = await balanceOf(server, user.userId);
    for (const cents of [1_000, 200_000]) {
      const record = signedRecord(server, user.userId, { amountCents: cents });
      await user.api.createDeposit({
        userId: user.userId,
        amount: cents / 100,
        pixelPayTransaction: record,
      });
    }
    expect(await balanceOf(server, user.userId)).toBe(before + 201_000);
    await server.expectLedgerSound();
  });
});

describe("POST /deposits/failed", () => {
  it("records the attempt and its record, credits nothing", async () => {
    const user = await server.signup();
    const error = await failureOf(charge(user.api, { cardNumber: "4000000000009995", amount: 75 }));
    const declined = (error.details as { transaction: Awaited<ReturnType<typeof charge>> })
      .transaction;
    const before = await moneySnapshot(server);
    const deposit = await user.api.recordFailedDeposit({
      userId: user.userId,
      amount: 75,
      errorMessage: error.message,
      pixelPayTransaction: declined,
    });
    expect(deposit).toMatchObject({
      userId: user.userId,
      amount: 75,
      status: "failed",
      errorMessage: error.message,
      pixelPayTransaction: { transactionId: declined.transactionId, status: "declined" },
    });
    const bare = await user.api.recordFailedDeposit({
      userId: user.userId,
      amount: 20,
      errorMessage: "<script>alert(1)</script>",
    });
    expect(bare).toMatchObject({
      status: "failed",
      pixelPayTransaction: null,
      errorMessage: "<script>alert(1)</script>",
    });
    const after = (await moneySnapshot(server)) as Record<string, unknown>;
    expect(after.ledger).toEqual((before as Record<string, unknown>).ledger);
    expect(after.users).toEqual((before as Record<string, unknown>).users);
    expect(await balanceOf(server, user.userId)).toBe(1000);
  });

  it("does not use up the transaction id: a failed report of an approved record can still be credited once", async () => {
    const user = await server.signup();
    const record = await charge(user.api, { amount: 20 });
    await user.api.recordFailedDeposit({
      userId: user.userId,
      amount: 20,
      errorMessage: "Network error. Please try again.",
      pixelPayTransaction: record,
    });
    await user.api.createDeposit({ userId: user.userId, amount: 20, pixelPayTransaction: record });
    await user.api.createDeposit({ userId: user.userId, amount: 20, pixelPayTransaction: record });
    expect(await balanceOf(server, user.userId)).toBe(1000 + 2_000);
  });

  it("refuses a report for another user", async () => {
    const user = await server.signup();
    const other = await server.signup();
    const error = await failureOf(
      user.api.recordFailedDeposit({ userId: other.userId, amount: 20, errorMessage: "Declined" }),
    );
    expect(error).toMatchObject({ status: 403, code: "FORBIDDEN" });
  });
});

describe("GET /deposits", () => {
  it("lists only the caller's own deposits, newest first, paginated", async () => {
    const ana = await server.signup();
    const ben = await server.signup();
    for (const amount of [10, 11, 12]) {
      const record = await charge(ana.api, { amount });
      await ana.api.createDeposit({ userId: ana.userId, amount, pixelPayTransaction: record });
    }
    await ana.api.recordFailedDeposit({ userId: ana.userId, amount: 13, errorMessage: "Declined" });
    const benRecord = await charge(ben.api, { amount: 99 });
    await ben.api.createDeposit({ userId: ben.userId, amount: 99, pixelPayTransaction: benRecord });

    const all = await ana.api.listDeposits();
    expect(all.deposits.map((d) => [d.amount, d.status])).toEqual([
      [13, "failed"],
      [12, "completed"],
      [11, "completed"],
      [10, "completed"],
    ]);
    expect(all.deposits.every((d) => d.userId === ana.userId)).toBe(true);
    expect(all.pagination).toEqual({ page: 1, limit: 20, total: 4, totalPages: 1, hasMore: false });

    const second = await ana.api.listDeposits({ userId: ana.userId, page: 2, limit: 3 });
    expect(second.deposits.map((d) => d.amount)).toEqual([10]);
    expect(second.pagination).toMatchObject({ total: 4, totalPages: 2, hasMore: false });

    const own = await ben.api.listDeposits({ userId: ben.userId });
    expect(own.deposits.map((d) => d.amount)).toEqual([99]);
  });

  it("refuses another user's list to a user, allows it to an admin", async () => {
    const ana = await server.signup();
    const ben = await server.signup();
    const admin = await server.admin();
    const error = await failureOf(ben.api.listDeposits({ userId: ana.userId }));
    expect(error).toMatchObject({ status: 403, code: "FORBIDDEN" });
    const record = await charge(ana.api, { amount: 10 });
    await ana.api.createDeposit({ userId: ana.userId, amount: 10, pixelPayTransaction: record });
    const seen = await admin.api.listDeposits({ userId: ana.userId });
    expect(seen.deposits.map((d) => d.userId)).toEqual([ana.userId]);
  });

  it("refuses a signed-out caller", async () => {
    const error = await failureOf(server.client().listDeposits());
    expect(error).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
  });
});
