import { describe, expect, it } from "vitest";
import { createSandboxCardProcessor } from "./sandboxProcessor";
import { cardBrandOf, sandboxOutcomeOf, SANDBOX_TEST_CARDS } from "./testCards";
import { isValidCardNumber } from "@pulso/core";

const now = () => new Date("2026-03-15T12:00:00Z");
const sandbox = createSandboxCardProcessor({ secret: "s".repeat(32), now });
const request = {
  userId: "u_1",
  amountCents: 5_000,
  currency: "USD",
  cardNumber: "4242424242424242",
  expiryMonth: 3,
  expiryYear: 26,
  cvv: "123",
};

describe("the sandbox card processor", () => {
  it("lists only Luhn-valid test cards", () => {
    for (const number of Object.keys(SANDBOX_TEST_CARDS)) {
      expect(isValidCardNumber(number), number).toBe(true);
    }
    expect(sandboxOutcomeOf("4111 1111 1111 1111")).toBe("approved");
    expect(cardBrandOf("378282246310005")).toBe("amex");
  });

  it("signs an approved charge that it then verifies for the same user only", async () => {
    const result = sandbox.charge(request);
    if (!result.ok) throw new Error("expected approval");
    const verified = await sandbox.verifyTransaction(result.record, { userId: "u_1" });
    expect(verified).toEqual({
      ok: true,
      charge: {
        transactionId: result.record.transactionId,
        amountCents: 5_000,
        currency: "USD",
        cardBrand: "visa",
        cardLast4: "4242",
      },
    });
    expect(await sandbox.verifyTransaction(result.record, { userId: "u_2" })).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("refuses records signed with another key", async () => {
    const other = createSandboxCardProcessor({ secret: "t".repeat(32), now });
    const result = other.charge(request);
    if (!result.ok) throw new Error("expected approval");
    expect(await sandbox.verifyTransaction(result.record, { userId: "u_1" })).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("refuses an unparsable amount without throwing", async () => {
    const result = sandbox.charge(request);
    if (!result.ok) throw new Error("expected approval");
    for (const amount of [Number.NaN, -50, 50.001, 1e300]) {
      expect(
        await sandbox.verifyTransaction({ ...result.record, amount }, { userId: "u_1" }),
      ).toEqual({ ok: false, reason: "invalid" });
    }
  });

  it("treats the end of the expiry month as the last valid moment", () => {
    expect(sandbox.charge({ ...request, expiryMonth: 2 })).toMatchObject({
      ok: false,
      code: "CARD_EXPIRED",
    });
    expect(sandbox.charge({ ...request, expiryMonth: 3, expiryYear: 2026 }).ok).toBe(true);
  });
});
