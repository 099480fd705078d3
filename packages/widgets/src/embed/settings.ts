import type { Language } from "@pulso/core";
import { log } from "../log";

/** A widget colour theme a page can pick; `auto` follows the reader's `prefers-color-scheme`. */
export type EmbedTheme = "light" | "dark" | "auto";

/**
 * The page-wide settings the loader hands to widget chunks as `window.__pulsoEmbed`, set before
 * any chunk is imported. A chunk reads them once at load (`readEmbedSettings`) and passes them to
 * `setElementDefaults`; later `["set", …]` commands replace the object and fire
 * `SETTINGS_CHANGE_EVENT` on `window` for chunks already loaded.
 */
export interface EmbedSettings {
  /** `<origin of embed.js>/api/v1`. */
  readonly apiBase: string;
  /** The page's language: `set` command, else `<html lang>` when es/en, else Spanish. */
  readonly lang: Language;
  /** The page's widget theme (`light` unless set). */
  readonly theme: EmbedTheme;
  /**
   * Whether the loader counts the page's widget views for its publisher (DESIGN §12): `true`
   * unless the page says `["set", { stats: false }]` or its script tag `data-stats="off"`.
   */
  readonly stats: boolean;
}

/** The event fired on `window` (detail: the new `EmbedSettings`) when a `set` command runs. */
export const SETTINGS_CHANGE_EVENT = "pulso-settings-change";

const LANGUAGES: readonly unknown[] = ["es", "en"] satisfies Language[];
const THEMES: readonly unknown[] = ["light", "dark", "auto"] satisfies EmbedTheme[];

/** The settings a widget chunk should apply, or `undefined` when embed.js did not load it. */
export function readEmbedSettings(win: Window = window): EmbedSettings | undefined {
  return win.__pulsoEmbed;
}

/**
 * The starting settings: the API beside embed.js, the page's own language when we speak it, and
 * the views beacon on unless the script tag switched it off.
 */
export function initialSettings(origin: string, doc: Document, stats = true): EmbedSettings {
  const pageLanguage = doc.documentElement.lang.slice(0, 2).toLowerCase();
  return {
    apiBase: `${origin}/api/v1`,
    lang: LANGUAGES.includes(pageLanguage) ? (pageLanguage as Language) : "es",
    theme: "light",
    stats,
  };
}

/**
 * Applies a publisher's `["set", { lang, theme, stats }]` patch: each valid key wins, anything
 * else is ignored with a warning, so a typo never breaks the page.
 */
export function mergeSettings(current: EmbedSettings, patch: unknown): EmbedSettings {
  if (typeof patch !== "object" || patch === null) {
    log.warn('ignored "set": expected an object such as { lang: "en", theme: "dark" }', patch);
    return current;
  }
  let { lang, theme, stats } = current;
  for (const [key, value] of Object.entries(patch)) {
    if (key === "lang" && LANGUAGES.includes(value)) lang = value as Language;
    else if (key === "theme" && THEMES.includes(value)) theme = value as EmbedTheme;
    else if (key === "stats" && typeof value === "boolean") stats = value;
    else log.warn(`ignored setting ${key}:`, value);
  }
  return Object.freeze({ apiBase: current.apiBase, lang, theme, stats });
}
