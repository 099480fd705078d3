import {
  API_ROUTES,
  CARRIED_ANSWERS_ELEMENT_ID,
  type CarriedAnswer,
  escapeHtml,
  HOME_FEATURED_COUNT,
  homeFeaturedQueries,
  imageBannerUrl,
  type Language,
  LANGUAGES,
  type ListPollsQuery,
  listPollsQuerySchema,
  MARKET_LIST_ADDRESS_FILTERS,
  MARKET_PAGE_HISTORY_RANGE,
  marketListFirstPage,
  type Market,
} from "@pulso/core";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { loadPlatformStats } from "../dashboard/platformStats";
import { ok } from "../http/endpoint";
import { withoutPoints } from "../markets/blackout";
import { loadPriceHistory } from "../markets/priceHistory";
import { listVisibleMarkets, loadVisibleMarket } from "../markets/visibleMarket";
import { loadActiveBanners } from "../site/bannerRow";
import { currentFooter } from "../site/footerRoutes";
import { marketLinks } from "../site/marketLinkRoutes";
import { portalPageLanguage } from "./paintedPage";

/**
 * The data block that hands a portal page the answers to its first GETs, for the portal to use
 * instead of asking (issue 17: the page then has its data on its first render, not one round trip
 * later). A data block, not a script (the page's CSP runs no inline script); `<` is escaped so no
 * title can end it. Empty without answers.
 */
export function carriedAnswersTag(answers: readonly CarriedAnswer[]): string {
  if (answers.length === 0) return "";
  const json = JSON.stringify(answers).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${CARRIED_ANSWERS_ELEMENT_ID}">${json}</script>`;
}

/** A preload of a stored picture's 640 px banner (the page's largest paint); "" for any other. */
export function bannerPreloadTag(image: string | null | undefined): string {
  const banner = image ? imageBannerUrl(image, 640) : null;
  return banner && banner !== image
    ? `<link rel="preload" as="image" href="${escapeHtml(banner)}" fetchpriority="high">`
    : "";
}

/** A GET /polls's path with its query, in the order the api-client writes it. */
function pollsPath(query: ListPollsQuery): string {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return `/polls?${search.toString()}`;
}

/** A portal page's first data for one request: the tags its head gains, with the answers. */
export interface PageData {
  /** The answers' data block, and any preload of the page's largest picture. */
  head: string;
  /** The answers to the page's first GETs, which the page's paint stands on too. */
  answers: CarriedAnswer[];
}

/** The page's answers with their data block as its head. */
const withAnswers = (answers: CarriedAnswer[], preload = ""): PageData => ({
  head: preload + carriedAnswersTag(answers),
  answers,
});

/**
 * What a portal page adds to its head for this request: the home's or a market list's first
 * answers, or null for a page that asks for its own.
 */
export function portalPageHead(
  ctx: AppContext,
  request: FastifyRequest,
  path: string,
): Promise<PageData | null> {
  if (path === "/") return homePageHead(ctx, request, portalPageLanguage(request));
  return marketListPageHead(ctx, request, path);
}

/** The layout's two calls, whose answers every landing page carries (`layoutAnswers`). */
export const LAYOUT_ANSWER_PATHS: readonly string[] = [
  API_ROUTES.getMarketLinks.path,
  API_ROUTES.getFooterSettings.path,
];

/**
 * The answers every landing page carries for its layout, in `languages`: the header's Markets
 * dropdown and the footer (issue 17). With them the page is painted with its menu and footer,
 * and the app neither asks for them when it starts nor renders again when they come.
 */
export async function layoutAnswers(
  ctx: AppContext,
  languages: readonly Language[] = LANGUAGES,
): Promise<CarriedAnswer[]> {
  const [links, footerConfig] = await Promise.all([marketLinks(ctx.db), currentFooter(ctx.db)]);
  return languages.flatMap((lang): CarriedAnswer[] => [
    { path: API_ROUTES.getMarketLinks.path, lang, body: ok({ links }) },
    { path: API_ROUTES.getFooterSettings.path, lang, body: ok({ footerConfig }) },
  ]);
}

