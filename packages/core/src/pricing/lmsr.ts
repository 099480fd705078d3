import { MICRO_SHARES_PER_SHARE } from "./constants";
import { logSumExp } from "./logMath";
import type { LmsrState } from "./lmsrState";
import { assertState } from "./validate";

/** The smallest price `prices` reports, so every option stays strictly between 0 and 1. */
const PRICE_FLOOR = 1e-12;

/** q_i / b for every option, shifted so the largest is 0 (the log-sum-exp trick). */
function shiftedExponents(state: LmsrState): number[] {
  const scale = state.b * MICRO_SHARES_PER_SHARE;
  const qMax = Math.max(...state.q);
  // Integer differences first: exact for safe integers, so only the division rounds.
  return state.q.map((qi) => (qi - qMax) / scale);
}

/**
 * Current price of every option, p_i = e^(q_i/b) / Σ_j e^(q_j/b), as fractions that sum to 1
 * and each lie in (0, 1). Computed in log space, so it never overflows however large q grows.
 * @example prices(openingState(930, [60, 40])) // ≈ [0.6, 0.4]
 */
export function prices(state: LmsrState): number[] {
  assertState(state);
  const exponents = shiftedExponents(state);
  const weights = exponents.map((x) => Math.exp(x));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const leader = exponents.indexOf(0);
  // Floor the other options away from 0, then let the leader take exactly what is left: the
  // result sums to 1 and no price is 0 or 1 even when one option dominates completely.
  const result = weights.map((w) => Math.max(w / total, PRICE_FLOOR));
  let others = 0;
  result.forEach((p, index) => {
    if (index !== leader) others += p;
  });
  result[leader] = 1 - others;
  return result;
}

/**
 * The LMSR cost function C(q) = b·ln Σ_i e^(q_i/b), in dollars. What a bet costs is
 * C(after) − C(before); a market opened with normalised prices starts at C ≈ 0.
 */
export function cost(state: LmsrState): number {
  assertState(state);
  const qMax = Math.max(...state.q);
  return qMax / MICRO_SHARES_PER_SHARE + state.b * logSumExp(shiftedExponents(state));
}
