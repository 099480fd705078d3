import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_LIQUIDITY_B, MAX_LIQUIDITY_B, MIN_LIQUIDITY_B } from "./constants";
import { PricingError } from "./errors";
import { pricingErrorCode } from "./test-utils/pricingErrorCode";
import { cost, prices } from "./lmsr";
import type { LmsrState } from "./lmsrState";
import { openingState } from "./opening";
import { liquidityArb, openingPricesArb, tradedMarketArb } from "./test-utils/arbitraries";

describe("DEFAULT_LIQUIDITY_B", () => {
  it("moves a 50/50 market about 5 cents for a $100 bet (net $98)", () => {
    const after = 1 - 0.5 * Math.exp(-98 / DEFAULT_LIQUIDITY_B);
    expect(after).toBeCloseTo(0.55, 3);
  });

  it("lies within the allowed liquidity bounds", () => {
    expect(DEFAULT_LIQUIDITY_B).toBeGreaterThanOrEqual(MIN_LIQUIDITY_B);
    expect(DEFAULT_LIQUIDITY_B).toBeLessThanOrEqual(MAX_LIQUIDITY_B);
  });
});

describe("openingState", () => {
  it("sets q_i = round(1e6·b·ln π_i)", () => {
    expect(openingState(930, [50, 50])).toEqual({
      b: 930,
      q: [Math.round(1e6 * 930 * Math.log(0.5)), Math.round(1e6 * 930 * Math.log(0.5))],
    });
    expect(openingState(100, [25, 75]).q).toEqual([
      Math.round(1e8 * Math.log(0.25)),
      Math.round(1e8 * Math.log(0.75)),
    ]);
  });

  it("normalises admin prices that do not sum to 100", () => {
    expect(prices(openingState(930, [60, 60]))).toEqual([0.5, 0.5]);
    const p = prices(openingState(500, [60, 45]));
    expect(p[0]).toBeCloseTo(60 / 105, 8);
    expect(p[1]).toBeCloseTo(45 / 105, 8);
  });

  it("reproduces the normalised opening prices for 2–4 options and any b", () => {
    fc.assert(
      fc.property(
        liquidityArb,
        fc.integer({ min: 2, max: 4 }).chain(openingPricesArb),
        (b, cents) => {
          const total = cents.reduce((sum, c) => sum + c, 0);
          // Rounding q to the micro-share moves q/b by at most 0.5e-6/b, and a price by less.
          prices(openingState(b, cents)).forEach((p, i) => {
            expect(Math.abs(p - (cents[i] ?? 0) / total)).toBeLessThan(0.5e-6 / b);
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it("refuses bad liquidity with INVALID_LIQUIDITY", () => {
    for (const b of [9.99, 0, -1, 1_000_001, Number.NaN, Infinity]) {
      expect(pricingErrorCode(() => openingState(b, [50, 50]))).toBe("INVALID_LIQUIDITY");
    }
    expect(pricingErrorCode(() => openingState("930" as unknown as number, [50, 50]))).toBe(
      "INVALID_LIQUIDITY",
    );
  });

  it("refuses the wrong number of options with INVALID_OPTIONS", () => {
    expect(pricingErrorCode(() => openingState(930, [100]))).toBe("INVALID_OPTIONS");
    expect(pricingErrorCode(() => openingState(930, [20, 20, 20, 20, 20]))).toBe("INVALID_OPTIONS");
    expect(pricingErrorCode(() => openingState(930, "50,50" as unknown as number[]))).toBe(
      "INVALID_OPTIONS",
    );
  });

  it("refuses prices outside 1–99 cents or not whole with INVALID_PRICE", () => {
    for (const bad of [0, 100, -5, 50.5, Number.NaN]) {
      expect(pricingErrorCode(() => openingState(930, [50, bad]))).toBe("INVALID_PRICE");
    }
    expect(() => openingState(930, [1, 99])).not.toThrow();
  });

  it("throws a PricingError whose message names the fix", () => {
    expect(() => openingState(930, [0, 100])).toThrowError(/whole number of cents from 1 to 99/);
    expect(() => openingState(930, [0, 100])).toThrowError(PricingError);
  });
});

describe("prices", () => {
  it("gives e^(q_i/b) / Σ e^(q_j/b)", () => {
    const state: LmsrState = { b: 100, q: [0, 100_000_000, -50_000_000] };
    const weights = [1, Math.E, Math.exp(-0.5)];
    const total = weights.reduce((sum, w) => sum + w, 0);
    prices(state).forEach((p, i) => expect(p).toBeCloseTo((weights[i] ?? 0) / total, 14));
  });

  it("does not overflow for share counts far beyond b", () => {
    const p = prices({ b: 10, q: [9_000_000_000_000_000, -9_000_000_000_000_000] });
    expect(p).toEqual([1 - 1e-12, 1e-12]);
    const even = prices({ b: 10, q: [9e15, 9e15, 9e15] });
    even.forEach((x) => expect(x).toBeCloseTo(1 / 3, 15));
  });

  it("keeps every price inside (0, 1) and the sum at 1 when one option dominates", () => {
    const p = prices({ b: 10, q: [0, 5e9, 0, 0] });
    expect(p[1]).toBe(1 - 3e-12);
    expect(p.filter((_, i) => i !== 1)).toEqual([1e-12, 1e-12, 1e-12]);
    expect(p.reduce((sum, x) => sum + x, 0)).toBeCloseTo(1, 15);
  });

  it("always sums to 1 with each price in (0, 1), for 2, 3 and 4 options", () => {
    for (const n of [2, 3, 4]) {
      fc.assert(
        fc.property(tradedMarketArb(n), ({ state }) => {
          const p = prices(state);
          expect(p).toHaveLength(n);
          expect(Math.abs(p.reduce((sum, x) => sum + x, 0) - 1)).toBeLessThan(1e-9);
          for (const x of p) {
            expect(x).toBeGreaterThan(0);
            expect(x).toBeLessThan(1);
          }
        }),
        { numRuns: 200 },
      );
    }
  });

  it("refuses malformed states", () => {
    expect(pricingErrorCode(() => prices(null as unknown as LmsrState))).toBe("INVALID_STATE");
    expect(pricingErrorCode(() => prices({ b: 5, q: [0, 0] }))).toBe("INVALID_LIQUIDITY");
    expect(pricingErrorCode(() => prices({ b: 930, q: [0] }))).toBe("INVALID_OPTIONS");
    expect(pricingErrorCode(() => prices({ b: 930, q: [0, 0.5] }))).toBe("INVALID_STATE");
    expect(pricingErrorCode(() => prices({ b: 930, q: [0, 2 ** 53] }))).toBe("INVALID_STATE");
    expect(() => prices({ b: 930, q: [0, 0.5] })).toThrowError(/q\[1\]/);
  });
});

describe("cost", () => {
  it("is b·ln Σ e^(q_i/b) in dollars", () => {
    expect(cost({ b: 100, q: [0, 0] })).toBeCloseTo(100 * Math.log(2), 10);
    expect(cost({ b: 100, q: [100_000_000, 0, 0] })).toBeCloseTo(100 * Math.log(Math.E + 2), 10);
  });

  it("is about 0 at open, whatever b and the opening prices", () => {
    fc.assert(
      fc.property(
        liquidityArb,
        fc.integer({ min: 2, max: 4 }).chain(openingPricesArb),
        (b, cents) => {
          // Opening q is rounded to the micro-share: at most 1e-6 share off in total.
          expect(Math.abs(cost(openingState(b, cents)))).toBeLessThan(2e-6);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("shifts by c dollars when every q shifts by c shares", () => {
    const base = cost({ b: 930, q: [1_000_000, -2_000_000, 3_000_000] });
    const shifted = cost({ b: 930, q: [51_000_000, 48_000_000, 53_000_000] });
    expect(shifted - base).toBeCloseTo(50, 9);
  });

  it("stays finite for huge share counts", () => {
    expect(cost({ b: 10, q: [9e15, 0] })).toBeCloseTo(9e9, 0);
  });

  it("refuses malformed states", () => {
    expect(pricingErrorCode(() => cost({ b: 930, q: [0, 0, 0, 0, 0] }))).toBe("INVALID_OPTIONS");
  });
});
