import { escapeHtml } from "@pulso/core";
import { LEADERBOARD_MIN_HEIGHT_PX } from "../components/Leaderboard/layout";
import { MARKET_CARD_MIN_HEIGHT_PX } from "../components/MarketCard/layout";
import { MARKET_LIST_MIN_HEIGHT_PX } from "../components/MarketList/layout";
import { NOTIFICATION_BELL_SIZE_PX } from "../components/NotificationBell/layout";
import { PRICE_CHART_MIN_HEIGHT_PX } from "../components/PriceChart/layout";
import { FRAME_MIN_HEIGHT_PX } from "../frameProtocol/layout";
import { log } from "../log";

/**
 * Every element embed.js knows, with the space it reserves before the widget's code loads (px).
 * Widgets render their loading state at this size so that nothing shifts when they arrive.
 */
export const EMBED_TAGS = {
  "pulso-market-card": { height: MARKET_CARD_MIN_HEIGHT_PX },
  // Account widgets render in a frame: its bar and the widget (frame/layout.ts).
  "pulso-bet-ticket": { height: FRAME_MIN_HEIGHT_PX["bet-ticket"] },
  "pulso-notification-bell": {
    height: NOTIFICATION_BELL_SIZE_PX,
    width: NOTIFICATION_BELL_SIZE_PX,
    display: "inline-block",
  },
  "pulso-leaderboard": { height: LEADERBOARD_MIN_HEIGHT_PX },
  "pulso-price-chart": { height: PRICE_CHART_MIN_HEIGHT_PX },
  "pulso-poll": { height: FRAME_MIN_HEIGHT_PX.poll },
  "pulso-comments": { height: FRAME_MIN_HEIGHT_PX.comments },
  "pulso-market-list": { height: MARKET_LIST_MIN_HEIGHT_PX },
} satisfies Record<`pulso-${string}`, { height: number; width?: number; display?: string }>;

/** A tag embed.js loads. */
export type EmbedTag = keyof typeof EMBED_TAGS;

/** A number of pixels, or a CSS length in px, rem, em or vh. */
const LENGTH = /^\d+(\.\d+)?(px|rem|em|vh)?$/;

/** Whether an element is one of the tags embed.js loads. */
export function isEmbedTag(tag: string): tag is EmbedTag {
  return Object.prototype.hasOwnProperty.call(EMBED_TAGS, tag);
}

/**
 * Reserves a widget's space with inline styles on its host element: `display` and `min-height`
 * from `EMBED_TAGS`, or from its `height` attribute (`height="320"`). Styles the publisher set
 * inline are left alone.
 */
export function reserveSpace(element: HTMLElement, tag: EmbedTag): void {
  const size: { height: number; width?: number; display?: string } = EMBED_TAGS[tag];
  const style = element.style;
  if (!style.display) style.display = size.display ?? "block";
  if (size.width && !style.minWidth && !style.width) style.minWidth = `${size.width}px`;
  if (style.minHeight || style.height) return;
  const height = element.getAttribute("height")?.trim();
  const valid = height !== undefined && LENGTH.test(height);
  if (height && !valid) log.warn(`ignored <${tag} height="${height}">: use a number of pixels`);
  style.minHeight = valid ? height.replace(/\d$/, "$&px") : `${size.height}px`;
}

/**
 * The inline style that carries a tag's reserved size in every snippet Pulso hands out (DESIGN §7):
 * `display:block;min-height:320px`, or a fixed box for the bell. With it on the element itself, the
 * space is there on the first paint whatever order the page loads in, even with the async module
 * form of embed.js, which may run after the page has painted.
 */
export function reservationStyle(tag: EmbedTag): string {
  const size: { height: number; width?: number; display?: string } = EMBED_TAGS[tag];
  const display = `display:${size.display ?? "block"}`;
  return size.width
    ? `${display};width:${size.width}px;height:${size.height}px`
    : `${display};min-height:${size.height}px`;
}

/** How a snippet's element is laid out beyond its reserved size. */
export interface EmbedSnippetOptions {
  /** The widest the element grows, in px (the embed builder's size preset); none fills its column. */
  maxWidth?: number;
}

/**
 * The HTML of one element as Pulso hands it out: its attributes (values escaped, in the order
 * given) and its reserved size inline, then its `max-width` when one is given.
 *
 * @example
 * embedSnippet("pulso-market-card", { market: "m_42", lang: "es" })
 * // '<pulso-market-card market="m_42" lang="es" style="display:block;min-height:320px"></pulso-market-card>'
 * embedSnippet("pulso-price-chart", { market: "m_42" }, { maxWidth: 450 })
 * // '<pulso-price-chart market="m_42" style="display:block;min-height:280px;max-width:450px"></pulso-price-chart>'
 */
export function embedSnippet(
  tag: EmbedTag,
  attributes: Record<string, string> = {},
  options: EmbedSnippetOptions = {},
): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join("");
  const { maxWidth } = options;
  if (maxWidth !== undefined && !(Number.isInteger(maxWidth) && maxWidth > 0)) {
    throw new RangeError(`embedSnippet: maxWidth is a whole number of px above 0, not ${maxWidth}`);
  }
  const widest = maxWidth === undefined ? "" : `;max-width:${maxWidth}px`;
  return `<${tag}${attrs} style="${reservationStyle(tag)}${widest}"></${tag}>`;
}

/**
 * The same reservations as a stylesheet, for elements the browser paints before the loader has
 * seen them: when embed.js runs as a blocking script in `<head>`, these rules are in place before
 * the first element is parsed, so nothing shifts even on the first paint. Publisher rules win
 * (the sheet goes first in `<head>`, with the lowest specificity).
 */
export function reservationCss(): string {
  return Object.entries(EMBED_TAGS)
    .map(([tag, size]: [string, { height: number; width?: number; display?: string }]) => {
      const width = size.width ? `min-width:${size.width}px;` : "";
      return `:where(${tag}){display:${size.display ?? "block"};min-height:${size.height}px;${width}}`;
    })
    .join("");
}
