import type { PriceHistory } from "@pulso/api-client";
import type { PriceHistoryRange } from "@pulso/core";
import { usePublicContext, useResource, type QueryState } from "./useResource";

/** A market's price history for one range, extended live by `poll_updated`. */
export function usePriceHistory(id: string, range: PriceHistoryRange): QueryState<PriceHistory> {
  return useResource(usePublicContext().data.priceHistory(id, range));
}
