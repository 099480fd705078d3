import type { Language } from "@pulso/core";
import { WIDGET_MESSAGES, type WidgetMessageKey } from "./widgetMessages";

/**
 * A widget text read straight from the catalogue, for the few states shown before any sdk
 * instance exists (an element with a bad attribute, a crashed widget). Same texts as the i18next
 * namespace; no placeholders.
 */
export function staticMessage(lang: Language, key: WidgetMessageKey): string {
  let node: unknown = WIDGET_MESSAGES[lang];
  for (const part of key.split(".")) {
    node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : "";
  }
  return typeof node === "string" ? node : key;
}
