import { describe, expect, it } from "vitest";
import { logOnePlusExp, logSumExp } from "./logMath";

describe("logSumExp", () => {
  it("equals ln Σ e^x for ordinary values", () => {
    expect(logSumExp([0, 0])).toBeCloseTo(Math.log(2), 15);
    expect(logSumExp([1, 2, 3])).toBeCloseTo(Math.log(Math.E + Math.E ** 2 + Math.E ** 3), 14);
  });

  it("does not overflow or underflow for huge exponents", () => {
    expect(logSumExp([1e6, 1e6])).toBeCloseTo(1e6 + Math.log(2), 8);
    expect(logSumExp([-1e6, -1e6 - 1])).toBeCloseTo(-1e6 + Math.log1p(Math.exp(-1)), 8);
  });
});

describe("logOnePlusExp", () => {
  it("is ln(1 + e^x), accurate at both ends", () => {
    expect(logOnePlusExp(0)).toBe(Math.log(2));
    expect(logOnePlusExp(-50)).toBeCloseTo(Math.exp(-50), 35);
    expect(logOnePlusExp(-800)).toBe(0);
    expect(logOnePlusExp(1e6)).toBe(1e6);
    expect(logOnePlusExp(30)).toBeCloseTo(30 + Math.exp(-30), 14);
  });
});
