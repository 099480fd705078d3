import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { displayPricesCents } from "./displayPrices";
import { pricingErrorCode } from "./test-utils/pricingErrorCode";

describe("displayPricesCents", () => {
  it("rounds by largest remainder so the cents sum to 100", () => {
    expect(displayPricesCents([0.5, 0.5])).toEqual([50, 50]);
    expect(displayPricesCents([0.333, 0.333, 0.334])).toEqual([33, 33, 34]);
    expect(displayPricesCents([0.554, 0.446])).toEqual([55, 45]);
    expect(displayPricesCents([0.126, 0.126, 0.126, 0.622])).toEqual([13, 13, 12, 62]);
  });

  it("breaks remainder ties by option order", () => {
    expect(displayPricesCents([1 / 3, 1 / 3, 1 / 3])).toEqual([34, 33, 33]);
  });

  it("never shows 0 or 100: the largest price gives up the cents", () => {
    expect(displayPricesCents([1 - 1e-12, 1e-12])).toEqual([99, 1]);
    expect(displayPricesCents([1e-12, 1 - 1e-12])).toEqual([1, 99]);
    expect(displayPricesCents([0.997, 0.001, 0.001, 0.001])).toEqual([97, 1, 1, 1]);
    expect(displayPricesCents([0.004, 0.004, 0.992])).toEqual([1, 1, 98]);
  });

  it("normalises input that does not sum to 1", () => {
    expect(displayPricesCents([2, 2])).toEqual([50, 50]);
    expect(displayPricesCents([1, 0])).toEqual([99, 1]);
  });

  it("always gives 1–99 cents summing to 100, for any 2–4 weights", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 2, maxLength: 4 }),
        (weights) => {
          fc.pre(weights.some((w) => w > 0));
          const cents = displayPricesCents(weights);
          expect(cents.reduce((sum, c) => sum + c, 0)).toBe(100);
          cents.forEach((c) => {
            expect(Number.isInteger(c)).toBe(true);
            expect(c).toBeGreaterThanOrEqual(1);
            expect(c).toBeLessThanOrEqual(99);
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it("refuses bad input", () => {
    expect(pricingErrorCode(() => displayPricesCents([1]))).toBe("INVALID_OPTIONS");
    expect(pricingErrorCode(() => displayPricesCents([0.2, 0.2, 0.2, 0.2, 0.2]))).toBe(
      "INVALID_OPTIONS",
    );
    for (const bad of [-0.1, Number.NaN, Infinity, "0.5"]) {
      expect(pricingErrorCode(() => displayPricesCents([0.5, bad as number]))).toBe(
        "INVALID_PRICE",
      );
    }
    expect(pricingErrorCode(() => displayPricesCents([0, 0]))).toBe("INVALID_PRICE");
    expect(pricingErrorCode(() => displayPricesCents([Number.MAX_VALUE, Number.MAX_VALUE]))).toBe(
      "INVALID_PRICE",
    );
  });
});
