import { MARKET_LIST_ADDRESS_FILTERS, marketListFirstPage } from "@pulso/core";
import type { Pulso } from "@pulso/sdk";
import { homeFeaturedQuery } from "../market/featuredGrid";
import { PUBLIC_PREFETCH } from "./prefetchHints";

/**
 * Starts the calls the page at `pathname` + `search` shows first, before the app's first render
 * (issue 17: the market list and the market page waited for the layout to render before asking
 * for their data, then for it to arrive before their images could start): the home's banners,
 * figures and featured markets, the market list's first page, the market. The screens find the
 * answers in the cache, or in flight. Anything else starts nothing; a failure is left to the
 * screen, which asks again.
 *
 * Returns the prefetch hints (prefetchHints.ts) these calls already make: the home asks for its
 * featured list here, so hinting it after load would only fetch it a second time.
 */
export function prefetchRouteData(
  pulso: Pulso,
  pathname: string,
  search: string,
): readonly string[] {
  const { queries, queryClient } = pulso;
  const prefetch = (query: Parameters<typeof queryClient.prefetchQuery>[0]) =>
    void queryClient.prefetchQuery(query);
  if (pathname === "/") {
    prefetch(queries.banners(pulso.i18n.getLanguage()));
    prefetch(queries.platformStats());
    // The featured cards, below the first screen: asked now, they are in the cache when the page
    // first renders instead of one round trip after it (the page asks again only if they are not).
    prefetch(homeFeaturedQuery(pulso));
    return PUBLIC_PREFETCH;
  }
  const list = /^\/markets\/([^/]+)\/?$/.exec(pathname);
  if (list) {
    const params = new URLSearchParams(search);
    // A status, sort or search in the address asks for another list: the widget asks for it.
    if (MARKET_LIST_ADDRESS_FILTERS.some((key) => params.get(key))) return [];
    const category = segment(list[1]);
    const firstPage = category === null ? null : marketListFirstPage(category);
    if (firstPage) prefetch(queries.pollList(firstPage));
    return [];
  }
  const market = segment(/^\/market\/([^/]+)\/?$/.exec(pathname)?.[1]);
  if (market !== null) prefetch(queries.poll(market));
  return [];
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
