import type { Market, PriceHistoryResponse } from "@pulso/core";

/** A market's price history for one range. */
type PriceHistory = PriceHistoryResponse["data"]["history"];

/** The part of a `poll_updated` event that changes a market (spec §7). */
export interface MarketPriceUpdate {
  pollId: string;
  /** New prices in cents, by option id. */
  prices: Record<string, number>;
  /** Total staked, in dollars. */
  volume: number;
}

/**
 * The market with a `poll_updated` event's prices and volume, or the same object when nothing
 * changes. The one place a pushed price becomes a market (the sdk's cache and the public client
 * both apply pushes through it).
 */
export function withPrices(market: Market, update: MarketPriceUpdate): Market {
  let changed = market.volume !== update.volume;
  const options = market.options.map((option) => {
    const price = update.prices[option._id];
    if (price === undefined || option.price === price) return option;
    changed = true;
    // A prediction option's percentage is its implied probability: its price in cents.
    return {
      ...option,
      price,
      percentage: market.kind === "prediction" ? price : option.percentage,
    };
  });
  return changed ? { ...market, options, volume: update.volume } : market;
}

/**
 * The history with one more point at `at` holding the pushed prices (an option the push leaves
 * out keeps its last price), or the same object when the push is not newer than the last point
 * or names none of the history's options.
 */
export function withPricePoint(
  history: PriceHistory,
  update: Pick<MarketPriceUpdate, "prices">,
  at: string,
): PriceHistory {
  const last = history.points.at(-1);
  if (last && Date.parse(last.t) >= Date.parse(at)) return history;
  if (!history.optionIds.some((id) => update.prices[id] !== undefined)) return history;
  const prices = history.optionIds.map(
    (id, index) => update.prices[id] ?? last?.prices[index] ?? 0,
  );
  return { ...history, points: [...history.points, { t: at, prices }] };
}
