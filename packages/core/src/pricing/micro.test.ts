import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { microSharesToCents } from "./micro";
import { pricingErrorCode } from "./test-utils/pricingErrorCode";

describe("microSharesToCents", () => {
  it("pays one cent per 10,000 micro-shares, rounding down", () => {
    expect(microSharesToCents(0)).toBe(0);
    expect(microSharesToCents(9_999)).toBe(0);
    expect(microSharesToCents(10_000)).toBe(1);
    expect(microSharesToCents(1_000_000)).toBe(100);
    expect(microSharesToCents(1_999_999)).toBe(199);
    expect(microSharesToCents(Number.MAX_SAFE_INTEGER)).toBe(900_719_925_474);
  });

  it("rounds negative counts toward −∞", () => {
    expect(microSharesToCents(-1)).toBe(-1);
    expect(microSharesToCents(-10_000)).toBe(-1);
    expect(microSharesToCents(-10_001)).toBe(-2);
  });

  it("agrees with exact BigInt floor division over the whole safe range", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: BigInt(Number.MIN_SAFE_INTEGER), max: BigInt(Number.MAX_SAFE_INTEGER) }),
        (m) => {
          const q = m / 10_000n;
          const floor = m < 0n && q * 10_000n !== m ? q - 1n : q;
          expect(microSharesToCents(Number(m))).toBe(Number(floor));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("refuses anything but a safe integer with INVALID_POSITION", () => {
    for (const bad of [0.5, Number.NaN, Infinity, 2 ** 53]) {
      expect(pricingErrorCode(() => microSharesToCents(bad))).toBe("INVALID_POSITION");
    }
  });
});
