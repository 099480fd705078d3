import {
  embedIframeHtml,
  embedLinkText,
  embedViewUrl,
  escapeHtml,
  type EmbedViewWidget,
  type Language,
  type Market,
  type WidgetTheme,
} from "@pulso/core";
import { EMBED_TAGS, embedSnippet, type EmbedTag } from "@pulso/widgets";

/**
 * The market the builder makes code for: its id, its kind, and its title (the frame's name and the
 * link's text), in the widget's language when its translations are at hand.
 */
export type EmbeddableMarket = Pick<Market, "_id" | "title" | "kind"> &
  Partial<Pick<Market, "translations">>;

/**
 * The widths a publisher picks from, in px: a sidebar slot, a narrow column, and an article's
 * full column (oEmbed's widest card). A widget fills its column up to this width.
 */
export const EMBED_SIZES = { compact: 300, standard: 450, wide: 600 } as const;

/** A size preset of the builder. */
export type EmbedSize = keyof typeof EMBED_SIZES;

/** What the publisher chose in the builder. */
export interface EmbedChoice {
  widget: EmbedViewWidget;
  size: EmbedSize;
  theme: WidgetTheme;
  lang: Language;
  /** The market card's week chart (other widgets have none). */
  chart: boolean;
}

/** The element of each widget, as embed.js defines it. */
const ELEMENT_TAGS: Record<EmbedViewWidget, EmbedTag> = {
  "market-card": "pulso-market-card",
  "price-chart": "pulso-price-chart",
  "bet-ticket": "pulso-bet-ticket",
  poll: "pulso-poll",
};

/** The widgets a market can be embedded as: a poll as its poll, a prediction market otherwise. */
export function embedWidgetsFor(kind: Market["kind"]): readonly EmbedViewWidget[] {
  return kind === "poll" ? ["poll"] : ["market-card", "price-chart", "bet-ticket"];
}

/** The code the builder hands out for one choice, and what its preview shows. */
export interface EmbedCode {
  /** The widget's platform page, as the iframe form shows it (the preview shows the same). */
  viewUrl: string;
  /** The widest the widget grows, and the height it reserves (px). */
  width: number;
  height: number;
  /** The loader's script tag, then the element with its reserved size inline. */
  script: string;
  /** The widget's page in an iframe with its size inline, then a plain link to the market. */
  iframe: string;
  /** The market's page: what a CMS with oEmbed turns into a card. */
  marketUrl: string;
}

/**
 * The embed code of a market for a choice, under the platform's public origin `base` (no trailing
 * slash).
 */
export function embedCodeFor(
  market: EmbeddableMarket,
  choice: EmbedChoice,
  base: string,
): EmbedCode {
  const tag = ELEMENT_TAGS[choice.widget];
  const width = EMBED_SIZES[choice.size];
  const height = EMBED_TAGS[tag].height;
  const chartOff = choice.widget === "market-card" && !choice.chart;
  const viewUrl = embedViewUrl(base, choice.widget, market._id, {
    lang: choice.lang,
    theme: choice.theme,
    ...(chartOff ? { chart: false } : {}),
  });
  const element = embedSnippet(
    tag,
    {
      market: market._id,
      lang: choice.lang,
      theme: choice.theme,
      ...(chartOff ? { chart: "off" } : {}),
    },
    { maxWidth: width },
  );
  const marketUrl = `${base}/market/${encodeURIComponent(market._id)}`;
  const title = market.translations?.[choice.lang]?.title || market.title;
  return {
    viewUrl,
    width,
    height,
    script: `<script type="module" src="${escapeHtml(base)}/embed.js" async></script>\n${element}`,
    iframe: embedIframeHtml({
      src: viewUrl,
      title,
      width,
      height,
      href: marketUrl,
      linkText: embedLinkText(choice.lang, title),
    }),
    marketUrl,
  };
}
