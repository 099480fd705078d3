import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { displayPricesCents } from "./displayPrices";
import { cost } from "./lmsr";
import { quoteBet } from "./quote";
import { requiredEscrowCents, worstCaseLossCents } from "./solvency";
import {
  amountArb,
  betsArb,
  liquidityArb,
  openingPricesArb,
  tradedMarketArb,
  tradeMarket,
} from "./test-utils/arbitraries";

const RUNS = { numRuns: 200 };

/** A traded market plus one more bet to quote on it. */
function scenarioArb(optionCount: number) {
  return fc.tuple(tradedMarketArb(optionCount), fc.nat({ max: optionCount - 1 }), amountArb);
}

describe.each([2, 3, 4])("LMSR properties with %i options", (n) => {
  it("quotes only finite numbers, prices summing to 1 and each in (0, 1)", () => {
    fc.assert(
      fc.property(scenarioArb(n), ([market, option, amount]) => {
        const quote = quoteBet(market.state, option, amount);
        for (const [key, value] of Object.entries(quote)) {
          if (typeof value === "number") expect(Number.isFinite(value), key).toBe(true);
        }
        expect(quote.stateAfter.q.every(Number.isSafeInteger)).toBe(true);
        for (const p of [quote.pricesBefore, quote.pricesAfter]) {
          expect(Math.abs(p.reduce((sum, x) => sum + x, 0) - 1)).toBeLessThan(1e-9);
          p.forEach((x) => {
            expect(x).toBeGreaterThan(0);
            expect(x).toBeLessThan(1);
          });
        }
        expect(quote.sharesMicro).toBeGreaterThan(0);
        expect(quote.averagePrice).toBeGreaterThan(0);
        expect(quote.averagePrice).toBeLessThanOrEqual(1);
        expect(quote.feeCents + quote.netCents).toBe(amount);
      }),
      RUNS,
    );
  });

  it("raises the bought option's price and lowers every other", () => {
    fc.assert(
      fc.property(scenarioArb(n), ([market, option, amount]) => {
        const { pricesBefore, pricesAfter } = quoteBet(market.state, option, amount);
        // Prices pinned at the 1e-12 floor or ceiling cannot move further; elsewhere the
        // move is strict.
        const movable = pricesBefore.every((p) => p > 1e-6 && p < 1 - 1e-6);
        pricesBefore.forEach((before, j) => {
          const after = pricesAfter[j] ?? Number.NaN;
          if (j === option) {
            expect(after).toBeGreaterThanOrEqual(before);
            if (movable) expect(after).toBeGreaterThan(before);
          } else {
            expect(after).toBeLessThanOrEqual(before);
            if (movable) expect(after).toBeLessThan(before);
          }
        });
      }),
      RUNS,
    );
  });

  it("charges the net stake within one cent: 100·ΔC ∈ [N − 1, N]", () => {
    fc.assert(
      fc.property(scenarioArb(n), ([market, option, amount]) => {
        const quote = quoteBet(market.state, option, amount);
        const paidCents = 100 * (cost(quote.stateAfter) - cost(market.state));
        // Slack for float error in C itself (observed ≤ 1e-6 cents), kept well below the cost
        // of one extra micro-share (p·1e-4 cents), so over-issuing shares is caught.
        const slack = 1e-5 + 1e-15 * 100 * Math.abs(cost(quote.stateAfter));
        expect(paidCents).toBeLessThanOrEqual(quote.netCents + slack);
        expect(paidCents).toBeGreaterThanOrEqual(quote.netCents - 1);
      }),
      RUNS,
    );
  });

  it("moves the price to 1 − (1 − p_i)·e^{−N/b}", () => {
    fc.assert(
      fc.property(scenarioArb(n), ([market, option, amount]) => {
        const quote = quoteBet(market.state, option, amount);
        const expected = 1 - (1 - quote.priceBefore) * Math.exp(-quote.netCents / 100 / market.b);
        // Rounding Δ down by < 1 micro-share lowers p' by < p(1−p)·1e-6/b ≤ 0.25e-6/b.
        const tolerance = 0.25e-6 / market.b + 1e-11;
        expect(Math.abs(quote.priceAfter - Math.min(expected, 1 - 1e-12))).toBeLessThanOrEqual(
          tolerance,
        );
      }),
      RUNS,
    );
  });

  it("displays prices as whole cents 1–99 summing to 100", () => {
    fc.assert(
      fc.property(scenarioArb(n), ([market, option, amount]) => {
        const quote = quoteBet(market.state, option, amount);
        for (const p of [quote.pricesBefore, quote.pricesAfter]) {
          const cents = displayPricesCents(p);
          expect(cents.reduce((sum, c) => sum + c, 0)).toBe(100);
          cents.forEach((c, j) => {
            expect(Number.isInteger(c)).toBe(true);
            expect(c).toBeGreaterThanOrEqual(1);
            expect(c).toBeLessThanOrEqual(99);
            // Rounding moves no price by more than the clamping can force (3 cents at most).
            expect(Math.abs(c - 100 * (p[j] ?? 0))).toBeLessThan(4);
          });
        }
      }),
      RUNS,
    );
  });

  it("stays solvent: subsidy + Σ net stakes covers the largest payout after any bets", () => {
    fc.assert(
      fc.property(liquidityArb, openingPricesArb(n), betsArb(20), (b, opening, bets) => {
        const market = tradeMarket(b, opening, bets);
        const escrow = worstCaseLossCents(b, opening) + market.netTotalCents;
        expect(escrow).toBeGreaterThanOrEqual(requiredEscrowCents(market.outstanding));
      }),
      { numRuns: 300 },
    );
  });
});

describe("LMSR solvency on the tightest market", () => {
  it("holds when every bet lands on the option the admin priced at 1 cent", () => {
    fc.assert(
      fc.property(
        liquidityArb,
        fc.array(amountArb, { minLength: 1, maxLength: 30 }),
        (b, amounts) => {
          const market = tradeMarket(
            b,
            [1, 99],
            amounts.map((amountCents) => ({ option: 0, amountCents })),
          );
          const escrow = worstCaseLossCents(b, [1, 99]) + market.netTotalCents;
          const required = requiredEscrowCents(market.outstanding);
          expect(escrow).toBeGreaterThanOrEqual(required);
        },
      ),
      RUNS,
    );
  });
});
