import type { ListPollsQuery } from "../api/requests";
import type { Language } from "./i18n";
import { PAGE_SIZES } from "./business";
import { MARKET_LIST_CATEGORIES } from "./markets";

/**
 * The id of the `<script type="application/json">` in which the server hands a portal page the
 * answers to its first GETs (a market page's market, a market list's first page, in each
 * language), so the page renders without waiting for them (issue 17). Its content is an array of
 * `{ path, lang, body }`.
 */
export const CARRIED_ANSWERS_ELEMENT_ID = "pulso-carried-answers";

/** A GET's success body as the server writes it into a portal page, for the api-client to use. */
export interface CarriedAnswer {
  /** The path under the API base, with its query as the api-client writes it (`/polls/m_42`). */
  path: string;
  /** The language the server answered in; used only by a transport asking in that language. */
  lang: Language;
  /** The parsed JSON body, `{ status: "success", data }`. */
  body: unknown;
}

/**
 * The first GET /polls of the market list at `/markets/:category` opened without a status, sort
 * or search in its address (open markets, most traded first, page 1), exactly as the list widget
 * asks for it (a portal test holds them together); null for another category name. The portal
 * asks for it before its first render, and the server carries its answer in the page.
 */
export function marketListFirstPage(category: string): ListPollsQuery | null {
  if (!MARKET_LIST_CATEGORIES.some((known) => known === category)) return null;
  return {
    limit: PAGE_SIZES.polls,
    sort: "volume",
    ...(category === "all" ? {} : { category }),
    status: "active",
    page: 1,
  } as ListPollsQuery;
}

/** How many featured markets the home shows (spec §2). */
export const HOME_FEATURED_COUNT = 6;

/**
 * The home's GETs /polls for its featured grid of `count` cards, exactly as the portal asks for
 * them: the open markets flagged featured, then, only when those are fewer than `count`, the most
 * traded open ones to fill the grid. The portal asks before its first render, and the server
 * carries the answers in the home.
 */
export function homeFeaturedQueries(count: number = HOME_FEATURED_COUNT): {
  featured: ListPollsQuery;
  busiest: ListPollsQuery;
} {
  const open = { status: "active", limit: count } as const;
  return { featured: { ...open, featured: true }, busiest: { ...open, sort: "volume" } };
}

/** Query parameters of a market list opened with them in its address: it asks for another list. */
export const MARKET_LIST_ADDRESS_FILTERS = ["q", "status", "sort"] as const;
