import { describe, expect, it } from "vitest";
import * as pricing from "./index";

describe("pricing public surface", () => {
  it("exports exactly the documented runtime names", () => {
    expect(Object.keys(pricing).sort()).toEqual([
      "DEFAULT_LIQUIDITY_B",
      "MAX_LIQUIDITY_B",
      "MAX_QUOTE_AMOUNT_CENTS",
      "MICRO_SHARES_PER_CENT",
      "MICRO_SHARES_PER_SHARE",
      "MIN_LIQUIDITY_B",
      "PricingError",
      "TRADING_FEE_RATE",
      "checkSlippage",
      "cost",
      "displayPricesCents",
      "microSharesToCents",
      "openingState",
      "prices",
      "quoteBet",
      "refundMarket",
      "requiredEscrowCents",
      "settleMarket",
      "worstCaseLossCents",
    ]);
  });

  it("throws PricingError with a name, a code and a message", () => {
    const error = new pricing.PricingError("INSOLVENT", "too much");
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: "PricingError", code: "INSOLVENT", message: "too much" });
  });
});
