/** A widget's colour scheme: fixed light or dark, or `auto` to follow `prefers-color-scheme`. */
export type WidgetTheme = "light" | "dark" | "auto";

/** Every theme an element's `theme` attribute accepts. */
export const WIDGET_THEMES: readonly WidgetTheme[] = ["light", "dark", "auto"];

/** True for a supported theme name. */
export function isWidgetTheme(value: unknown): value is WidgetTheme {
  return typeof value === "string" && (WIDGET_THEMES as readonly string[]).includes(value);
}
