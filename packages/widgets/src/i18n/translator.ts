import type { Language } from "@pulso/core";
import {
  formatCents,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  SDK_NAMESPACE,
  type DateInput,
  type Pulso,
  type TranslationKey,
  type TranslationParams,
} from "@pulso/sdk";
import {
  WIDGET_MESSAGES,
  WIDGET_NAMESPACE,
  type WidgetMessageKey,
  type WidgetMessages,
} from "./widgetMessages";

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

const NAMESPACES = [WIDGET_NAMESPACE, SDK_NAMESPACE] as const;

/**
 * Adds the widget texts to an sdk instance's own messages as the `pulsoWidgets` namespace, once
 * per instance and language (`pulso.i18n.addMessages`).
 */
export function registerWidgetMessages(pulso: Pulso): void {
  const { i18n } = pulso;
  for (const [language, messages] of Object.entries(WIDGET_MESSAGES) as [
    Language,
    WidgetMessages,
  ][]) {
    if (!i18n.hasMessages(language, WIDGET_NAMESPACE)) {
      i18n.addMessages(language, WIDGET_NAMESPACE, messages);
    }
  }
}

/**
 * A translator over the sdk's messages in `lang`: widget texts first, then the sdk's catalogues
 * (English as the fallback language, like the sdk itself).
 */
export function createTranslator(pulso: Pulso, lang: Language): Translator {
  registerWidgetMessages(pulso);
  const { i18n } = pulso;
  return {
    lang,
    t: (key, params) => i18n.translate(key, params, { language: lang, namespaces: NAMESPACES }),
    formatMoney: (dollars) => formatMoney(dollars, lang),
    formatCents: (cents) => formatCents(cents, lang),
    formatPercent: (value, digits) => formatPercent(value, lang, digits),
    formatNumber: (value, digits) => formatNumber(value, lang, digits),
    formatDate: (value, options) => formatDate(value, lang, options),
  };
}
