import { PricingError } from "./errors";
import { assertOptionCount } from "./validate";

const MIN_DISPLAY_CENTS = 1;

/**
 * Prices as whole cents for display: each 1–99 and summing to exactly 100 (DESIGN §2), by
 * largest-remainder rounding, then lifting any 0 to 1 at the expense of the largest price.
 * Input is normalised by its sum, so it need not sum to exactly 1.
 * @example displayPricesCents([0.333, 0.333, 0.334]) // [33, 33, 34]
 */
export function displayPricesCents(prices: readonly number[]): number[] {
  assertOptionCount(prices, "Prices");
  prices.forEach((price, index) => {
    if (typeof price !== "number" || !Number.isFinite(price) || price < 0) {
      throw new PricingError(
        "INVALID_PRICE",
        `Price of option ${index} must be a finite number ≥ 0, got ${String(price)}`,
      );
    }
  });
  const total = prices.reduce((sum, price) => sum + price, 0);
  if (!(total > 0) || !Number.isFinite(total)) {
    throw new PricingError("INVALID_PRICE", "Prices must have a positive, finite sum");
  }

  const exact = prices.map((price) => (price / total) * 100);
  const cents = exact.map((value) => Math.floor(value));
  let missing = 100 - cents.reduce((sum, value) => sum + value, 0);
  // Hand out the cents lost to flooring, largest remainder first (ties: lower index first).
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    cents[index] = (cents[index] ?? 0) + 1;
    missing -= 1;
  }

  // No option may show 0 (or, by consequence, 100): lift zeros and take the cent from the
  // largest price, which with at most 4 options is always at least 25.
  for (let index = 0; index < cents.length; index += 1) {
    if ((cents[index] ?? 0) < MIN_DISPLAY_CENTS) {
      cents[index] = MIN_DISPLAY_CENTS;
      const largest = cents.indexOf(Math.max(...cents));
      cents[largest] = (cents[largest] ?? 0) - 1;
    }
  }
  return cents;
}
