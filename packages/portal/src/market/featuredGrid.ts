import { HOME_FEATURED_COUNT, homeFeaturedQueries, type Market } from "@pulso/core";
import { pulsoKeys, type Pulso, type PulsoQuery } from "@pulso/sdk";

/** Markets still taking bets or votes: the only ones the featured grid shows. */
const OPEN_STATUS: Market["status"] = "active";

/**
 * The featured markets the home shows, at most `count`: the open markets flagged featured first
 * (in the server's order), then the busiest other open markets to fill the grid. A resolved,
 * closed or cancelled market is never featured, even if a list answered it.
 */
export function pickFeaturedMarkets(
  featured: readonly Market[],
  busiest: readonly Market[],
  count: number,
): Market[] {
  const picked: Market[] = [];
  const seen = new Set<string>();
  for (const market of [...featured, ...busiest]) {
    if (picked.length >= count) break;
    if (market.status !== OPEN_STATUS || seen.has(market._id)) continue;
    seen.add(market._id);
    picked.push(market);
  }
  return picked;
}

/**
 * The home's featured markets as one sdk query (see {@link pickFeaturedMarkets}): the open
 * featured ones (`GET /polls?featured&status=active`) and, only when they are fewer than `count`,
 * the most active open ones (`sort=volume`). Kept under the `polls` key, so realtime price
 * updates and market refreshes reach it.
 */
export function featuredMarketsQuery(pulso: Pulso, count: number): PulsoQuery<Market[]> {
  return {
    queryKey: ["polls", "featured", count],
    queryFn: async () => {
      const asks = homeFeaturedQueries(count);
      const featured = await pulso.queryClient.fetchQuery(pulso.queries.pollList(asks.featured));
      const busiest =
        pickFeaturedMarkets(featured.polls, [], count).length < count
          ? await pulso.queryClient.fetchQuery(pulso.queries.pollList(asks.busiest))
          : { polls: [] };
      return pickFeaturedMarkets(featured.polls, busiest.polls, count);
    },
  };
}

/**
 * `query`, each market it answers also written into that market's own cache entry (when it has
 * none), so the page's cards render at once from it instead of each fetching its market again.
 */
export function withEachMarketCached(
  pulso: Pulso,
  query: PulsoQuery<Market[]>,
): PulsoQuery<Market[]> {
  return {
    ...query,
    queryFn: async (context) => {
      const markets = await query.queryFn(context);
      for (const market of markets) {
        const key = pulsoKeys.poll(market._id);
        if (pulso.queryClient.getQueryData(key) === undefined) {
          pulso.queryClient.setQueryData(key, market);
        }
      }
      return markets;
    },
  };
}

/** The home's featured markets, each also cached as its card reads it. */
export const homeFeaturedQuery = (pulso: Pulso): PulsoQuery<Market[]> =>
  withEachMarketCached(pulso, featuredMarketsQuery(pulso, HOME_FEATURED_COUNT));

/**
 * The column counts the featured grid takes as the screen widens (see cards.css). The same grid
 * lays out the market page's similar markets.
 */
export const FEATURED_COLUMNS = [1, 2, 3] as const;

/** How the featured grid lays out a number of cards so that no row is left part empty. */
export interface FeaturedGridLayout {
  /** The most columns the grid may use (four cards stay two by two, never three and one). */
  maxColumns: 1 | 2 | 3;
  /** The column counts at which the first card spans two columns to fill the rows. */
  leadSpansAt: readonly (2 | 3)[];
}

/**
 * The featured grid's layout for `count` cards: at every width (one, two or three columns) the
 * rows come out full, by capping the columns or letting the first card span two.
 */
export function featuredGridLayout(count: number): FeaturedGridLayout {
  const maxColumns: 1 | 2 | 3 = count <= 1 ? 1 : count === 2 || count === 4 ? 2 : 3;
  const leadSpansAt: (2 | 3)[] = [];
  for (const columns of [2, 3] as const) {
    if (columns > maxColumns) continue;
    // One card spanning two columns takes one extra cell: enough when one cell is missing.
    if (count % columns !== 0 && (count + 1) % columns === 0) leadSpansAt.push(columns);
  }
  return { maxColumns, leadSpansAt };
}

/** The grid's class names for {@link featuredGridLayout}. */
export function featuredGridClass(count: number): string {
  const { maxColumns, leadSpansAt } = featuredGridLayout(count);
  return [
    "mkt-featured",
    `mkt-featured--max${maxColumns}`,
    ...leadSpansAt.map((columns) => `mkt-featured--lead${columns}`),
  ].join(" ");
}
