import { isLanguage, type Language, isWidgetTheme, type WidgetTheme } from "@pulso/core";
import { log } from "../log";

/** Page-wide settings every Pulso element falls back on when it has no attribute of its own. */
export interface ElementDefaults {
  /** The API base (`https://pulso.example/api/v1`); the embed loader sets it from its own URL. */
  apiBase: string | undefined;
  /** Language when an element has no `lang` (default `es`). */
  lang: Language;
  /** Theme when an element has no `theme` (default `light`, like the embed loader's). */
  theme: WidgetTheme;
}

let current: ElementDefaults = Object.freeze({ apiBase: undefined, lang: "es", theme: "light" });
const listeners = new Set<() => void>();

/**
 * Sets page-wide element settings (the embed loader calls it with `window.__pulsoEmbed`). Each
 * valid key wins; anything else is ignored with a `[pulso]` warning. Elements already on the page
 * re-render with the new settings.
 *
 * @example
 * setElementDefaults({ apiBase: "https://pulso.example/api/v1", lang: "en", theme: "dark" });
 */
export function setElementDefaults(patch: Partial<ElementDefaults>): void {
  if (typeof patch !== "object" || patch === null) {
    log.warn('setElementDefaults expects an object such as { lang: "en" }', patch);
    return;
  }
  let { apiBase, lang, theme } = current;
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (key === "apiBase" && typeof value === "string" && value.trim()) apiBase = value.trim();
    else if (key === "lang" && isLanguage(value)) lang = value;
    else if (key === "theme" && isWidgetTheme(value)) theme = value;
    else log.warn(`ignored element setting ${key}:`, value);
  }
  if (apiBase === current.apiBase && lang === current.lang && theme === current.theme) return;
  current = Object.freeze({ apiBase, lang, theme });
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch (error) {
      log.error("an element settings listener threw", error);
    }
  }
}

/** The current page-wide element settings (a frozen object, replaced on every change). */
export function getElementDefaults(): ElementDefaults {
  return current;
}

/** Calls `listener` after every change of the settings; returns the function that stops it. */
export function subscribeElementDefaults(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
