import type { ListPollsQuery, Market } from "@pulso/core";
import type { MarketPage } from "@pulso/api-client";
import type { PublicData } from "@pulso/sdk/public";
import { warnUnlessAnswered } from "./logFailure";

/** A paged market list as a widget shows it: the pages loaded so far, appended. */
export interface MarketPagesSnapshot {
  status: "loading" | "error" | "success";
  markets: Market[];
  error: unknown;
  /** The server has another page. */
  hasMore: boolean;
  /** A next page is on its way. */
  loadingMore: boolean;
  /** Loading the next page failed (the pages already shown stay). */
  moreError: unknown;
}

/** The list's pages as an external store (`useStoreSnapshot`). */
export interface MarketPagesStore {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): MarketPagesSnapshot;
  /** Appends the next page (ignored while one loads or when there is none). */
  loadMore(): void;
  /** Starts again from page 1 (the error state's retry). */
  retry(): void;
}

const INITIAL: MarketPagesSnapshot = {
  status: "loading",
  markets: [],
  error: null,
  hasMore: false,
  loadingMore: false,
  moreError: null,
};

/**
 * Loads GET /polls page by page through the public data (which keeps each market, so the cards
 * render without fetching again). The first page is fetched on the first subscription, unless it
 * is in the cache already (`cachedMarkets`): the list then shows it on its first render (a page
 * painted by the server shows its cards, and the app's first render keeps them), and the first
 * subscription only refreshes it.
 */
export function createMarketPagesStore(
  data: PublicData,
  filters: Omit<ListPollsQuery, "page">,
): MarketPagesStore {
  const cached = data.cachedMarkets?.({ ...filters, page: 1 });
  let snapshot: MarketPagesSnapshot = cached
    ? { ...INITIAL, status: "success", markets: cached.polls, hasMore: cached.pagination.hasMore }
    : INITIAL;
  let page = cached ? 1 : 0;
  let started = false;
  const listeners = new Set<() => void>();
  const set = (patch: Partial<MarketPagesSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    for (const listener of [...listeners]) listener();
  };

  async function fetchPage(next: number): Promise<void> {
    const result = await data.listMarkets({ ...filters, page: next });
    const known = new Set(snapshot.markets.map((market) => market._id));
    page = next;
    set({
      status: "success",
      markets: [
        ...(next === 1 ? [] : snapshot.markets),
        ...result.polls.filter((market) => next === 1 || !known.has(market._id)),
      ],
      hasMore: result.pagination.hasMore,
      loadingMore: false,
      moreError: null,
      error: null,
    });
  }

  /** The first page asked for again, shown only if it changed; the list stays on a failure. */
  function refreshFirst(shown: MarketPage): void {
    data
      .listMarkets({ ...filters, page: 1 })
      .then((result) => {
        if (result === shown || page !== 1 || snapshot.markets !== shown.polls) return;
        set({ markets: result.polls, hasMore: result.pagination.hasMore });
      })
      .catch((error: unknown) => warnUnlessAnswered("refreshing the market list failed", error));
  }

  function loadFirst(): void {
    set({ ...INITIAL });
    fetchPage(1).catch((error: unknown) => {
      warnUnlessAnswered("loading the market list failed", error);
      set({ status: "error", error });
    });
  }

  return {
    subscribe(onChange) {
      listeners.add(onChange);
      if (!started) {
        started = true;
        if (cached) refreshFirst(cached);
        else loadFirst();
      }
      return () => listeners.delete(onChange);
    },
    getSnapshot: () => snapshot,
    loadMore() {
      if (snapshot.status !== "success" || snapshot.loadingMore || !snapshot.hasMore) return;
      set({ loadingMore: true, moreError: null });
      fetchPage(page + 1).catch((error: unknown) => {
        warnUnlessAnswered("loading more markets failed", error);
        set({ loadingMore: false, moreError: error });
      });
    },
    retry: loadFirst,
  };
}
