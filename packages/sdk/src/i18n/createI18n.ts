import { isApiError } from "@pulso/api-client";
import { LANGUAGES, isLanguage, type Language } from "@pulso/core";
import { createStore } from "zustand/vanilla";
import { readOnly, type ReadableStore } from "../store";
import { CATALOGUES } from "./catalogues/allCatalogues";
import type { TranslationKey, TranslationParams } from "./catalogues/catalogue";
import { createMessageBook, type MessageTree } from "./messageBook";
import {
  formatCents,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  type DateInput,
} from "./format";
import { createTranslate, type TranslateOptions } from "./translate";

/** The namespace the sdk's own catalogues live in; `t` and `errorMessage` read only this one. */
export const SDK_NAMESPACE = "translation";

export type { TranslateOptions } from "./translate";

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
  /**
   * The message for `key` in the current language (English when missing), placeholders filled.
   * A `count` param picks the plural form (`key_one`, `key_other`, … by `Intl.PluralRules`). A
   * key found nowhere comes back as the key itself. A value the message needs but `params` lacks
   * never shows as `{{name}}`: see {@link createI18n}.
   */
  t(key: TranslationKey, params?: TranslationParams): string;
  /**
   * `t` for any key, language and namespaces: how bindings read texts they add with
   * `addMessages` (the widgets' `pulsoWidgets` namespace).
   */
  translate(key: string, params?: TranslationParams, options?: TranslateOptions): string;
  /** Whether `key` has a message in the language or English (same options as `translate`). */
  exists(key: string, options?: TranslateOptions): boolean;
  /**
   * Adds messages for a language under a namespace of their own (keys already there keep their
   * text), for bindings that bring texts of their own.
   */
  addMessages(language: Language, namespace: string, messages: MessageTree): void;
  /** Whether a namespace has messages in a language. */
  hasMessages(language: Language, namespace: string): boolean;
  /**
   * The message for an error in the current language: an ApiError (by its code, else the
   * server's own message) or a code; anything unknown reads as the generic internal error.
   * `params` fill the code's values (a field issue's `min`); without them the code's wording
   * without values is used, never a raw `{{min}}`.
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
}

/**
 * Creates an i18n of its own (never shared with a host page): the `es` and `en` catalogues,
 * Spanish by default and English as the fallback (spec §9), plus `Intl` formatting in the current
 * language. Messages use `{{name}}` placeholders and `_one` / `_other` plural keys.
 *
 * A reader never sees a raw `{{name}}`. When `params` lacks a value a message needs (core's
 * validation reports a missing password without its minimum), the message's wording without
 * values at `withoutParams.<key>` is used when the namespace has one: every error code that needs
 * a value has core's (`errorMessage` without params), in both languages. Otherwise the
 * placeholder is dropped (see `interpolate`) and, in development only, a `[pulso]` warning names
 * the key and the missing values once per instance, since a caller forgot to pass them.
 */
export function createI18n(initialLanguage: Language): PulsoI18n {
  if (!isLanguage(initialLanguage)) throw unsupported(initialLanguage);
  const book = createMessageBook();
  for (const language of LANGUAGES) book.add(language, SDK_NAMESPACE, CATALOGUES[language]);
  const store = createStore<I18nState>()(() => ({ language: initialLanguage }));
  const language = () => store.getState().language;

  const { translate, has } = createTranslate(book, language, [SDK_NAMESPACE]);
  const t = (key: TranslationKey, params?: TranslationParams) => translate(key, params);

  return {
    store: readOnly(store),
    getLanguage: language,
    setLanguage(next) {
      if (!isLanguage(next)) throw unsupported(next);
      if (next === language()) return;
      store.setState({ language: next });
    },
    onLanguageChange(listener) {
      return store.subscribe((state, previous) => {
        if (state.language !== previous.language) listener(state.language);
      });
    },
    t,
    translate,
    exists: has,
    addMessages: book.add,
    hasMessages: book.has,
    errorMessage(error, params) {
      const code = typeof error === "string" ? error : isApiError(error) ? error.code : undefined;
      const key = `errors.${code ?? ""}`;
      if (code && has(key)) {
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
  };
}

function unsupported(language: unknown): RangeError {
  return new RangeError(
    `[pulso] Unsupported language ${JSON.stringify(language)}: use one of ${LANGUAGES.join(", ")}.`,
  );
}
