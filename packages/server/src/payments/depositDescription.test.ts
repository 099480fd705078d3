import { describe, expect, it } from "vitest";
import {
  depositLedgerDescription,
  describeDeposit,
  parseDepositDescription,
  type DepositSource,
} from "./depositDescription";

describe("a deposit's description", () => {
  it("records the card or the token and network in the ledger, and reads them back", () => {
    const sources: DepositSource[] = [
      { method: "card", brand: "visa", last4: "4242" },
      { method: "card", brand: null, last4: "0005" },
      { method: "card", brand: "mastercard", last4: null },
      { method: "card", brand: null, last4: null },
      { method: "crypto", token: "USDC", chainKey: "base" },
    ];
    for (const source of sources) {
      expect(parseDepositDescription(depositLedgerDescription(source))).toEqual(source);
    }
    expect(depositLedgerDescription(sources[0]!)).toBe("Card deposit: visa ending 4242");
    expect(depositLedgerDescription(sources[4]!)).toBe("Crypto deposit: USDC on base");
  });

  it("names the card's brand and ending, or the token and network, in Spanish and English", () => {
    const card = depositLedgerDescription({ method: "card", brand: "visa", last4: "4242" });
    expect(describeDeposit(card, "es")).toBe("Tarjeta Visa terminada en 4242");
    expect(describeDeposit(card, "en")).toBe("Visa card ending in 4242");
    const crypto = depositLedgerDescription({ method: "crypto", token: "USDT", chainKey: "bsc" });
    expect(describeDeposit(crypto, "es")).toBe("USDT en la red BNB Smart Chain");
    expect(describeDeposit(crypto, "en")).toBe("USDT on BNB Smart Chain");
    // A brand nobody writes that way is left out rather than shown raw.
    const other = depositLedgerDescription({ method: "card", brand: "other", last4: "1881" });
    expect(describeDeposit(other, "en")).toBe("Card ending in 1881");
  });

  it("reads older rows sensibly: a plain card deposit is a card; any other text names nothing", () => {
    expect(describeDeposit("Card deposit", "es")).toBe("Tarjeta");
    expect(describeDeposit("Card deposit", "en")).toBe("Card");
    expect(describeDeposit("", "es")).toBeNull();
    expect(describeDeposit("Depósito", "es")).toBeNull();
    expect(describeDeposit("Card deposits were here", "en")).toBeNull();
  });

  it("keeps out of the ledger an ending that is not four digits", () => {
    expect(depositLedgerDescription({ method: "card", brand: " ", last4: "42x2" })).toBe(
      "Card deposit",
    );
  });
});
