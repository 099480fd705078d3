import {
  type CarriedAnswer,
  embedIframeHtml,
  embedLinkText,
  embedViewUrl,
  escapeHtml,
  type Language,
  type Market,
} from "@pulso/core";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { endpoint } from "../http/endpoint";
import { AppError, notFound } from "../http/errors";
import { requestLanguage } from "../http/language";
import { loadMarket } from "../markets/loadMarket";
import { isAdmin } from "../markets/visibleMarket";
import { ogVersion } from "../og/card";
import { ogImageUrl } from "../og/routes";
import { OG_HEIGHT, OG_WIDTH } from "../og/svg";
import { bannerPreloadTag, carriedAnswersTag, marketPageAnswers } from "../portal/carriedAnswers";
import { noPainting, type PagePainter } from "../portal/paintedPage";
import { firstDataInTime } from "../portal/portalAssets";
import { setPortalPageHeaders, setReaderPageCaching } from "../portal/pageHeaders";
import { sendPage } from "./assetsEncoding";
import { publicBase } from "./html";

/**
 * The rich embed's widest size, and its height: the market card's reserved height, with its week
 * chart (`MARKET_CARD_MIN_HEIGHT_PX` in the widgets, which the server may not import, DESIGN §1;
 * e2e/tests/embedLayout.spec.ts pastes this answer into a page and measures the card in it).
 */
const OEMBED_WIDTH = 600;
const OEMBED_HEIGHT = 320;
/** Narrower than this, a card's options wrap into illegibility: the narrowest frame we answer. */
const OEMBED_MIN_WIDTH = 200;

/** What oEmbed answers for a market: its card's page in a frame of that size, then a link. */
export function oEmbedAnswer(
  market: Pick<Market, "_id" | "title">,
  publicUrl: string,
  language: Language,
  max: { width?: number | undefined; height?: number | undefined },
): { width: number; height: number; html: string } {
  const base = publicBase(publicUrl);
  const width = Math.max(Math.min(max.width ?? OEMBED_WIDTH, OEMBED_WIDTH), OEMBED_MIN_WIDTH);
  const height = Math.min(max.height ?? OEMBED_HEIGHT, OEMBED_HEIGHT);
  // Less room than the card with its chart: the card without it, which needs less.
  const chart = height >= OEMBED_HEIGHT;
  const src = embedViewUrl(base, "market-card", market._id, {
    lang: language,
    ...(chart ? {} : { chart: false }),
  });
  const html = embedIframeHtml({
    src,
    title: market.title,
    width,
    height,
    href: `${base}/market/${encodeURIComponent(market._id)}`,
    linkText: embedLinkText(language, market.title),
  });
  return { width, height, html };
}

