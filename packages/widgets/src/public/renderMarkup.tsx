// Built for the server (packages/server/embedAssets.mjs), rendered with preact like the embed.
import type { PriceHistory } from "@pulso/api-client";
import {
  absolutizeImageUrl,
  type Language,
  type Market,
  type MarkupWidget,
  type WidgetMarkup,
  type WidgetTheme,
} from "@pulso/core";
import { fixedPublicData, type PublicData } from "@pulso/sdk/public";
import { renderToString } from "preact-render-to-string";
import { marketCardCatalogue } from "./catalogues/marketCard";
import { MarketCardElement } from "./MarketCardElement";
import { preloadCatalogue } from "./useCatalogue";

/** What a widget's markup is rendered from: a batch answer's markets and week histories. */
export interface MarkupData {
  polls: readonly Market[];
  histories: Readonly<Record<string, PriceHistory>>;
}

/** How the markup is rendered. */
export interface MarkupOptions {
  lang: Language;
  theme: WidgetTheme;
  /** The platform's API base (`https://pulso.example/api/v1`): the card's links point there. */
  apiBase: string;
}

/**
 * Renders a public widget for each market to the HTML of its shadow root (styles included), as
 * the live widget's first render shows it, and as it shows once the connection is lost: what a
 * news page paints before any widget code runs (DESIGN §7). The live widget renders over it when
 * it takes over.
 */
export async function renderMarkup(
  widget: MarkupWidget,
  data: MarkupData,
  options: MarkupOptions,
): Promise<Record<string, WidgetMarkup>> {
  if (widget !== "market-card") return {};
  await preloadCatalogue(marketCardCatalogue, options.lang);
  // The markup is shown on the publisher's page: a picture stored as a path on the platform
  // ("/uploads/…") must name the platform, as the live card's data does, or the page asks its own
  // site for it (a broken picture, and its alt text laid out in its place).
  const polls = data.polls.map((market) =>
    market.image ? { ...market, image: absolutizeImageUrl(market.image, options.apiBase) } : market,
  );
  const live = fixedPublicData(polls, data.histories);
  const offline = fixedPublicData(polls, data.histories, "offline");
  const render = (id: string, shown: PublicData) =>
    rawStyles(
      renderToString(
        <MarketCardElement
          market={id}
          lang={options.lang}
          theme={options.theme}
          apiBase={options.apiBase}
          data={shown}
        />,
      ),
    );
  const markup: Record<string, WidgetMarkup> = {};
  for (const market of polls) {
    // The offline markup replaces what follows the shell's styles, which it shares with the live one.
    const shownOffline = render(market._id, offline).replace(/^<style>[\s\S]*?<\/style>/, "");
    markup[market._id] = { live: render(market._id, live), offline: shownOffline };
  }
  return markup;
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

/**
 * A `<style>` element's text is raw in HTML (entities stay as written), so the styles the renderer
 * escaped like any text (`[data-status=&quot;active&quot;]`) are written back as they are. They
 * are the widgets' own constants, never data.
 */
function rawStyles(html: string): string {
  return html.replace(
    /<style>([\s\S]*?)<\/style>/g,
    (_, css: string) =>
      `<style>${css.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)}</style>`,
  );
}
