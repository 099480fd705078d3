import { describe, expect, it } from "vitest";
import { requiredEscrowCents, worstCaseLossCents } from "./solvency";
import { pricingErrorCode } from "./test-utils/pricingErrorCode";

describe("worstCaseLossCents", () => {
  it("is ceil(100·b·ln(1/min π)) + 1 cent", () => {
    expect(worstCaseLossCents(930, [50, 50])).toBe(Math.ceil(93_000 * Math.log(2)) + 1);
    expect(worstCaseLossCents(930, [50, 50])).toBe(64_464);
    expect(worstCaseLossCents(100, [1, 99])).toBe(Math.ceil(10_000 * Math.log(100)) + 1);
    expect(worstCaseLossCents(100, [25, 25, 25, 25])).toBe(Math.ceil(10_000 * Math.log(4)) + 1);
  });

  it("uses the normalised opening prices", () => {
    expect(worstCaseLossCents(930, [60, 60])).toBe(worstCaseLossCents(930, [50, 50]));
    expect(worstCaseLossCents(500, [30, 90])).toBe(Math.ceil(50_000 * Math.log(4)) + 1);
  });

  it("refuses bad liquidity and prices", () => {
    expect(pricingErrorCode(() => worstCaseLossCents(1, [50, 50]))).toBe("INVALID_LIQUIDITY");
    expect(pricingErrorCode(() => worstCaseLossCents(930, [0, 50]))).toBe("INVALID_PRICE");
    expect(pricingErrorCode(() => worstCaseLossCents(930, [50]))).toBe("INVALID_OPTIONS");
  });
});

describe("requiredEscrowCents", () => {
  it("is the largest payout any one option could demand", () => {
    expect(requiredEscrowCents([0, 0])).toBe(0);
    expect(requiredEscrowCents([25_000, 9_999])).toBe(2);
    expect(requiredEscrowCents([1_000_000, 5_000_000, 3_000_000])).toBe(500);
  });

  it("refuses negative, fractional or unsafe share counts", () => {
    for (const bad of [-1, 0.5, Number.NaN, 2 ** 53]) {
      expect(pricingErrorCode(() => requiredEscrowCents([0, bad]))).toBe("INVALID_POSITION");
    }
    expect(pricingErrorCode(() => requiredEscrowCents([0]))).toBe("INVALID_OPTIONS");
  });
});
