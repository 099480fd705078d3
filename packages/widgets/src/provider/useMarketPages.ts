import type { ListPollsQuery } from "@pulso/core";
import { useMemo } from "react";
import { createMarketPagesStore, type MarketPagesSnapshot } from "./marketPagesStore";
import { usePublicContext } from "./useResource";
import { useStoreSnapshot } from "./useStoreSnapshot";

/** The list's state plus its actions. */
export interface MarketPagesState extends MarketPagesSnapshot {
  /** Appends the next page. */
  loadMore(): void;
  /** Starts again from page 1. */
  retry(): void;
}

/**
 * A market list with "load more" (GET /polls, spec §2): new filters start again from page 1,
 * `loadMore` appends the next page.
 */
export function useMarketPages(filters: Omit<ListPollsQuery, "page">): MarketPagesState {
  const { data } = usePublicContext();
  const key = JSON.stringify(filters);
  // The filters' identity is their JSON: a new object with the same values keeps the store.
  const store = useMemo(() => createMarketPagesStore(data, filters), [data, key]);
  const snapshot = useStoreSnapshot(store.subscribe, store.getSnapshot);
  return { ...snapshot, loadMore: store.loadMore, retry: store.retry };
}
