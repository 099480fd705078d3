import type { Language } from "@pulso/core";
import { SDK_NAMESPACE, type Pulso } from "@pulso/sdk";
import { withFormatting, type Translator } from "./translator";
import { WIDGET_MESSAGES, WIDGET_NAMESPACE, type WidgetMessages } from "./widgetMessages";

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
  return withFormatting(lang, (key, params) =>
    i18n.translate(key, params, { language: lang, namespaces: NAMESPACES }),
  );
}
