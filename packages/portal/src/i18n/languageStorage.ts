import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from "@pulso/core";

/** Where the reader's language choice is kept (STYLE: storage keys `pulso:*`). */
export const LANGUAGE_STORAGE_KEY = "pulso:lang";

/** The stored language, else Spanish (spec §9); storage that throws (private mode) counts as none. */
export function readStoredLanguage(storage: Pick<Storage, "getItem"> | undefined): Language {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return stored && isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Keeps the choice for the next visit; a storage that throws only loses the memory of it. */
export function storeLanguage(storage: Pick<Storage, "setItem"> | undefined, lang: Language): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Private mode or a full quota: the switch still applies to this visit.
  }
}

/** A year, in seconds: as long as the stored choice is kept. */
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Tells the server the page's language for the next visit's home (no cookie without a page). */
export function shareLanguageWithServer(doc: Pick<Document, "cookie"> | undefined, lang: Language) {
  if (!doc) return;
  doc.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
}
