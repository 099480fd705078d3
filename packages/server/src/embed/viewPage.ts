import {
  escapeHtml,
  isEmbedViewWidget,
  isLanguage,
  type EmbedViewWidget,
  type Language,
} from "@pulso/core";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { notFound } from "../http/errors";
import { requestLanguage } from "../http/language";
import { loadMarket } from "../markets/loadMarket";
import { frameCsp, sendPage } from "./frames";
import { publicBase } from "./html";

/**
 * A widget's page needs no protection from framing: it shows public data, and the account widgets
 * it may host are frames with their own `frame-ancestors` (the browser checks every ancestor, so a
 * site that may not frame the ticket cannot get it through this page either).
 */
const VIEW_CSP = frameCsp("*");

/**
 * The element's attributes from the page's query, as given (the element checks them and says
 * what is wrong in the reader's language); `lang` defaults to the page's language.
 */
function elementAttributes(
  query: Record<string, unknown>,
  widget: EmbedViewWidget,
  language: Language,
): string {
  const names = widget === "market-card" ? ["lang", "theme", "chart"] : ["lang", "theme"];
  return names
    .flatMap((name) => {
      const given = query[name];
      const value = typeof given === "string" ? given : name === "lang" ? language : null;
      return value === null ? [] : [` ${name}="${escapeHtml(value)}"`];
    })
    .join("");
}

/** The HTML of a widget's page: the loader, blocking in `<head>`, and the widget's element. */
export function viewPageHtml(options: {
  widget: EmbedViewWidget;
  marketId: string;
  title: string | null;
  language: Language;
  marketHref: string;
  attributes: string;
}): string {
  const e = escapeHtml;
  const tag = `pulso-${options.widget}`;
  return `<!doctype html>
<html lang="${options.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${options.title ? `${e(options.title)} · Pulso` : "Pulso"}</title>
<style>html,body{margin:0;padding:0;background:transparent}</style>
<script src="/embed.js"></script>
<script type="module" src="/embed/view-app.js"></script>
</head>
<body data-market-href="${e(options.marketHref)}">
<${tag} market="${e(options.marketId)}"${options.attributes}></${tag}>
</body>
</html>
`;
}

/**
 * Registers `/embed/view/<widget>/<marketId>`: one widget of DESIGN §7 on a platform page of its
 * own, for the iframe form of the embed code and for oEmbed's card (`embedViewUrl`), where a CMS
 * keeps an iframe but no script. The page is the same embed a news page gets — the loader, run
 * blocking so the widget's space is reserved before the first paint, and the element — plus
 * `view-app.js`, which opens links and "Apostar" in a new tab, or through WordPress's embed
 * messages when WordPress framed the page in its sandbox (no popups there).
 *
 * The query's `lang`, `theme` and (card) `chart` become the element's attributes as given, so a
 * bad value gets the element's own localized message; the page's `lang` is a valid one. A market
 * that does not exist answers 404 with the element, which says so in the reader's language.
 */
export function registerViewPages(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { widget: string; id: string }; Querystring: Record<string, unknown> }>(
    "/embed/view/:widget/:id",
    async (request, reply) => {
      const { widget, id } = request.params;
      if (!isEmbedViewWidget(widget)) throw notFound();
      const language = isLanguage(request.query.lang)
        ? request.query.lang
        : requestLanguage(request, request.session?.user.language);
      const market = await loadMarket(ctx.db, id, language);
      const base = publicBase(ctx.config.PUBLIC_URL);
      const html = viewPageHtml({
        widget,
        marketId: id,
        title: market?.title ?? null,
        language,
        marketHref: `${base}/market/${encodeURIComponent(id)}`,
        attributes: elementAttributes(request.query, widget, language),
      });
      if (!market) reply.code(404);
      return sendPage(reply, VIEW_CSP, html);
    },
  );
}
