/** How long the ticket waits after the last keystroke before asking for a quote. */
export const BET_QUOTE_DEBOUNCE_MS = 300;

/**
 * How many cents above the confirmed average price a bet may still fill at (DESIGN §2's
 * `maxPrice`): a small tolerance for prices that move by less than a cent.
 */
export const BET_PRICE_TOLERANCE_CENTS = 1;

/** The `maxPrice` sent with a confirmed quote: its average price plus the tolerance, at most 100. */
export function maxPriceFor(averagePriceCents: number): number {
  const withTolerance = Math.ceil((averagePriceCents + BET_PRICE_TOLERANCE_CENTS) * 100) / 100;
  return Math.min(100, withTolerance);
}

/** A fresh `Idempotency-Key` for one confirmation (reused when that confirmation is retried). */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (cryptoApi && typeof cryptoApi.randomUUID === "function") return cryptoApi.randomUUID();
  return `bet-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