/** The market id a platform market URL names (`<PUBLIC_URL>/market/<id>`), else null. */
export function marketIdFromUrl(url: string, publicUrl: string): string | null {
  let parsed: URL;
  let base: URL;
  try {
    parsed = new URL(url);
    base = new URL(publicBase(publicUrl));
  } catch {
    return null;
  }
  if (parsed.origin !== base.origin) return null;
  const prefix = base.pathname.replace(/\/+$/, "");
  const match = /^\/market\/([^/]+)\/?$/.exec(parsed.pathname.slice(prefix.length));
  if (!parsed.pathname.startsWith(prefix) || !match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** The discovery URL of a market's oEmbed. */
export function oEmbedUrl(publicUrl: string, marketId: string): string {
  const base = publicBase(publicUrl);
  const page = `${base}/market/${encodeURIComponent(marketId)}`;
  return `${base}/api/v1/oembed?url=${encodeURIComponent(page)}&format=json`;
}

/**
 * A market page's head tags: title, description, Open Graph and the oEmbed discovery link. The
 * preview image is the market's share image in the page's language (og/routes.ts), versioned by
 * its price, with its size and alternative text.
 */
export function marketHeadTags(market: Market, publicUrl: string, language: Language): string {
  const base = publicBase(publicUrl);
  const pageUrl = `${base}/market/${encodeURIComponent(market._id)}`;
  const description = shortDescription(market);
  const image = ogImageUrl(publicUrl, market._id, language, ogVersion(market));
  const e = escapeHtml;
  return `<title>${e(market.title)} · Pulso</title>
<meta name="description" content="${e(description)}">
<link rel="canonical" href="${e(pageUrl)}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="Pulso">
<meta property="og:title" content="${e(market.title)}">
<meta property="og:description" content="${e(description)}">
<meta property="og:url" content="${e(pageUrl)}">
<meta property="og:locale" content="${language === "en" ? "en_US" : "es_ES"}">
<meta property="og:image" content="${e(image)}">
<meta property="og:image:type" content="image/png">
<meta property="og:image:width" content="${OG_WIDTH}">
<meta property="og:image:height" content="${OG_HEIGHT}">
<meta property="og:image:alt" content="${e(market.title)}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:image" content="${e(image)}">
<meta name="twitter:image:alt" content="${e(market.title)}">
<link rel="alternate" type="application/json+oembed" href="${e(oEmbedUrl(publicUrl, market._id))}" title="${e(market.title)}">`;
}

function shortDescription(market: Market): string {
  return market.description.length > 300
    ? `${market.description.slice(0, 297)}…`
    : market.description;
}

/** The market page without the portal: its head and a readable body. */
export function marketPageHtml(market: Market, publicUrl: string, language: Language): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${marketHeadTags(market, publicUrl, language)}
</head>
<body>
<main>
<h1>${e(market.title)}</h1>
<p>${e(shortDescription(market))}</p>
</main>
</body>
</html>
`;
}

/**
 * The portal's `index.html` made this market's page: its `<title>` replaced by the market's head
 * tags and `<html lang>` set, so link previews and search engines see the market while the
 * portal's router renders the page. For the portal's first render (issue 17), the head also
 * carries the answers to its first calls as this reader gets them (`marketPageAnswers`), and
 * preloads a stored picture's banner, the page's largest paint on a phone: it downloads beside the
 * portal's code, and the page's `<img>` (same URL, same priority) finds it loaded.
 */
export function portalMarketPage(
  index: string,
  market: Market,
  publicUrl: string,
  language: Language,
  carriedAnswers: readonly CarriedAnswer[] = [],
): string {
  const head = [
    marketHeadTags(market, publicUrl, language),
    bannerPreloadTag(market.image),
    carriedAnswersTag(carriedAnswers),
  ]
    .filter(Boolean)
    .join("\n");
  const withLang = index.replace(/<html([^>]*)\slang="[^"]*"/, `<html$1 lang="${language}"`);
  const withoutTitle = withLang.replace(/<title>[\s\S]*?<\/title>\s*/, "");
  // A function replacer: a string one would expand `$&`, `` $` `` and `$'` in a market's title.
  return withoutTitle.replace("</head>", () => `${head}\n</head>`);
}

/**
 * Registers oEmbed (`GET /api/v1/oembed`) and `GET /market/:id`, the page that announces it: the
 * built portal's page with the market's head tags when `portalIndex` finds one, painted by `paint`
 * (issue 17: the market's picture and headline paint with the HTML), else a minimal page of its
 * own.
 */
export function registerOEmbedRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  portalIndex: () => Promise<string | null>,
  paint: PagePainter = noPainting,
): void {
  endpoint(app, ctx.endpoints, "getOEmbed", async ({ query, language }) => {
    // oEmbed 1.0 §2.3.4: a format the provider cannot return is 501 Not Implemented.
    if (query.format !== "json") throw new AppError(501, "UNSUPPORTED_MEDIA_TYPE");
    const id = marketIdFromUrl(query.url, ctx.config.PUBLIC_URL);
    if (id === null) throw notFound();
    const market = await loadMarket(ctx.db, id, language);
    // A market awaiting review is no one's to embed yet.
    if (!market || market.status === "pending_review") throw notFound();
    return {
      version: "1.0" as const,
      type: "rich" as const,
      provider_name: "Pulso",
      provider_url: `${publicBase(ctx.config.PUBLIC_URL)}/`,
      title: market.title,
      ...oEmbedAnswer(market, ctx.config.PUBLIC_URL, language, {
        width: query.maxwidth,
        height: query.maxheight,
      }),
    };
  });

  app.get<{ Params: { id: string } }>("/market/:id", async (request, reply) => {
    const language = requestLanguage(request, request.session?.user.language);
    const found = await loadMarket(ctx.db, request.params.id, language);
    // A market awaiting review is shown to admins only, as by GET /polls/:id.
    const market =
      found && (found.status !== "pending_review" || isAdmin(request.session)) ? found : null;
    const index = await portalIndex();
    setPortalPageHeaders(reply, request.url)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-cache");
    if (!market) {
      if (!index) throw notFound();
      // The portal's router shows its own not-found page.
      return reply.code(404).send(index);
    }
    // The market as this reader gets it (its language; its forecast, which a blackout hides from
    // the public).
    setReaderPageCaching(reply);
    if (!index) return reply.send(marketPageHtml(market, ctx.config.PUBLIC_URL, language));
    // The portal asks in the reader's stored language, which the server cannot see: both.
    const answers = await firstDataInTime(
      request,
      request.url,
      () => marketPageAnswers(ctx, request, market._id),
      [],
    );
    const html = portalMarketPage(index, market, ctx.config.PUBLIC_URL, language, answers);
    // Without its answers (the database failing or slow) it goes unpainted: the portal asks.
    if (answers.length === 0) return sendPage(request, reply, html);
    return sendPage(request, reply, await paint(request, { html, url: request.url, answers }));
  });
}
