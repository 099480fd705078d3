import { describe, expect, it } from "vitest";
import { DEFAULT_LIQUIDITY_B, MAX_QUOTE_AMOUNT_CENTS } from "./constants";
import { pricingErrorCode } from "./test-utils/pricingErrorCode";
import { cost, prices } from "./lmsr";
import type { LmsrState } from "./lmsrState";
import { openingState } from "./opening";
import { quoteBet } from "./quote";

/** Δ straight from DESIGN §2's closed form, in plain (non-log-space) arithmetic. */
function naiveShares(state: LmsrState, i: number, netDollars: number): number {
  const w = state.q.map((qj) => Math.exp(qj / 1e6 / state.b));
  const s = w.reduce((sum, x) => sum + x, 0);
  const sOthers = s - (w[i] ?? 0);
  return state.b * Math.log(s * Math.exp(netDollars / state.b) - sOthers) - (state.q[i] ?? 0) / 1e6;
}

const fiftyFifty = openingState(DEFAULT_LIQUIDITY_B, [50, 50]);

describe("quoteBet", () => {
  it("moves a 50/50 market at the default b to about 55 cents for $100", () => {
    const quote = quoteBet(fiftyFifty, 0, 10_000);
    expect(quote.feeCents).toBe(200);
    expect(quote.netCents).toBe(9_800);
    expect(quote.priceBefore).toBeCloseTo(0.5, 9);
    expect(quote.priceAfter).toBeCloseTo(0.55, 3);
    expect(quote.pricesAfter[1]).toBeCloseTo(1 - quote.priceAfter, 12);
  });

  it("buys Δ = b·ln(S·e^{N/b} − S_{−i}) − q_i shares, rounded down to the micro-share", () => {
    const states: LmsrState[] = [
      fiftyFifty,
      openingState(50, [20, 30, 50]),
      openingState(5_000, [10, 20, 30, 40]),
      { b: 200, q: [150_000_000, -20_000_000, 0] },
    ];
    for (const state of states) {
      for (const amount of [1, 500, 12_345, 1_000_000]) {
        state.q.forEach((_, i) => {
          const quote = quoteBet(state, i, amount);
          const exact = naiveShares(state, i, quote.netCents / 100) * 1e6;
          expect(quote.sharesMicro).toBeLessThanOrEqual(Math.ceil(exact));
          expect(quote.sharesMicro).toBeGreaterThanOrEqual(Math.floor(exact) - 1);
        });
      }
    }
  });

  it("derives return, profit, odds and average price from the shares", () => {
    const quote = quoteBet(fiftyFifty, 1, 10_000);
    expect(quote.potentialReturnCents).toBe(Math.floor(quote.sharesMicro / 10_000));
    expect(quote.profitCents).toBe(quote.potentialReturnCents - 10_000);
    expect(quote.odds).toBe(quote.potentialReturnCents / 10_000);
    expect(quote.averagePrice).toBeCloseTo(98 / (quote.sharesMicro / 1e6), 12);
    // Average price lies between the price before and the price after.
    expect(quote.averagePrice).toBeGreaterThan(quote.priceBefore);
    expect(quote.averagePrice).toBeLessThan(quote.priceAfter);
    expect(quote.profitCents).toBeGreaterThan(0);
  });

  it("returns the state after the bet without touching the state before", () => {
    const before = openingState(930, [30, 30, 40]);
    const snapshot = { b: before.b, q: [...before.q] };
    const quote = quoteBet(before, 2, 5_000);
    expect(before).toEqual(snapshot);
    expect(quote.stateAfter.b).toBe(930);
    expect(quote.stateAfter.q).toEqual([
      before.q[0],
      before.q[1],
      (before.q[2] ?? 0) + quote.sharesMicro,
    ]);
    expect(quote.pricesAfter).toEqual(prices(quote.stateAfter));
    expect(quote.pricesBefore).toEqual(prices(before));
  });

  it("costs the net stake, within the micro-share the house keeps", () => {
    const quote = quoteBet(fiftyFifty, 0, 2_500);
    const paid = 100 * (cost(quote.stateAfter) - cost(fiftyFifty));
    expect(paid).toBeLessThanOrEqual(quote.netCents + 1e-6);
    expect(paid).toBeGreaterThan(quote.netCents - 1e-3);
  });

  it("rounds the 2% fee half up and lets tiny bets through fee-free", () => {
    expect(quoteBet(fiftyFifty, 0, 1)).toMatchObject({ feeCents: 0, netCents: 1 });
    expect(quoteBet(fiftyFifty, 0, 24)).toMatchObject({ feeCents: 0, netCents: 24 });
    expect(quoteBet(fiftyFifty, 0, 25)).toMatchObject({ feeCents: 1, netCents: 24 });
    expect(quoteBet(fiftyFifty, 0, 75)).toMatchObject({ feeCents: 2, netCents: 73 });
    expect(quoteBet(fiftyFifty, 0, 500)).toMatchObject({ feeCents: 10, netCents: 490 });
  });

  it("applies a custom fee rate", () => {
    expect(quoteBet(fiftyFifty, 0, 1_000, 0)).toMatchObject({ feeCents: 0, netCents: 1_000 });
    expect(quoteBet(fiftyFifty, 0, 1_000, 0.1)).toMatchObject({ feeCents: 100, netCents: 900 });
  });

  it("gives at least one share per net dollar, so the average price never exceeds $1", () => {
    // A market already at the 1 − 1e-12 price ceiling: the bet buys almost exactly N shares.
    const lopsided: LmsrState = { b: 10, q: [1e15, 0] };
    const quote = quoteBet(lopsided, 0, 100);
    expect(quote.sharesMicro).toBeGreaterThanOrEqual(98 * 10_000);
    expect(quote.averagePrice).toBeLessThanOrEqual(1);
    expect(quote.priceAfter).toBe(1 - 1e-12);
  });

  it("stays finite at the extremes of b and amount", () => {
    for (const b of [10, 1_000_000]) {
      for (const amount of [1, MAX_QUOTE_AMOUNT_CENTS]) {
        const quote = quoteBet(openingState(b, [1, 99]), 0, amount);
        const numbers = [
          quote.sharesMicro,
          quote.priceBefore,
          quote.priceAfter,
          quote.averagePrice,
          quote.odds,
          ...quote.pricesAfter,
          ...quote.stateAfter.q,
        ];
        numbers.forEach((x) => expect(Number.isFinite(x)).toBe(true));
        expect(quote.priceAfter).toBeGreaterThan(quote.priceBefore);
        expect(quote.priceAfter).toBeLessThan(1);
      }
    }
  });

  it("buys the underdog in a lopsided market without overflow", () => {
    const quote = quoteBet({ b: 10, q: [0, 1e13] }, 0, 100);
    expect(quote.priceBefore).toBe(1e-12);
    expect(Number.isSafeInteger(quote.sharesMicro)).toBe(true);
    expect(quote.sharesMicro).toBeGreaterThanOrEqual(98 * 10_000);
  });

  it("refuses a bet that would push q past the safe-integer range", () => {
    const full: LmsrState = { b: 10, q: [Number.MAX_SAFE_INTEGER - 1_000, 0] };
    expect(pricingErrorCode(() => quoteBet(full, 0, 100))).toBe("INVALID_AMOUNT");
    expect(() => quoteBet(full, 0, 100)).toThrowError(/safe range/);
  });

  it("refuses bad amounts with INVALID_AMOUNT", () => {
    const bad = [0, -1, 1.5, Number.NaN, Infinity, -Infinity, MAX_QUOTE_AMOUNT_CENTS + 1, "100"];
    for (const amount of bad) {
      expect(pricingErrorCode(() => quoteBet(fiftyFifty, 0, amount as number))).toBe(
        "INVALID_AMOUNT",
      );
    }
    expect(() => quoteBet(fiftyFifty, 0, MAX_QUOTE_AMOUNT_CENTS)).not.toThrow();
  });

  it("refuses an amount the fee would swallow whole", () => {
    expect(pricingErrorCode(() => quoteBet(fiftyFifty, 0, 1, 0.9))).toBe("INVALID_AMOUNT");
    expect(() => quoteBet(fiftyFifty, 0, 1, 0.9)).toThrowError(/nothing to bet/);
  });

  it("refuses bad option indexes with INVALID_OPTION", () => {
    for (const option of [-1, 2, 0.5, Number.NaN]) {
      expect(pricingErrorCode(() => quoteBet(fiftyFifty, option, 100))).toBe("INVALID_OPTION");
    }
    expect(pricingErrorCode(() => quoteBet(openingState(930, [25, 25, 25, 25]), 4, 100))).toBe(
      "INVALID_OPTION",
    );
  });

  it("refuses bad fee rates with INVALID_FEE_RATE", () => {
    for (const rate of [-0.01, 1, 2, Number.NaN, Infinity]) {
      expect(pricingErrorCode(() => quoteBet(fiftyFifty, 0, 100, rate))).toBe("INVALID_FEE_RATE");
    }
  });

  it("refuses malformed states", () => {
    expect(pricingErrorCode(() => quoteBet({ b: 0, q: [0, 0] }, 0, 100))).toBe("INVALID_LIQUIDITY");
    expect(pricingErrorCode(() => quoteBet({ b: 930, q: [0, Number.NaN] }, 0, 100))).toBe(
      "INVALID_STATE",
    );
  });
});
