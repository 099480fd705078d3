import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsToDollars, formatCentsPlain } from "./cents";
import { MoneyError } from "./errors";

describe("centsToDollars", () => {
  it("divides exactly by 100", () => {
    expect(centsToDollars(1_999)).toBe(19.99);
    expect(centsToDollars(5)).toBe(0.05);
    expect(centsToDollars(0)).toBe(0);
    expect(centsToDollars(-150)).toBe(-1.5);
    expect(centsToDollars(1_000_000_000)).toBe(10_000_000);
    expect(centsToDollars(1_999n)).toBe(19.99);
  });

  it("gives the double that prints as the two-decimal amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(Number(formatCentsPlain(cents))).toBe(centsToDollars(cents));
      }),
      { numRuns: 500 },
    );
  });

  it("throws a MoneyError for non-integers and out-of-range bigints", () => {
    for (const bad of [1.5, Number.NaN, Infinity, 2 ** 53]) {
      expect(() => centsToDollars(bad)).toThrowError(
        expect.objectContaining({ name: "MoneyError", code: "AMOUNT_INVALID" }),
      );
    }
    expect(() => centsToDollars(2n ** 53n)).toThrowError(
      expect.objectContaining({ code: "AMOUNT_TOO_LARGE" }),
    );
    expect(() => centsToDollars(-(2n ** 53n))).toThrowError(MoneyError);
  });
});

describe("formatCentsPlain", () => {
  it("prints two decimals, no sign, no grouping", () => {
    expect(formatCentsPlain(1_999)).toBe("19.99");
    expect(formatCentsPlain(5)).toBe("0.05");
    expect(formatCentsPlain(50)).toBe("0.50");
    expect(formatCentsPlain(0)).toBe("0.00");
    expect(formatCentsPlain(100)).toBe("1.00");
    expect(formatCentsPlain(123_456_789)).toBe("1234567.89");
    expect(formatCentsPlain(-150)).toBe("-1.50");
    expect(formatCentsPlain(-5)).toBe("-0.05");
  });

  it("is exact for any bigint", () => {
    expect(formatCentsPlain(123_456_789_012_345_678_901n)).toBe("1234567890123456789.01");
    expect(formatCentsPlain(-1n)).toBe("-0.01");
  });

  it("refuses non-integer numbers", () => {
    expect(() => formatCentsPlain(1.5)).toThrowError(MoneyError);
  });
});
