import { PAGE_SIZES, type ListPollsQuery, type MarketListCategory } from "@pulso/core";

/**
 * The list's order, one at a time (spec §2's sort and hot / new, as one choice): most traded,
 * most bets and votes in the last 24 hours, newest first, or closing soonest (open ones only).
 */
export const LIST_SORTS = ["popular", "trending", "newest", "ending"] as const;

/** A sort of the list. */
export type ListSort = (typeof LIST_SORTS)[number];

/**
 * The statuses the list's filter offers, open markets first; `all` is every status but
 * cancelled (reviews are never public). The list opens on `active`: what can be traded now.
 */
export const LIST_STATUSES = [
  "active",
  "upcoming",
  "closed",
  "resolved",
  "cancelled",
  "all",
] as const;

/** A status filter value. */
export type ListStatus = (typeof LIST_STATUSES)[number];

/** How long the search box waits after the last keystroke before asking (ms). */
export const SEARCH_DEBOUNCE_MS = 300;

/** What the reader picked in the list's controls. */
export interface MarketListFilters {
  category: MarketListCategory;
  status: ListStatus;
  sort: ListSort;
  search: string;
}

/** What the list shows before the reader picks anything: open markets, most traded first. */
export const DEFAULT_FILTERS: Omit<MarketListFilters, "category"> = {
  status: "active",
  sort: "popular",
  search: "",
};

/**
 * The list's status, sort and search as a page's query parameters (`status`, `sort`, `q`), the
 * defaults left out: what a link carries so that opening it shows the same list.
 */
export interface MarketListQuery {
  status?: string;
  sort?: string;
  q?: string;
}

const isStatus = (value: string | undefined): value is ListStatus =>
  LIST_STATUSES.some((status) => status === value);
const isSort = (value: string | undefined): value is ListSort =>
  LIST_SORTS.some((sort) => sort === value);

/** The filters a query names; a missing or unknown value reads as the default. */
export function filtersFromQuery(
  category: MarketListCategory,
  query: MarketListQuery,
): MarketListFilters {
  return {
    category,
    status: isStatus(query.status) ? query.status : DEFAULT_FILTERS.status,
    sort: isSort(query.sort) ? query.sort : DEFAULT_FILTERS.sort,
    search: query.q?.slice(0, 100) ?? "",
  };
}

/** The query of the filters: only what differs from the defaults. */
export function queryOfFilters(filters: MarketListFilters): MarketListQuery {
  // As typed (a pause after a space must not eat the space); blank is no search.
  const search = filters.search.trim() ? filters.search : "";
  return {
    ...(filters.status === DEFAULT_FILTERS.status ? {} : { status: filters.status }),
    ...(filters.sort === DEFAULT_FILTERS.sort ? {} : { sort: filters.sort }),
    ...(search ? { q: search } : {}),
  };
}

const REQUEST_SORT = {
  popular: { sort: "volume" },
  trending: { sort: "volume", hot: true },
  newest: { sort: "newest" },
  ending: { sort: "ending" },
} as const satisfies Record<ListSort, Pick<ListPollsQuery, "sort" | "hot">>;

/** The GET /polls query of the filters (without the page): defaults and empty values left out. */
export function listQuery(filters: MarketListFilters): Omit<ListPollsQuery, "page"> {
  const search = filters.search.trim();
  return {
    limit: PAGE_SIZES.polls,
    ...REQUEST_SORT[filters.sort],
    ...(filters.category === "all" ? {} : { category: filters.category }),
    ...(filters.status === "all" ? {} : { status: filters.status }),
    ...(search ? { search } : {}),
  };
}
