import { displayPricesCents, prices, type LmsrState, type MarketKind } from "@pulso/core";

/** Rounds to `decimals` places without the float tails of `toFixed` round trips. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * A prediction market's prices from its LMSR state: `display` whole cents (1–99, summing to 100,
 * what readers see) and `exact` cents to two decimals (what the price history stores).
 */
export function predictionPrices(state: LmsrState): { exact: number[]; display: number[] } {
  const fractions = prices(state);
  return {
    exact: fractions.map((p) => roundTo(p * 100, 2)),
    display: displayPricesCents(fractions),
  };
}

/**
 * Each option's share of the votes in percent, to one decimal, summing to exactly 100 by
 * largest-remainder rounding (all zeros while nobody has voted).
 */
export function votePercentages(votes: readonly number[]): number[] {
  const total = votes.reduce((sum, count) => sum + count, 0);
  if (total <= 0) return votes.map(() => 0);
  const exact = votes.map((count) => (count / total) * 1000);
  const tenths = exact.map((value) => Math.floor(value));
  let missing = 1000 - tenths.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    tenths[index] = (tenths[index] ?? 0) + 1;
    missing -= 1;
  }
  return tenths.map((value) => value / 10);
}

/** What one price-history point stores: exact cents for predictions, vote shares for polls. */
export function chartPrices(
  kind: MarketKind,
  state: LmsrState | null,
  votes: readonly number[],
): number[] {
  if (kind === "prediction" && state) return predictionPrices(state).exact;
  return votePercentages(votes);
}
