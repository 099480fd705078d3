import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitPayout } from "./escrow";

describe("splitPayout", () => {
  it("puts the rounding remainder on the last bet", () => {
    expect(splitPayout(1_001, [1, 1])).toEqual([500, 501]);
    expect(splitPayout(1_000, [3_000_000])).toEqual([1_000]);
    expect(splitPayout(0, [5, 7])).toEqual([0, 0]);
    expect(splitPayout(7, [])).toEqual([]);
  });

  it("always sums to the payout, never goes negative, and stays within a cent of proportional", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 4e12 }), { minLength: 1, maxLength: 8 }),
        fc.nat({ max: 1e9 }),
        (shares, totalCents) => {
          const parts = splitPayout(totalCents, shares);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(totalCents);
          const allShares = shares.reduce((sum, value) => sum + value, 0);
          parts.slice(0, -1).forEach((part, index) => {
            expect(part).toBeGreaterThanOrEqual(0);
            expect(Math.abs(part - (totalCents * shares[index]!) / allShares)).toBeLessThan(1.0001);
          });
          expect(parts.at(-1)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
