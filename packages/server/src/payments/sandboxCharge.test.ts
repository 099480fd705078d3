import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceOf, moneySnapshot } from "../bets/test-utils/money";
import { failureOf } from "../test-utils/failureOf";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { charge, testCard } from "./test-utils/cards";

let server: TestServer;
let user: Awaited<ReturnType<TestServer["signup"]>>;
beforeAll(async () => {
  server = await startTestServer();
  user = await server.signup();
});
afterAll(async () => {
  try {
    await server.expectLedgerSound();
  } finally {
    await server.close();
  }
});

describe("the sandbox processor's charge call", () => {
  it("approves a good card with a signed record and moves no money by itself", async () => {
    const before = await moneySnapshot(server);
    const record = await charge(user.api, { amount: 25.5 });
    expect(record).toMatchObject({
      transactionId: expect.stringMatching(/^sbx_/),
      amount: 25.5,
      currency: "USD",
      status: "approved",
      cardBrand: "visa",
      cardLast4: "4242",
      signature: expect.any(String),
    });
    expect(Date.parse(record.createdAt)).not.toBeNaN();
    expect(await moneySnapshot(server)).toEqual(before);
  });

  it("approves the Mastercard test number too, with its brand", async () => {
    const record = await charge(user.api, { cardNumber: "5555-5555-5555-4444" });
    expect(record).toMatchObject({
      status: "approved",
      cardBrand: "mastercard",
      cardLast4: "4444",
    });
  });

  it.each([
    ["4000000000000002", 402, "CARD_DECLINED"],
    ["4000000000009995", 402, "CARD_INSUFFICIENT_FUNDS"],
    ["4000000000000069", 402, "CARD_EXPIRED"],
  ])(
    "refuses test card %s with %i %s and a signed declined record",
    async (number, status, code) => {
      const before = await moneySnapshot(server);
      const error = await failureOf(charge(user.api, { cardNumber: number }));
      expect(error).toMatchObject({ status, code });
      expect(error.details).toMatchObject({
        transaction: { status: "declined", errorCode: code, signature: expect.any(String) },
      });
      expect(await moneySnapshot(server)).toEqual(before);
    },
  );

  it("answers the network-error test card with 503 CARD_NETWORK_ERROR and no record", async () => {
    const error = await failureOf(charge(user.api, { cardNumber: "4000000000000119" }));
    expect(error).toMatchObject({ status: 503, code: "CARD_NETWORK_ERROR" });
    expect(error.details).toBeUndefined();
  });

  it("refuses a number that fails the Luhn check", async () => {
    const error = await failureOf(charge(user.api, { cardNumber: "4242424242424241" }));
    expect(error).toMatchObject({ status: 400, code: "CARD_INVALID_NUMBER" });
  });

  it("refuses a card whose expiry month has passed (two- and four-digit years)", async () => {
    const lastYear = new Date().getUTCFullYear() - 1;
    for (const expiryYear of [lastYear, lastYear % 100]) {
      const error = await failureOf(charge(user.api, { expiryMonth: 12, expiryYear }));
      expect(error).toMatchObject({ status: 400, code: "CARD_EXPIRED" });
    }
    const now = new Date();
    const thisMonth = await charge(user.api, {
      expiryMonth: now.getUTCMonth() + 1,
      expiryYear: now.getUTCFullYear() % 100,
    });
    expect(thisMonth.status).toBe("approved");
  });

  it.each(["12", "12345", "abc", "", "1 3"])("refuses CVV %j", async (cvv) => {
    const error = await failureOf(charge(user.api, { cvv }));
    expect(error).toMatchObject({ status: 400, code: "CARD_INVALID_CVV" });
  });

  it("accepts a four-digit CVV", async () => {
    expect((await charge(user.api, { cvv: "1234" })).status).toBe("approved");
  });

  it("holds the amount to the $10–$2,000 limits", async () => {
    const low = await failureOf(charge(user.api, { amount: 9.99 }));
    expect(low).toMatchObject({ status: 400, code: "DEPOSIT_BELOW_MINIMUM" });
    expect(low.message).toContain("10");
    const high = await failureOf(charge(user.api, { amount: 2000.01 }));
    expect(high).toMatchObject({ status: 400, code: "DEPOSIT_ABOVE_MAXIMUM" });
    expect(high.message).toContain("2000");
    expect((await charge(user.api, { amount: 10 })).amount).toBe(10);
    expect((await charge(user.api, { amount: 2000 })).amount).toBe(2000);
  });

  it("refuses a signed-out caller", async () => {
    const error = await failureOf(server.client().chargeSandboxCard(testCard()));
    expect(error).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
  });

  it("leaves the balance and the ledger alone", async () => {
    expect(await balanceOf(server, user.userId)).toBe(1000);
    await server.expectLedgerSound();
  });
});
