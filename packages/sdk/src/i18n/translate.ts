import { FALLBACK_LANGUAGE, interpolate, type Language } from "@pulso/core";
import { isDevelopment } from "../isDevelopment";
import { log } from "../log";
import type { TranslationParams } from "./catalogues/catalogue";
import type { MessageBook } from "./messageBook";

/**
 * The catalogue section holding, at `withoutParams.<key>`, a message's wording for when a value it
 * needs is unknown (`withoutParams.errors.PASSWORD_TOO_SHORT`). Any namespace may have one.
 */
const WITHOUT_PARAMS_SECTION = "withoutParams";

/** Where a translation looks. */
export interface TranslateOptions {
  /** The language to translate into (English stays the fallback); default the current one. */
  language?: Language;
  /** Namespaces to search, in order; default the translator's own. */
  namespaces?: readonly string[];
}

/** A key's message, placeholders filled (see {@link createTranslate}). */
export type Translate = (
  key: string,
  params?: TranslationParams,
  options?: TranslateOptions,
) => string;

/**
 * The translator of the sdk and the widgets (DESIGN §8): the message for `key` in the asked
 * language, else English, from a message book; a `count` param picks the plural form. A key
 * found nowhere comes back as itself. The message is filled by core's `interpolate`, which core's
 * `errorMessage` and the frames' `frameMessage` use too. A reader never sees a raw `{{name}}`:
 * when `params` lacks a value the message needs, its wording at `withoutParams.<key>` is used when
 * there is one; otherwise the placeholder is dropped and, in development only, a `[pulso]` warning
 * names the key once.
 */
export function createTranslate(
  book: MessageBook,
  currentLanguage: () => Language,
  defaultNamespaces: readonly string[],
): { translate: Translate; has: (key: string, options?: TranslateOptions) => boolean } {
  const find = (key: string, options: TranslateOptions = {}, count?: number | string) => {
    const requested = options.language ?? currentLanguage();
    return book.find(key, {
      languages: requested === FALLBACK_LANGUAGE ? [requested] : [requested, FALLBACK_LANGUAGE],
      namespaces: options.namespaces ?? defaultNamespaces,
      count,
    });
  };
  const warned = new Set<string>();
  const warnMissing = (key: string, missing: readonly string[]) => {
    if (warned.has(key) || !isDevelopment()) return;
    warned.add(key);
    log.warn(`the message "${key}" needs ${missing.map((name) => `{{${name}}}`).join(", ")}`);
  };
  const translate: Translate = (key, params, options) => {
    const message = find(key, options, params?.count);
    if (message === undefined) return key;
    return interpolate(
      message,
      params,
      () => find(`${WITHOUT_PARAMS_SECTION}.${key}`, options, params?.count),
      (missing) => warnMissing(key, missing),
    );
  };
  return { translate, has: (key, options) => find(key, options) !== undefined };
}
