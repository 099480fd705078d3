import { MICRO_SHARES_PER_SHARE } from "./constants";
import type { LmsrState } from "./lmsrState";
import { assertLiquidity, assertOpeningPrices } from "./validate";

/**
 * The admin's opening prices (cents, 1–99) as probabilities π that sum to 1. Admins set yes and
 * no separately, so 60/45 is allowed and means 60/105 and 45/105.
 */
export function openingProbabilities(openingPricesCents: readonly number[]): number[] {
  assertOpeningPrices(openingPricesCents);
  const total = openingPricesCents.reduce((sum, price) => sum + price, 0);
  return openingPricesCents.map((price) => price / total);
}

/**
 * The market maker's state when a market opens at the admin's prices: q_i = round(1e6·b·ln π_i)
 * micro-shares, so `prices` of the result reproduces the normalised opening prices.
 * @example openingState(DEFAULT_LIQUIDITY_B, [50, 50]) // { b: 930, q: [-644626878, -644626878] }
 */
export function openingState(b: number, openingPricesCents: readonly number[]): LmsrState {
  assertLiquidity(b);
  const probabilities = openingProbabilities(openingPricesCents);
  const q = probabilities.map((pi) => Math.round(MICRO_SHARES_PER_SHARE * b * Math.log(pi)));
  return { b, q };
}
