import {
  PAGE_SIZES,
  type MARKET_SORTS,
  type ListPollsQuery,
  type MarketListCategory,
  type MarketStatus,
} from "@pulso/core";

/** A market sort of GET /polls. */
export type MarketSort = (typeof MARKET_SORTS)[number];

/** The statuses the list's filter offers (`all` first; reviews are never public). */
export const LIST_STATUSES = [
  "all",
  "active",
  "upcoming",
  "closed",
  "resolved",
  "cancelled",
] as const;

/** A status filter value. */
export type ListStatus = "all" | Exclude<MarketStatus, "pending_review">;

/** How long the search box waits after the last keystroke before asking (ms). */
export const SEARCH_DEBOUNCE_MS = 300;

/** What the reader picked in the list's controls. */
export interface MarketListFilters {
  category: MarketListCategory;
  status: ListStatus;
  sort: MarketSort;
  hot: boolean;
  new: boolean;
  search: string;
}

/** The GET /polls query of the filters (without the page): defaults and empty values left out. */
export function listQuery(filters: MarketListFilters): Omit<ListPollsQuery, "page"> {
  const search = filters.search.trim();
  return {
    limit: PAGE_SIZES.polls,
    sort: filters.sort,
    ...(filters.category === "all" ? {} : { category: filters.category }),
    ...(filters.status === "all" ? {} : { status: filters.status }),
    ...(filters.hot ? { hot: true } : {}),
    ...(filters.new ? { new: true } : {}),
    ...(search ? { search } : {}),
  };
}
