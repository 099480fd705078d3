import { describe, expect, it } from "vitest";
import { openingState } from "./opening";
import { quoteBet } from "./quote";
import { checkSlippage } from "./slippage";
import { pricingErrorCode } from "./test-utils/pricingErrorCode";

const quote = quoteBet(openingState(930, [50, 50]), 0, 10_000);
// A $100 bet on a 50/50 market pays an average of about 52.5 cents a share.
const averageCents = quote.averagePrice * 100;

describe("checkSlippage", () => {
  it("passes without limits", () => {
    expect(checkSlippage(quote, {})).toEqual({ ok: true });
  });

  it("compares the average price paid, not the price after, with maxPriceCents", () => {
    expect(averageCents).toBeGreaterThan(52);
    expect(averageCents).toBeLessThan(53);
    expect(quote.priceAfter * 100).toBeGreaterThan(54);
    expect(checkSlippage(quote, { maxPriceCents: 53 })).toEqual({ ok: true });
    expect(checkSlippage(quote, { maxPriceCents: averageCents })).toEqual({ ok: true });
    expect(checkSlippage(quote, { maxPriceCents: 52 })).toEqual({
      ok: false,
      code: "PRICE_MOVED",
      reason: "MAX_PRICE",
    });
  });

  it("compares sharesMicro with minSharesMicro", () => {
    expect(checkSlippage(quote, { minSharesMicro: quote.sharesMicro })).toEqual({ ok: true });
    expect(checkSlippage(quote, { minSharesMicro: quote.sharesMicro + 1 })).toEqual({
      ok: false,
      code: "PRICE_MOVED",
      reason: "MIN_SHARES",
    });
  });

  it("reports the price limit first when both fail", () => {
    const result = checkSlippage(quote, { maxPriceCents: 1, minSharesMicro: 1e15 });
    expect(result).toEqual({ ok: false, code: "PRICE_MOVED", reason: "MAX_PRICE" });
  });

  it("refuses limits that are not finite numbers ≥ 0", () => {
    for (const bad of [-1, Number.NaN, Infinity, "50"]) {
      expect(pricingErrorCode(() => checkSlippage(quote, { maxPriceCents: bad as number }))).toBe(
        "INVALID_LIMIT",
      );
      expect(pricingErrorCode(() => checkSlippage(quote, { minSharesMicro: bad as number }))).toBe(
        "INVALID_LIMIT",
      );
    }
  });
});
