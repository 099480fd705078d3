import { isApiError } from "@pulso/api-client";
import { FALLBACK_LANGUAGE, LANGUAGES, isLanguage, type Language } from "@pulso/core";
import i18next, { type i18n as I18nextInstance } from "i18next";
import { createStore } from "zustand/vanilla";
import { readOnly, type ReadableStore } from "../store";
import { CATALOGUES } from "./catalogues/allCatalogues";
import type { TranslationKey, TranslationParams } from "./catalogues/catalogue";
import {
  formatCents,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  type DateInput,
} from "./format";

/** The language state subscribers are told about. */
export interface I18nState {
  language: Language;
}

/** One instance's translations and formatting, in its current language. */
export interface PulsoI18n {
  /** The current language; subscribe to hear about switches. */
  store: ReadableStore<I18nState>;
  /** The current language. */
  getLanguage(): Language;
  /** Switches the language and notifies subscribers; an unsupported code throws a RangeError. */
  setLanguage(language: Language): void;
  /** Calls `listener` after every switch; returns the function that stops it. */
  onLanguageChange(listener: (language: Language) => void): () => void;
  /** The message for `key` in the current language (English when missing), placeholders filled. */
  t(key: TranslationKey, params?: TranslationParams): string;
  /**
   * The message for an error in the current language: an ApiError (by its code, else the
   * server's own message) or a code; anything unknown reads as the generic internal error.
   */
  errorMessage(error: unknown, params?: TranslationParams): string;
  /** Dollars as money, `$1,234.50`. */
  formatMoney(dollars: number): string;
  /** A number with grouping. */
  formatNumber(value: number, maximumFractionDigits?: number): string;
  /** A 0–100 percentage, `42.5%`. */
  formatPercent(value: number, maximumFractionDigits?: number): string;
  /** A price in cents, `42¢`. */
  formatCents(cents: number): string;
  /** A date in the current language. */
  formatDate(value: DateInput, options?: Intl.DateTimeFormatOptions): string;
  /** `hace 3 minutos` / `3 minutes ago`. */
  formatRelativeTime(value: DateInput, now?: DateInput): string;
  /** This instance's own i18next (for bindings such as react-i18next); never the host page's. */
  i18next: I18nextInstance;
}

/**
 * Creates an i18n of its own: a fresh i18next instance (`createInstance`, never the global one a
 * host page may use) with the `es` and `en` catalogues, Spanish by default and English as the
 * fallback (spec §9), plus `Intl` formatting in the current language.
 */
export function createI18n(initialLanguage: Language): PulsoI18n {
  if (!isLanguage(initialLanguage)) throw unsupported(initialLanguage);
  const instance = i18next.createInstance();
  void instance.init({
    resources: Object.fromEntries(
      LANGUAGES.map((language) => [language, { translation: CATALOGUES[language] }]),
    ),
    lng: initialLanguage,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // Resources are in memory: initialise synchronously so `t` works at once.
    initAsync: false,
    nsSeparator: false,
    returnNull: false,
    returnEmptyString: false,
    // The sdk returns plain strings; escaping is the renderer's job (React, textContent).
    interpolation: { escapeValue: false },
  });
  const store = createStore<I18nState>()(() => ({ language: initialLanguage }));
  const language = () => store.getState().language;

  const t = (key: TranslationKey, params?: TranslationParams) =>
    instance.t(key, { ...params, lng: language() });

  return {
    store: readOnly(store),
    getLanguage: language,
    setLanguage(next) {
      if (!isLanguage(next)) throw unsupported(next);
      if (next === language()) return;
      void instance.changeLanguage(next);
      store.setState({ language: next });
    },
    onLanguageChange(listener) {
      return store.subscribe((state, previous) => {
        if (state.language !== previous.language) listener(state.language);
      });
    },
    t,
    errorMessage(error, params) {
      const code = typeof error === "string" ? error : isApiError(error) ? error.code : undefined;
      const key = `errors.${code ?? ""}`;
      if (code && instance.exists(key)) {
        const status: TranslationParams = isApiError(error) ? { status: error.status } : {};
        return t(key as TranslationKey, { ...status, ...params });
      }
      if (isApiError(error) && error.message) return error.message;
      return t("errors.INTERNAL_ERROR");
    },
    formatMoney: (dollars) => formatMoney(dollars, language()),
    formatNumber: (value, digits) => formatNumber(value, language(), digits),
    formatPercent: (value, digits) => formatPercent(value, language(), digits),
    formatCents: (cents) => formatCents(cents, language()),
    formatDate: (value, options) => formatDate(value, language(), options),
    formatRelativeTime: (value, now) => formatRelativeTime(value, language(), now),
    i18next: instance,
  };
}

function unsupported(language: unknown): RangeError {
  return new RangeError(
    `[pulso] Unsupported language ${JSON.stringify(language)}: use one of ${LANGUAGES.join(", ")}.`,
  );
}
