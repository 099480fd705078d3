import {
  MARKET_LIST_ADDRESS_FILTERS,
  MARKET_PAGE_HISTORY_RANGE,
  marketListFirstPage,
  PAGE_SIZES,
} from "@pulso/core";
import type { Pulso } from "@pulso/sdk";
import { homeFeaturedQuery, withEachMarketCached } from "../market/featuredGrid";
import { PUBLIC_PREFETCH } from "./prefetchHints";

/** One of a page's first calls, as the sdk's cache takes it. */
type RouteQuery = Parameters<Pulso["queryClient"]["prefetchQuery"]>[0];

/**
 * The calls the page at `pathname` + `search` shows first (issue 17): the home's banners, figures
 * and featured markets, the market list's first page, the market, each with the layout's (the
 * header's Markets dropdown and the footer), as the server carries them; none for any other
 * page. With
 * them, the prefetch hints (prefetchHints.ts) these calls already make: the home asks for its
 * featured list here, so hinting it after load would only fetch it a second time.
 */
export function routeDataQueries(
  pulso: Pulso,
  pathname: string,
  search: string,
): { queries: RouteQuery[]; hints: readonly string[] } {
  const { queries } = pulso;
  const layout = [queries.marketLinks(), queries.footer()];
  if (pathname === "/") {
    return {
      queries: [
        ...layout,
        queries.banners(pulso.i18n.getLanguage()),
        queries.platformStats(),
        // The featured cards, below the first screen: asked now, they are in the cache when the
        // page first renders instead of one round trip after it.
        homeFeaturedQuery(pulso),
      ],
      hints: PUBLIC_PREFETCH,
    };
  }
  const list = /^\/markets\/([^/]+)\/?$/.exec(pathname);
  if (list) {
    const params = new URLSearchParams(search);
    // A status, sort or search in the address asks for another list: the widget asks for it.
    if (MARKET_LIST_ADDRESS_FILTERS.some((key) => params.get(key)))
      return { queries: [], hints: [] };
    const category = segment(list[1]);
    const firstPage = category === null ? null : marketListFirstPage(category);
    return { queries: firstPage ? [queries.pollList(firstPage), ...layout] : [], hints: [] };
  }
  const market = segment(/^\/market\/([^/]+)\/?$/.exec(pathname)?.[1]);
  return {
    // The market, and its week of prices: its chart's first range and its headline's 24 h change.
    // Then what its lower sections show, every market's: the markets like it and the first page
    // of its comments. Asked here, before the first render, not by that render as it goes.
    queries:
      market === null
        ? []
        : [
            queries.poll(market),
            queries.priceHistory(market, MARKET_PAGE_HISTORY_RANGE),
            ...layout,
            withEachMarketCached(pulso, queries.similarPolls(market)),
            queries.comments(market, { page: 1, limit: PAGE_SIZES.comments }),
          ],
    hints: [],
  };
}

/**
 * Starts the page's first calls ({@link routeDataQueries}) before the app's first render (issue
 * 17: the market list and the market page waited for the layout to render before asking for their
 * data, then for it to arrive before their images could start). The screens find the answers in
 * the cache, or in flight; a failure is left to the screen, which asks again. Returns the prefetch
 * hints these calls already make.
 */
export function prefetchRouteData(
  pulso: Pulso,
  pathname: string,
  search: string,
): readonly string[] {
  const { queries, hints } = routeDataQueries(pulso, pathname, search);
  for (const query of queries) void pulso.queryClient.prefetchQuery(query);
  return hints;
}

/**
 * A path segment as the router reads it, or null when it is not valid percent-encoding
 * (`/markets/%E0%A4%A`): such an address names no page, and its screen says so.
 */
function segment(encoded: string | undefined): string | null {
  if (encoded === undefined) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}
