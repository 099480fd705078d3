// Market vocabularies kept apart from the zod schemas of entities/market.ts and api/requests.ts,
// so a widget that only needs a list (a category tab, a chart range) does not pull zod into the
// host page (DESIGN §10 weight budget).

/** Market categories (spec §2), without the list-only `all`. */
export const MARKET_CATEGORIES = [
  "presidential",
  "congressional",
  "state",
  "local",
  "international",
  "other",
] as const;
/** A market's category. */
export type MarketCategory = (typeof MARKET_CATEGORIES)[number];
/** Categories a market list may filter by: every category, or `all`. */
export const MARKET_LIST_CATEGORIES = ["all", ...MARKET_CATEGORIES] as const;
/** A market list's category filter. */
export type MarketListCategory = (typeof MARKET_LIST_CATEGORIES)[number];

/** Market statuses (spec §4, DESIGN §2). Only `active` accepts bets and votes. */
export const MARKET_STATUSES = [
  "pending_review",
  "upcoming",
  "active",
  "closed",
  "resolved",
  "cancelled",
] as const;
/** A market's status. */
export type MarketStatus = (typeof MARKET_STATUSES)[number];

/** `prediction` markets are traded with money; `poll`s are voted on without money (DESIGN §2). */
export const MARKET_KINDS = ["prediction", "poll"] as const;
/** The kind of a market. */
export type MarketKind = (typeof MARKET_KINDS)[number];

/** Ranges of the price-history call. */
export const PRICE_HISTORY_RANGES = ["1d", "1w", "1m", "all"] as const;
/** A price-history range. */
export type PriceHistoryRange = (typeof PRICE_HISTORY_RANGES)[number];
/** Price history is downsampled to at most this many points. */
export const MAX_PRICE_HISTORY_POINTS = 200;

/** Sort orders of the market list. */
export const MARKET_SORTS = ["volume", "newest", "ending"] as const;
