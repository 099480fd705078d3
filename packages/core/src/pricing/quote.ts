import {
  MAX_QUOTE_AMOUNT_CENTS,
  MICRO_SHARES_PER_CENT,
  MICRO_SHARES_PER_SHARE,
  TRADING_FEE_RATE,
} from "./constants";
import { PricingError } from "./errors";
import { logOnePlusExp, logSumExp } from "./logMath";
import { prices } from "./lmsr";
import type { LmsrState } from "./lmsrState";
import { microSharesToCents } from "./micro";
import { assertOptionIndex, assertState } from "./validate";

/** Everything a bettor sees before confirming a bet, and what the server commits (spec §3 "Bet"). */
export interface BetQuote {
  /** The option bought. */
  optionIndex: number;
  /** The stake A in cents, fee included. */
  amountCents: number;
  /** Trading fee F = round(feeRate · A), in cents, credited to the house fee account. */
  feeCents: number;
  /** Net stake N = A − F, in cents: what buys shares and goes into the market escrow. */
  netCents: number;
  /** Shares bought, in micro-shares, rounded down (the house keeps the dust). */
  sharesMicro: number;
  /** Price of the option before the bet, as a fraction in (0, 1). */
  priceBefore: number;
  /** Price of the option after the bet, as a fraction in (0, 1). */
  priceAfter: number;
  /** Net dollars paid per share bought, N/Δ, in (0, 1]. */
  averagePrice: number;
  /** What the shares pay if the option wins, in whole cents (floor of sharesMicro / 10,000). */
  potentialReturnCents: number;
  /** potentialReturnCents − amountCents: the gain if the option wins (the fee counts as a cost). */
  profitCents: number;
  /** potentialReturnCents / amountCents: how many times the stake comes back on a win. */
  odds: number;
  /** Every option's price before the bet. */
  pricesBefore: number[];
  /** Every option's price after the bet. */
  pricesAfter: number[];
  /** The market state once the bet commits: q[optionIndex] + sharesMicro. */
  stateAfter: LmsrState;
}

function assertAmount(amountCents: unknown): asserts amountCents is number {
  if (
    !Number.isInteger(amountCents) ||
    (amountCents as number) < 1 ||
    (amountCents as number) > MAX_QUOTE_AMOUNT_CENTS
  ) {
    throw new PricingError(
      "INVALID_AMOUNT",
      `Bet amount must be a whole number of cents from 1 to ${MAX_QUOTE_AMOUNT_CENTS}, got ${String(amountCents)}`,
    );
  }
}

function assertFeeRate(feeRate: unknown): asserts feeRate is number {
  if (typeof feeRate !== "number" || !Number.isFinite(feeRate) || feeRate < 0 || feeRate >= 1) {
    throw new PricingError(
      "INVALID_FEE_RATE",
      `Fee rate must be a fraction from 0 (inclusive) to 1 (exclusive), got ${String(feeRate)}`,
    );
  }
}

/**
 * Micro-shares of option i that a net stake buys beyond the stake itself: 1e6 · b · ln(p'/p).
 *
 * The closed form Δ = b·ln(S·e^{N/b} − S_{−i}) − q_i rearranges, with r = ln(S_{−i}/e^{q_i/b})
 * (the log-odds against i), into Δ = N + b·ln(1 + e^r·(1 − e^{−N/b})). Every step stays in log
 * space, so neither a huge N/b nor a lopsided market overflows, and a tiny N/b keeps its digits.
 */
function bonusMicroShares(state: LmsrState, optionIndex: number, netDollars: number): number {
  const scale = state.b * MICRO_SHARES_PER_SHARE;
  const qi = state.q[optionIndex] ?? 0;
  const logOddsAgainst = logSumExp(
    state.q.filter((_, j) => j !== optionIndex).map((qj) => (qj - qi) / scale),
  );
  const a = netDollars / state.b;
  // ln(1 − e^{−a}) via expm1, accurate for a as small as 1e-8 (one cent at the largest b).
  const exponent = logOddsAgainst + Math.log(-Math.expm1(-a));
  return scale * logOnePlusExp(exponent);
}

/**
 * Quotes a bet of `amountCents` on option `optionIndex` against the LMSR (DESIGN §2): the fee,
 * the shares bought, prices before and after, average price, potential return, profit and odds,
 * and the state to store if the bet commits. Pure; the server re-quotes inside its transaction.
 * @example quoteBet(openingState(930, [50, 50]), 0, 10_000).priceAfter // ≈ 0.55
 */
export function quoteBet(
  state: LmsrState,
  optionIndex: number,
  amountCents: number,
  feeRate: number = TRADING_FEE_RATE,
): BetQuote {
  assertState(state);
  assertOptionIndex(optionIndex, state.q.length);
  assertAmount(amountCents);
  assertFeeRate(feeRate);

  const feeCents = Math.round(feeRate * amountCents);
  const netCents = amountCents - feeCents;
  if (netCents < 1) {
    throw new PricingError(
      "INVALID_AMOUNT",
      `Bet amount of ${amountCents} cents leaves nothing to bet after a ${feeCents}-cent fee`,
    );
  }

  // Δ = N + bonus with N counted exactly in micro-shares; only the bonus is floored, so the
  // bettor never gets more than the net stake buys and always at least one share per dollar.
  const bonus = Math.floor(bonusMicroShares(state, optionIndex, netCents / 100));
  const sharesMicro = netCents * MICRO_SHARES_PER_CENT + bonus;
  const qAfter = (state.q[optionIndex] ?? 0) + sharesMicro;
  if (!Number.isSafeInteger(qAfter)) {
    throw new PricingError(
      "INVALID_AMOUNT",
      `Bet amount of ${amountCents} cents would push this market's share count past the safe range`,
    );
  }

  const stateAfter: LmsrState = {
    b: state.b,
    q: state.q.map((qj, j) => (j === optionIndex ? qAfter : qj)),
  };
  const pricesBefore = prices(state);
  const pricesAfter = prices(stateAfter);
  const potentialReturnCents = microSharesToCents(sharesMicro);

  return {
    optionIndex,
    amountCents,
    feeCents,
    netCents,
    sharesMicro,
    priceBefore: pricesBefore[optionIndex] ?? 0,
    priceAfter: pricesAfter[optionIndex] ?? 0,
    averagePrice: (netCents * MICRO_SHARES_PER_CENT) / sharesMicro,
    potentialReturnCents,
    profitCents: potentialReturnCents - amountCents,
    odds: potentialReturnCents / amountCents,
    pricesBefore,
    pricesAfter,
    stateAfter,
  };
}