/**
 * What the home adds to its head (issue 17): the answers to the calls its first screen waits for,
 * in the language the home is painted in: the active banners, the platform's figures, and the
 * featured grid's markets (the busiest open ones too when fewer than the grid's cards are
 * featured). With them the page renders whole on its first render: it never stands with a
 * placeholder that the banners then push down.
 */
export async function homePageHead(
  ctx: AppContext,
  request: FastifyRequest,
  lang: Language,
): Promise<PageData> {
  const asks = homeFeaturedQueries();
  const markets = (query: ListPollsQuery) =>
    listVisibleMarkets(ctx, listPollsQuerySchema.parse(query), lang, request.session);
  const [banners, stats, featured, layout] = await Promise.all([
    loadActiveBanners(ctx, lang),
    loadPlatformStats(ctx.db),
    markets(asks.featured),
    layoutAnswers(ctx, [lang]),
  ]);
  const answers: CarriedAnswer[] = [
    { path: `/banners/active?lang=${lang}`, lang, body: ok({ banners }) },
    { path: "/stats", lang, body: ok({ stats }) },
    { path: pollsPath(asks.featured), lang, body: ok(featured) },
    ...layout,
  ];
  if (featured.polls.length < HOME_FEATURED_COUNT) {
    answers.push({ path: pollsPath(asks.busiest), lang, body: ok(await markets(asks.busiest)) });
  }
  return withAnswers(answers);
}

/**
 * What a market list page (`/markets/:category`) adds to the portal's head: its first page in each
 * language (the portal asks in the reader's stored language, which the server cannot see), as
 * GET /polls answers this reader, and a preload of the first card's picture. Null for a list
 * opened with a search, status or sort in its address, or an unknown category: the portal asks.
 */
export async function marketListPageHead(
  ctx: AppContext,
  request: FastifyRequest,
  path: string,
): Promise<PageData | null> {
  const match = /^\/markets\/([^/]+)\/?$/.exec(path);
  if (!match) return null;
  const query = request.query as Record<string, unknown>;
  if (MARKET_LIST_ADDRESS_FILTERS.some((key) => query[key])) return null;
  let category: string;
  try {
    category = decodeURIComponent(match[1] ?? "");
  } catch {
    return null;
  }
  const firstPage = marketListFirstPage(category);
  if (!firstPage) return null;
  const parsed = listPollsQuerySchema.parse(firstPage);
  const [pages, layout] = await Promise.all([
    Promise.all(LANGUAGES.map((lang) => listVisibleMarkets(ctx, parsed, lang, request.session))),
    layoutAnswers(ctx),
  ]);
  const answers: CarriedAnswer[] = LANGUAGES.map((lang, index) => ({
    path: pollsPath(firstPage),
    lang,
    body: ok(pages[index]),
  }));
  return withAnswers([...answers, ...layout], bannerPreloadTag(pages[0]?.polls[0]?.image));
}

/**
 * What the market page at `/market/:id` carries (issue 17): GET /polls/:id in each language (the
 * portal asks in the reader's stored language, which the server cannot see), and its week of
 * prices, the chart's first range and the headline's 24 h change, as this reader gets them (a
 * forecast a blackout hides from the public stays hidden). With them the page paints its chart
 * and change with the market, instead of their placeholders for one round trip. Empty when the
 * market is not this reader's to see.
 */
export async function marketPageAnswers(
  ctx: AppContext,
  request: FastifyRequest,
  id: string,
): Promise<CarriedAnswer[]> {
  const [shown, history, layout] = await Promise.all([
    Promise.all(LANGUAGES.map((lang) => loadVisibleMarket(ctx.db, id, lang, request.session))),
    loadPriceHistory(ctx.db, id, MARKET_PAGE_HISTORY_RANGE, ctx.now()),
    layoutAnswers(ctx),
  ]);
  if (!shown.every((visible): visible is Market => visible !== null)) return [];
  const body = ok({ history: shown[0]?.blackout?.pricesHidden ? withoutPoints(history) : history });
  const path = `/polls/${encodeURIComponent(id)}`;
  return [
    ...LANGUAGES.map((lang, index) => ({ path, lang, body: ok({ poll: shown[index] }) })),
    ...LANGUAGES.map((lang) => ({
      path: `${path}/price-history?range=${MARKET_PAGE_HISTORY_RANGE}`,
      lang,
      body,
    })),
    ...layout,
  ];
}
