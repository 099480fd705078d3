import { PricingError } from "./errors";
import { microSharesToCents } from "./micro";
import { openingProbabilities } from "./opening";
import { assertLiquidity, assertOptionCount } from "./validate";

/**
 * The most the market maker can lose, in cents: ceil(100·b·ln(1/min π)) + 1, where π are the
 * normalised opening prices. The house moves this subsidy into the market's escrow at open, so
 * escrow = subsidy + Σ net stakes always covers the winning option's payout (DESIGN §2, §3).
 * The extra cent absorbs float error and the rounding of the opening share counts.
 */
export function worstCaseLossCents(b: number, openingPricesCents: readonly number[]): number {
  assertLiquidity(b);
  const minProbability = Math.min(...openingProbabilities(openingPricesCents));
  return Math.ceil(100 * b * Math.log(1 / minProbability)) + 1;
}

/**
 * What the escrow must hold for the market to be solvent: the largest payout any single outcome
 * could demand, max_i floor(held_i / 10,000) cents, where held_i is the micro-shares users hold
 * on option i (q_i minus its opening value).
 */
export function requiredEscrowCents(outstandingByOption: readonly number[]): number {
  assertOptionCount(outstandingByOption, "Outstanding shares");
  let required = 0;
  outstandingByOption.forEach((held, index) => {
    if (!Number.isSafeInteger(held) || held < 0) {
      throw new PricingError(
        "INVALID_POSITION",
        `Shares held on option ${index} must be a safe integer ≥ 0 of micro-shares, got ${String(held)}`,
      );
    }
    required = Math.max(required, microSharesToCents(held));
  });
  return required;
}
