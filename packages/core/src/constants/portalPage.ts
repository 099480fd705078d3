import type { ListPollsQuery } from "../api/requests";
import type { Language } from "./i18n";
import { PAGE_SIZES } from "./business";
import { MARKET_LIST_CATEGORIES, type PriceHistoryRange } from "./markets";

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

/**
 * What the server asks the portal's page renderer for (issue 17): the page at `path` (with its
 * query) in `lang`, as its reader sees it before the app runs, with `answers` (the page's carried
 * answers) standing in for its first calls.
 */
export interface PaintPageRequest {
  path: string;
  lang: Language;
  answers: readonly CarriedAnswer[];
  /** Called off when the page is due: the render stops and the page goes out unpainted. */
  signal?: PaintDeadline;
}

/** What a render needs of an `AbortSignal` (core runs where there is no DOM library). */
export interface PaintDeadline {
  readonly aborted: boolean;
  addEventListener(type: "abort", listener: () => void, options?: { once?: boolean }): void;
}

/**
 * A page as the renderer paints it: the markup of `#root`, the style sheets it needs and the code
 * the app takes it over with.
 */
export interface PaintedPage {
  markup: string;
  /** The page's own style sheets beyond the entry's (the built files' paths, from the root). */
  sheets: readonly string[];
  /** The page's own code beyond the entry's: its chunk and the chunks it imports (as `sheets`). */
  modules: readonly string[];
}

/**
 * The attribute of the page's landing script (`<script data-pulso-landing>`), which preloads the
 * landed-on page's code from the browser. A painted page names its code in its head instead, and
 * goes out without the script.
 */
export const LANDING_SCRIPT_ATTRIBUTE = "data-pulso-landing";

/** The portal's page renderer, as its build ships it for the server (`render/page.mjs`). */
export type PaintPage = (request: PaintPageRequest) => Promise<PaintedPage>;

/** Marks the start of a painted page's markup inside `#root` (the service worker drops it). */
export const PAINTED_START = "<!--pulso:painted-->";
/** Marks its end. */
export const PAINTED_END = "<!--/pulso:painted-->";

/**
 * The range of prices a market page opens with: its chart's first range and its headline's 24 h
 * change read the same history, which the server carries in the page.
 */
export const MARKET_PAGE_HISTORY_RANGE = "1w" satisfies PriceHistoryRange;
