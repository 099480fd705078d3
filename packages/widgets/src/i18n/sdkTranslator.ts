import type { Language } from "@pulso/core";
import { SDK_NAMESPACE, type MessageTree, type Pulso } from "@pulso/sdk";
import { WIDGET_NAMESPACE } from "./namespace";
import { withFormatting, type Translator } from "./translator";
import { widgetCatalogues } from "./widgetCatalogues";

const NAMESPACES = [WIDGET_NAMESPACE, SDK_NAMESPACE] as const;

/** How many of the widget catalogues each sdk instance has registered. */
const registered = new WeakMap<Pulso, number>();

/**
 * Adds the widget texts known so far to an sdk instance's own messages as the `pulsoWidgets`
 * namespace, each part once per instance (`pulso.i18n.addMessages`).
 */
export function registerWidgetMessages(pulso: Pulso): void {
  const done = registered.get(pulso) ?? 0;
  if (done === widgetCatalogues.length) return;
  for (const catalogue of widgetCatalogues.slice(done)) {
    for (const [language, messages] of Object.entries(catalogue) as [Language, MessageTree][]) {
      pulso.i18n.addMessages(language, WIDGET_NAMESPACE, messages);
    }
  }
  registered.set(pulso, widgetCatalogues.length);
}

/**
 * A translator over the sdk's messages in `lang`: widget texts first (those of widgets loaded
 * since, too), then the sdk's catalogues (English as the fallback language, like the sdk itself).
 */
export function createTranslator(pulso: Pulso, lang: Language): Translator {
  const { i18n } = pulso;
  return withFormatting(lang, (key, params) => {
    registerWidgetMessages(pulso);
    return i18n.translate(key, params, { language: lang, namespaces: NAMESPACES });
  });
}
