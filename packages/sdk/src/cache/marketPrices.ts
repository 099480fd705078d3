import type { Market } from "@pulso/core";
import type { QueryClient } from "@tanstack/query-core";
import { withPrices, type MarketPriceUpdate } from "../realtime/priceUpdate";
import { pulsoKeys } from "./queryKeys";

export type { MarketPriceUpdate } from "../realtime/priceUpdate";

function isMarket(value: unknown, pollId: string): value is Market {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { _id?: unknown })._id === pollId &&
    Array.isArray((value as { options?: unknown }).options)
  );
}

/** The cached value with the market updated wherever it appears, or the same value if nothing changed. */
function patch(data: unknown, update: MarketPriceUpdate): unknown {
  if (isMarket(data, update.pollId)) return withPrices(data, update);
  if (Array.isArray(data)) {
    const next = data.map((item) => patch(item, update));
    return next.some((item, index) => item !== data[index]) ? next : data;
  }
  if (
    typeof data === "object" &&
    data !== null &&
    Array.isArray((data as { polls?: unknown }).polls)
  ) {
    const page = data as { polls: unknown[] };
    const polls = patch(page.polls, update);
    return polls === page.polls ? data : { ...page, polls };
  }
  return data;
}

/**
 * Writes a `poll_updated` event's prices and volume into every cached copy of the market (detail,
 * list pages, similar markets) so cards move at once, before the debounced refetch confirms.
 * Queries that do not hold the market are left untouched. Returns how many queries changed.
 */
export function applyMarketPrices(queryClient: QueryClient, update: MarketPriceUpdate): number {
  let changed = 0;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: pulsoKeys.polls })) {
    const data = query.state.data;
    if (data === undefined) continue;
    const next = patch(data, update);
    if (next !== data) {
      queryClient.setQueryData(query.queryKey, next);
      changed += 1;
    }
  }
  return changed;
}
