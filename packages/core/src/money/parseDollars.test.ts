import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsToDollars, formatCentsPlain } from "./cents";
import { MAX_AMOUNT_CENTS } from "./constants";
import { MoneyError } from "./errors";
import { dollarsToCents, parseDollars } from "./parseDollars";

describe("parseDollars", () => {
  it("accepts numbers with at most two decimals", () => {
    expect(parseDollars(12)).toEqual({ ok: true, cents: 1_200 });
    expect(parseDollars(12.5)).toEqual({ ok: true, cents: 1_250 });
    expect(parseDollars(19.99)).toEqual({ ok: true, cents: 1_999 });
    expect(parseDollars(0.1 + 0.2 - 0.3 + 1.1)).toEqual({ ok: true, cents: 110 });
    expect(parseDollars(0.07)).toEqual({ ok: true, cents: 7 });
    expect(parseDollars(0)).toEqual({ ok: true, cents: 0 });
    expect(parseDollars(-0)).toEqual({ ok: true, cents: 0 });
  });

  it("accepts plain decimal strings", () => {
    expect(parseDollars("12")).toEqual({ ok: true, cents: 1_200 });
    expect(parseDollars("12.5")).toEqual({ ok: true, cents: 1_250 });
    expect(parseDollars("12.50")).toEqual({ ok: true, cents: 1_250 });
    expect(parseDollars("0.05")).toEqual({ ok: true, cents: 5 });
    expect(parseDollars("007.10")).toEqual({ ok: true, cents: 710 });
    expect(parseDollars("-0")).toEqual({ ok: true, cents: 0 });
    expect(parseDollars("-0.00")).toEqual({ ok: true, cents: 0 });
  });

  it("accepts exactly the maximum and refuses a cent more", () => {
    expect(parseDollars(10_000_000)).toEqual({ ok: true, cents: MAX_AMOUNT_CENTS });
    expect(parseDollars("10000000.00")).toEqual({ ok: true, cents: MAX_AMOUNT_CENTS });
    expect(parseDollars(10_000_000.01)).toEqual({ ok: false, code: "AMOUNT_TOO_LARGE" });
    expect(parseDollars("10000000.01")).toEqual({ ok: false, code: "AMOUNT_TOO_LARGE" });
    expect(parseDollars("99999999")).toEqual({ ok: false, code: "AMOUNT_TOO_LARGE" });
    expect(parseDollars("1" + "0".repeat(400))).toEqual({ ok: false, code: "AMOUNT_TOO_LARGE" });
    expect(parseDollars(Number.MAX_VALUE)).toEqual({ ok: false, code: "AMOUNT_TOO_LARGE" });
    expect(parseDollars(1e21)).toEqual({ ok: false, code: "AMOUNT_TOO_LARGE" });
  });

  it("refuses more than two decimals", () => {
    for (const value of [12.345, 0.001, 1e-7, 5e-324, "12.345", "12.500", "0.001"]) {
      expect(parseDollars(value)).toEqual({ ok: false, code: "AMOUNT_TOO_PRECISE" });
    }
  });

  it("refuses negatives", () => {
    for (const value of [-1, -0.01, -Number.MAX_VALUE, "-1", "-0.01"]) {
      expect(parseDollars(value)).toEqual({ ok: false, code: "AMOUNT_NEGATIVE" });
    }
  });

  it("refuses anything that is not a finite number or plain decimal text", () => {
    const invalid = [
      Number.NaN,
      Infinity,
      -Infinity,
      true,
      false,
      null,
      undefined,
      {},
      [],
      [5],
      5n,
      "",
      " ",
      " 5",
      "5 ",
      "5.",
      ".5",
      "+5",
      "1e3",
      "0x10",
      "1,000",
      "12.5.0",
      "NaN",
      "Infinity",
      "５",
      "$5",
    ];
    for (const value of invalid) {
      expect(parseDollars(value)).toEqual({ ok: false, code: "AMOUNT_INVALID" });
    }
  });

  it("round-trips every cent amount through dollars, as a number and as text", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }), (cents) => {
        expect(parseDollars(centsToDollars(cents))).toEqual({ ok: true, cents });
        expect(parseDollars(formatCentsPlain(cents))).toEqual({ ok: true, cents });
      }),
      { numRuns: 500 },
    );
  });

  it("refuses every string with three or more decimals", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,9}$/),
        fc.stringMatching(/^\d{3,12}$/),
        (whole, fraction) => {
          expect(parseDollars(`${whole}.${fraction}`)).toEqual({
            ok: false,
            code: "AMOUNT_TOO_PRECISE",
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it("refuses numbers whose shortest form has three or more decimals", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 9 }),
        (n, d) => {
          const value = (n * 10 + d) / 1000;
          expect(parseDollars(value)).toEqual({ ok: false, code: "AMOUNT_TOO_PRECISE" });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("dollarsToCents", () => {
  it("converts valid dollars", () => {
    expect(dollarsToCents(19.99)).toBe(1_999);
    expect(dollarsToCents(0.3)).toBe(30);
  });

  it("throws a MoneyError carrying the parse code", () => {
    const cases: [number, string][] = [
      [Number.NaN, "AMOUNT_INVALID"],
      [-1, "AMOUNT_NEGATIVE"],
      [1.005, "AMOUNT_TOO_PRECISE"],
      [1e8, "AMOUNT_TOO_LARGE"],
    ];
    for (const [value, code] of cases) {
      expect(() => dollarsToCents(value)).toThrowError(MoneyError);
      expect(() => dollarsToCents(value)).toThrowError(expect.objectContaining({ code }));
    }
  });
});
