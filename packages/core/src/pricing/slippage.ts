import { PricingError } from "./errors";
import type { BetQuote } from "./quote";

/** A bettor's limits on a bet (DESIGN §2); either, both or neither may be set. */
export interface SlippageLimits {
  /** Highest average price the bettor accepts, in cents per share. */
  maxPriceCents?: number;
  /** Fewest micro-shares the bettor accepts. */
  minSharesMicro?: number;
}

/** Outcome of {@link checkSlippage}: the bet may commit, or it is refused with `PRICE_MOVED`. */
export type SlippageCheck =
  { ok: true } | { ok: false; code: "PRICE_MOVED"; reason: "MAX_PRICE" | "MIN_SHARES" };

function assertLimit(name: string, value: number | undefined): void {
  if (value !== undefined && (typeof value !== "number" || !Number.isFinite(value) || value < 0)) {
    throw new PricingError(
      "INVALID_LIMIT",
      `${name} must be a finite number ≥ 0 when given, got ${String(value)}`,
    );
  }
}

/**
 * Whether a fresh quote still honours the bettor's limits: the average price paid against
 * `maxPriceCents`, the shares against `minSharesMicro`. The server re-quotes inside the bet's
 * transaction and refuses with `PRICE_MOVED` (and the new quote) when this fails, because
 * embedded cards move live between showing a quote and confirming it.
 */
export function checkSlippage(
  quote: Pick<BetQuote, "averagePrice" | "sharesMicro">,
  limits: SlippageLimits,
): SlippageCheck {
  assertLimit("maxPriceCents", limits.maxPriceCents);
  assertLimit("minSharesMicro", limits.minSharesMicro);
  if (limits.maxPriceCents !== undefined && quote.averagePrice * 100 > limits.maxPriceCents) {
    return { ok: false, code: "PRICE_MOVED", reason: "MAX_PRICE" };
  }
  if (limits.minSharesMicro !== undefined && quote.sharesMicro < limits.minSharesMicro) {
    return { ok: false, code: "PRICE_MOVED", reason: "MIN_SHARES" };
  }
  return { ok: true };
}
