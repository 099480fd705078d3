import { absolutizeImageUrl, type Language, type Market } from "@pulso/core";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { endpoint } from "../http/endpoint";
import { AppError, notFound } from "../http/errors";
import { requestLanguage } from "../http/language";
import { loadMarket } from "../markets/loadMarket";
import { escapeHtml, publicBase } from "./html";

/** The rich embed's default size (the market card with its chart), and its largest. */
const OEMBED_WIDTH = 600;
const OEMBED_HEIGHT = 360;

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

/** The oEmbed answer's HTML: the loader and the market card element (DESIGN §7). */
export function oEmbedHtml(publicUrl: string, marketId: string): string {
  const base = escapeHtml(publicBase(publicUrl));
  return `<script type="module" src="${base}/embed.js" async></script><pulso-market-card market="${escapeHtml(marketId)}"></pulso-market-card>`;
}

/** The discovery URL of a market's oEmbed. */
export function oEmbedUrl(publicUrl: string, marketId: string): string {
  const base = publicBase(publicUrl);
  const page = `${base}/market/${encodeURIComponent(marketId)}`;
  return `${base}/api/v1/oembed?url=${encodeURIComponent(page)}&format=json`;
}

/** A market page's head: title, description, Open Graph and the oEmbed discovery link. */
export function marketPageHtml(market: Market, publicUrl: string, language: Language): string {
  const base = publicBase(publicUrl);
  const pageUrl = `${base}/market/${encodeURIComponent(market._id)}`;
  const description =
    market.description.length > 300 ? `${market.description.slice(0, 297)}…` : market.description;
  const image = market.image ? absolutizeImageUrl(market.image, base) : null;
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(market.title)} · Pulso</title>
<meta name="description" content="${e(description)}">
<link rel="canonical" href="${e(pageUrl)}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="Pulso">
<meta property="og:title" content="${e(market.title)}">
<meta property="og:description" content="${e(description)}">
<meta property="og:url" content="${e(pageUrl)}">
${image ? `<meta property="og:image" content="${e(image)}">\n` : ""}<meta name="twitter:card" content="${image ? "summary_large_image" : "summary"}">
<link rel="alternate" type="application/json+oembed" href="${e(oEmbedUrl(publicUrl, market._id))}" title="${e(market.title)}">
</head>
<body>
<main>
<h1>${e(market.title)}</h1>
<p>${e(description)}</p>
</main>
</body>
</html>
`;
}

/**
 * Registers oEmbed (`GET /api/v1/oembed`) and the minimal `GET /market/:id` page that announces
 * it; the portal (Step 6) later renders that page's body.
 */
export function registerOEmbedRoutes(app: FastifyInstance, ctx: AppContext): void {
  endpoint(app, ctx.endpoints, "getOEmbed", async ({ query, language }) => {
    // oEmbed 1.0 §2.3.4: a format the provider cannot return is 501 Not Implemented.
    if (query.format !== "json") throw new AppError(501, "UNSUPPORTED_MEDIA_TYPE");
    const id = marketIdFromUrl(query.url, ctx.config.PUBLIC_URL);
    if (id === null) throw notFound();
    const market = await loadMarket(ctx.db, id, language);
    if (!market) throw notFound();
    return {
      version: "1.0" as const,
      type: "rich" as const,
      provider_name: "Pulso",
      provider_url: `${publicBase(ctx.config.PUBLIC_URL)}/`,
      title: market.title,
      width: Math.min(query.maxwidth ?? OEMBED_WIDTH, OEMBED_WIDTH),
      height: Math.min(query.maxheight ?? OEMBED_HEIGHT, OEMBED_HEIGHT),
      html: oEmbedHtml(ctx.config.PUBLIC_URL, market._id),
    };
  });

  app.get<{ Params: { id: string } }>("/market/:id", async (request, reply) => {
    const language = requestLanguage(request, request.session?.user.language);
    const market = await loadMarket(ctx.db, request.params.id, language);
    if (!market) throw notFound();
    return reply
      .header("content-type", "text/html; charset=utf-8")
      .header("x-content-type-options", "nosniff")
      .header("referrer-policy", "strict-origin-when-cross-origin")
      .send(marketPageHtml(market, ctx.config.PUBLIC_URL, language));
  });
}
