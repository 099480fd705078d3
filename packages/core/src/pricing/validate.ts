/*
 * Input checks shared by the pricing functions (internal). Each throws a PricingError whose
 * message names the fix, so a bad call fails before any arithmetic runs.
 */
import { MAX_OPTIONS, MAX_PRICE_CENTS, MIN_OPTIONS, MIN_PRICE_CENTS } from "../constants/business";
import { MAX_LIQUIDITY_B, MIN_LIQUIDITY_B } from "./constants";
import { PricingError } from "./errors";
import type { LmsrState } from "./lmsrState";

/** Throws INVALID_LIQUIDITY unless `b` is a finite number within the allowed bounds. */
export function assertLiquidity(b: unknown): asserts b is number {
  if (typeof b !== "number" || !Number.isFinite(b) || b < MIN_LIQUIDITY_B || b > MAX_LIQUIDITY_B) {
    throw new PricingError(
      "INVALID_LIQUIDITY",
      `Liquidity b must be a number from ${MIN_LIQUIDITY_B} to ${MAX_LIQUIDITY_B} shares, got ${String(b)}`,
    );
  }
}

/** Throws INVALID_OPTIONS unless `values` is an array of 2–4 entries. */
export function assertOptionCount(values: unknown, what: string): asserts values is unknown[] {
  if (!Array.isArray(values) || values.length < MIN_OPTIONS || values.length > MAX_OPTIONS) {
    const got = Array.isArray(values) ? `${values.length} entries` : typeof values;
    throw new PricingError(
      "INVALID_OPTIONS",
      `${what} needs one entry per option, ${MIN_OPTIONS} to ${MAX_OPTIONS} options, got ${got}`,
    );
  }
}

/** Throws INVALID_PRICE unless every opening price is an integer number of cents in 1–99. */
export function assertOpeningPrices(pricesCents: unknown): asserts pricesCents is number[] {
  assertOptionCount(pricesCents, "Opening prices");
  pricesCents.forEach((price, index) => {
    if (
      !Number.isInteger(price) ||
      (price as number) < MIN_PRICE_CENTS ||
      (price as number) > MAX_PRICE_CENTS
    ) {
      throw new PricingError(
        "INVALID_PRICE",
        `Opening price of option ${index} must be a whole number of cents from ${MIN_PRICE_CENTS} to ${MAX_PRICE_CENTS}, got ${String(price)}`,
      );
    }
  });
}

/** Throws unless `state` has a valid `b` and 2–4 outstanding share counts that are safe integers. */
export function assertState(state: LmsrState): void {
  if (typeof state !== "object" || state === null) {
    throw new PricingError("INVALID_STATE", "Market state must be an object { b, q }");
  }
  assertLiquidity(state.b);
  assertOptionCount(state.q, "Market state q");
  state.q.forEach((qi, index) => {
    if (!Number.isSafeInteger(qi)) {
      throw new PricingError(
        "INVALID_STATE",
        `Market state q[${index}] must be a safe integer of micro-shares, got ${String(qi)}`,
      );
    }
  });
}

/** Throws INVALID_OPTION unless `index` names one of the market's options. */
export function assertOptionIndex(index: unknown, optionCount: number): asserts index is number {
  if (!Number.isInteger(index) || (index as number) < 0 || (index as number) >= optionCount) {
    throw new PricingError(
      "INVALID_OPTION",
      `Option index must be an integer from 0 to ${optionCount - 1}, got ${String(index)}`,
    );
  }
}
