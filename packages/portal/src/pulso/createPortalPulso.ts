import type { Language } from "@pulso/core";
import { createPulso, type NavigateHook, type Pulso, type PulsoOptions } from "@pulso/sdk";
import {
  readStoredLanguage,
  shareLanguageWithServer,
  storeLanguage,
} from "../i18n/languageStorage";
import { registerPortalMessages } from "../i18n/registerPortalMessages";

/** The API base the portal talks to: the same origin that served it. */
export const PORTAL_API_BASE = "/api/v1";

/** Settings of {@link createPortalPulso}. */
export interface PortalPulsoOptions {
  /** The router's navigation, for the sdk's redirects after login, sign-up and logout. */
  navigate: NavigateHook;
  /** Where the language choice is kept (the page's localStorage); none keeps it in memory. */
  storage?: Pick<Storage, "getItem" | "setItem">;
  /** Answers the page arrived with for its first GETs (`readCarriedAnswers`). */
  carriedAnswers?: PulsoOptions["carriedAnswers"];
  /** Overrides for tests (a fake API's fetch and socket). */
  overrides?: Partial<PulsoOptions>;
}

/**
 * The portal's one sdk instance: the session cookie, the stored language (Spanish by default),
 * the portal's texts registered in its translator, and each language switch stored and set on
 * `<html lang>` and in the cookie the server paints the home by. Creating it has no side effects; the caller starts and stops it.
 */
export function createPortalPulso({
  navigate,
  storage,
  carriedAnswers,
  overrides,
}: PortalPulsoOptions): Pulso {
  const pulso = createPulso({
    apiBase: PORTAL_API_BASE,
    auth: "cookie",
    navigate,
    lang: readStoredLanguage(storage),
    ...(carriedAnswers?.length ? { carriedAnswers } : {}),
    ...overrides,
  });
  registerPortalMessages(pulso);
  const showLanguage = (lang: Language) => {
    if (typeof document === "undefined") return;
    document.documentElement.lang = lang;
    shareLanguageWithServer(document, lang);
  };
  showLanguage(pulso.i18n.getLanguage());
  pulso.i18n.onLanguageChange((lang) => {
    storeLanguage(storage, lang);
    showLanguage(lang);
  });
  return pulso;
}
