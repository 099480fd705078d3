import type { Language } from "@pulso/core";
import {
  formatCents,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  type DateInput,
  type Pulso,
  type TranslationKey,
  type TranslationParams,
} from "@pulso/sdk";
import { WIDGET_MESSAGES, WIDGET_NAMESPACE, type WidgetMessageKey } from "./widgetMessages";

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

const registered = new WeakSet<object>();

/**
 * Adds the widget texts to an sdk instance's own i18next as the `pulsoWidgets` namespace, once
 * per instance. The sdk exposes its i18next (`pulso.i18n.i18next`) for bindings like this one.
 */
export function registerWidgetMessages(pulso: Pulso): void {
  const i18next = pulso.i18n.i18next;
  if (registered.has(i18next)) return;
  for (const [language, messages] of Object.entries(WIDGET_MESSAGES)) {
    if (!i18next.hasResourceBundle(language, WIDGET_NAMESPACE)) {
      i18next.addResourceBundle(language, WIDGET_NAMESPACE, messages, true, false);
    }
  }
  registered.add(i18next);
}

/**
 * A translator over the sdk's i18next in `lang`: widget texts first, then the sdk's catalogues
 * (English as the fallback language, like the sdk itself).
 */
export function createTranslator(pulso: Pulso, lang: Language): Translator {
  registerWidgetMessages(pulso);
  const i18next = pulso.i18n.i18next;
  return {
    lang,
    t: (key, params) =>
      i18next.t(key, { ...params, lng: lang, ns: [WIDGET_NAMESPACE, "translation"] }),
    formatMoney: (dollars) => formatMoney(dollars, lang),
    formatCents: (cents) => formatCents(cents, lang),
    formatPercent: (value, digits) => formatPercent(value, lang, digits),
    formatNumber: (value, digits) => formatNumber(value, lang, digits),
    formatDate: (value, options) => formatDate(value, lang, options),
  };
}
