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
