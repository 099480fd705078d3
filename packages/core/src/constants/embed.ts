import type { Language } from "./i18n";
/**
 * The account widgets that render in a frame on the platform origin (DESIGN §7), by the path
 * segment of `/embed/frame/<widget>`: the server serves exactly these, the widgets render them.
 */
export const EMBED_FRAME_WIDGETS = ["bet-ticket", "notification-bell", "poll", "comments"] as const;

/** An account widget rendered in a frame. */
export type EmbedFrameWidget = (typeof EMBED_FRAME_WIDGETS)[number];

/** Whether a value names a frame widget. */
export function isEmbedFrameWidget(value: unknown): value is EmbedFrameWidget {
  return typeof value === "string" && (EMBED_FRAME_WIDGETS as readonly string[]).includes(value);
}

/** A widget's colour scheme: fixed light or dark, or `auto` to follow `prefers-color-scheme`. */
export type WidgetTheme = "light" | "dark" | "auto";

/** Every theme an element's `theme` attribute accepts. */
export const WIDGET_THEMES = ["light", "dark", "auto"] as const satisfies readonly WidgetTheme[];

/** True for a supported theme name. */
export function isWidgetTheme(value: unknown): value is WidgetTheme {
  return typeof value === "string" && (WIDGET_THEMES as readonly string[]).includes(value);
}

/**
 * The public widgets the server can render as markup for a first paint (DESIGN §7): a news page
 * shows them from `GET /polls/batch?markup=…` before any widget code has run.
 */
export const MARKUP_WIDGETS = ["market-card"] as const;

/** A widget the server renders as markup. */
export type MarkupWidget = (typeof MARKUP_WIDGETS)[number];

/**
 * A widget's markup for one market: its shadow root's HTML (styles first) as shown while live,
 * and as shown once the connection is lost (prices marked out of date), without the styles it
 * shares with the live markup: it replaces what follows them.
 */
export interface WidgetMarkup {
  live: string;
  offline: string;
}

/**
 * The widgets a platform page shows on its own at `/embed/view/<widget>/<marketId>`: the iframe
 * form of the embed code (the embed builder) and the oEmbed card (DESIGN §7), for pages and CMSs
 * that keep an iframe but no script.
 */
export const EMBED_VIEW_WIDGETS = ["market-card", "price-chart", "bet-ticket", "poll"] as const;

/** A widget with a platform page of its own. */
export type EmbedViewWidget = (typeof EMBED_VIEW_WIDGETS)[number];

/** Whether a value names a widget with a platform page. */
export function isEmbedViewWidget(value: unknown): value is EmbedViewWidget {
  return typeof value === "string" && (EMBED_VIEW_WIDGETS as readonly string[]).includes(value);
}

/** What a widget's platform page is asked to show: its language, theme, and the card's chart. */
export interface EmbedViewOptions {
  lang?: Language;
  theme?: WidgetTheme;
  /** The market card's week chart; shown unless false. */
  chart?: boolean;
}

/**
 * The URL of a widget's platform page for one market, under the platform's public base
 * (`https://pulso.example`, no trailing slash); only the options given are in its query.
 *
 * @example
 * embedViewUrl("https://pulso.example", "market-card", "m_42", { lang: "es", chart: false })
 * // "https://pulso.example/embed/view/market-card/m_42?lang=es&chart=off"
 */
export function embedViewUrl(
  base: string,
  widget: EmbedViewWidget,
  marketId: string,
  options: EmbedViewOptions = {},
): string {
  const query = [
    ...(options.lang ? [`lang=${options.lang}`] : []),
    ...(options.theme ? [`theme=${options.theme}`] : []),
    ...(options.chart === false ? ["chart=off"] : []),
  ];
  const search = query.length > 0 ? `?${query.join("&")}` : "";
  return `${base}/embed/view/${widget}/${encodeURIComponent(marketId)}${search}`;
}

/**
 * The plain link's text after an embedded frame (oEmbed, the embed builder's iframe form), for
 * pages that keep no iframe: the market's title and where it is.
 */
export function embedLinkText(language: Language, title: string): string {
  return language === "en" ? `“${title}” on Pulso` : `«${title}» en Pulso`;
}

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

/** What the iframe form of the embed code shows: a widget's platform page, and its plain link. */
export interface EmbedIframeCode {
  /** The page, from {@link embedViewUrl}. */
  src: string;
  /** The frame's accessible name (the market's title). */
  title: string;
  /** Its width and height in px (the widget's reserved size). */
  width: number;
  height: number;
  /** The market on the platform, for readers whose page keeps no iframe. */
  href: string;
  /** The link's text. */
  linkText: string;
}

/**
 * The iframe form of the embed code (the embed builder's second form and oEmbed's `html`): the
 * widget's page with its size inline, then a plain link to the market. Its size is in the `width`
 * and `height` attributes as well as in `style`, because CMSs drop `style` from untrusted HTML
 * (WordPress keeps only `src`, `width`, `height`, `frameborder`, `title` and a few more); a CMS
 * that strips iframes keeps the link.
 */
export function embedIframeHtml(code: EmbedIframeCode): string {
  const e = escapeHtml;
  return (
    `<iframe src="${e(code.src)}" title="${e(code.title)}" width="${code.width}" height="${code.height}" frameborder="0" loading="lazy"` +
    ` style="display:block;width:100%;max-width:${code.width}px;height:${code.height}px;border:0"></iframe>` +
    `<p><a href="${e(code.href)}">${e(code.linkText)}</a></p>`
  );
}
