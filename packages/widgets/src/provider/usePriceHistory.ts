import type { PriceHistoryRange } from "@pulso/core";
import type { PriceHistory } from "@pulso/api-client";
import { useQuery, type QueryState } from "./useQuery";
import { usePulso } from "./usePulso";

/** A market's price history for one range (refreshed with the market by realtime invalidation). */
export function usePriceHistory(id: string, range: PriceHistoryRange): QueryState<PriceHistory> {
  const pulso = usePulso();
  return useQuery(`priceHistory:${id}:${range}`, () => pulso.queries.priceHistory(id, range));
}
