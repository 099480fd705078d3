import type { PricePoint } from "@pulso/core";

/** A day, in milliseconds. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An option's price 24 hours before `now`, from a price history (oldest first): the last point at
 * or before that moment, since a price holds until the next trade. Null when the history starts
 * later (a market younger than a day) or has no price for the option.
 */
export function priceDayAgo(
  points: readonly PricePoint[],
  optionIndex: number,
  now: number,
): number | null {
  const dayAgo = now - DAY_MS;
  let found: number | null = null;
  for (const point of points) {
    if (Date.parse(point.t) > dayAgo) break;
    found = point.prices[optionIndex] ?? null;
  }
  return found;
}

/**
 * The change of an option's price over 24 hours, in cents (percentage points), rounded to one
 * decimal; null when there is no price from 24 hours ago.
 */
export function change24h(
  currentCents: number,
  points: readonly PricePoint[],
  optionIndex: number,
  now: number,
): number | null {
  const before = priceDayAgo(points, optionIndex, now);
  if (before === null) return null;
  return Math.round((currentCents - before) * 10) / 10;
}
