/** The languages Pulso speaks: Spanish first, English as the fallback. */
export const LANGUAGES = ["es", "en"] as const;
/** A supported language code. */
export type Language = (typeof LANGUAGES)[number];
/** The interface language when none is chosen (the catalogues' default, spec §9). */
export const DEFAULT_LANGUAGE: Language = "es";
/** The language missing strings fall back to. */
export const FALLBACK_LANGUAGE: Language = "en";
/**
 * The cookie the portal keeps the reader's language in for the server, which sends the home
 * painted in it (issue 17).
 */
export const LANGUAGE_COOKIE = "pulso_lang";
/** The language stored with a bet when the client sends none (spec §7: default en). */
export const DEFAULT_BET_LANGUAGE: Language = "en";

/** Whether a value is a supported language code. */
export function isLanguage(value: unknown): value is Language {
  return value === "es" || value === "en";
}
