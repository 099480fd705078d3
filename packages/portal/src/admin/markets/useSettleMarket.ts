import type { Market } from "@pulso/core";
import type { MarketPage } from "@pulso/api-client";
import { pulsoKeys } from "@pulso/sdk";
import { usePulso } from "@pulso/widgets";

/**
 * After an admin changes a market: the lists refresh, then the changed market is written over
 * them and over its own page's query. A refetch within a second of a list's own load is shared
 * with that load by the poll-list throttle, so it may predate the change.
 */
export function useSettleMarket(): (changed: Market) => Promise<Market> {
  const pulso = usePulso();
  return async (changed) => {
    await pulso.invalidation.invalidateNow("polls");
    pulso.queryClient.setQueryData(pulsoKeys.poll(changed._id), changed);
    pulso.queryClient.setQueriesData<MarketPage>(
      { queryKey: [...pulsoKeys.polls, "list"] },
      (page) =>
        page && {
          ...page,
          polls: page.polls.map((market) => (market._id === changed._id ? changed : market)),
        },
    );
    return changed;
  };
}
