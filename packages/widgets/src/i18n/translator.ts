import type { Language } from "@pulso/core";
import type { TranslationKey } from "@pulso/sdk";
import {
  createMessageBook,
  createTranslate,
  formatCents,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  type DateInput,
  type MessageTree,
  type TranslationParams,
} from "@pulso/sdk/public";
import { WIDGET_NAMESPACE } from "./namespace";
import type { WidgetMessageKey } from "./widgetMessages";

/** Translation and formatting in one language, as the widgets use them. */
export interface Translator {
  /** The language the texts and numbers come in. */
  lang: Language;
  /** A widget text (`marketCard.bet`) or any sdk text (`errors.PRICE_MOVED`), placeholders filled. */
  t(key: WidgetMessageKey | TranslationKey, params?: TranslationParams): string;
  /** Dollars as money, `$1,234.50`. */
  formatMoney(dollars: number): string;
  /** A price in cents, `62¢`. */
  formatCents(cents: number): string;
  /** A 0–100 percentage, `62 %` / `62%`. */
  formatPercent(value: number, maximumFractionDigits?: number): string;
  /** A number with grouping. */
  formatNumber(value: number, maximumFractionDigits?: number): string;
  /** A date (`1 dic 2026` / `Dec 1, 2026`). */
  formatDate(value: DateInput, options?: Intl.DateTimeFormatOptions): string;
}

/**
 * A translator over some widget texts in one language, for the embedded public widgets, which
 * carry no sdk instance and load only their own texts: the same lookup as the sdk's
 * (`createTranslate`), over a book of their own.
 */
export function createPublicTranslator(lang: Language, messages: MessageTree): Translator {
  const book = createMessageBook();
  book.add(lang, WIDGET_NAMESPACE, messages);
  const { translate } = createTranslate(book, () => lang, [WIDGET_NAMESPACE]);
  return withFormatting(lang, translate);
}

/** A translator from a lookup, with the formatting of its language. */
export function withFormatting(lang: Language, t: Translator["t"]): Translator {
  return {
    lang,
    t,
    formatMoney: (dollars) => formatMoney(dollars, lang),
    formatCents: (cents) => formatCents(cents, lang),
    formatPercent: (value, digits) => formatPercent(value, lang, digits),
    formatNumber: (value, digits) => formatNumber(value, lang, digits),
    formatDate: (value, options) => formatDate(value, lang, options),
  };
}
