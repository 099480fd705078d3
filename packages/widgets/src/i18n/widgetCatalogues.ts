import type { Language } from "@pulso/core";
import { SHARED_WIDGET_MESSAGES } from "./sharedWidgetMessages";

/** A part of the widget texts in every language. */
export type WidgetCatalogue = Record<Language, Record<string, unknown>>;

/**
 * The parts of the widget texts known so far: the shared ones, then those the widgets that bring
 * their own texts have added as their code loaded (see `sdkTranslator.ts`).
 */
export const widgetCatalogues: WidgetCatalogue[] = [SHARED_WIDGET_MESSAGES];

/**
 * Makes a widget's texts known when its code loads (the bet ticket's and the comments' travel with
 * them, not in every page's first code): every sdk translator finds them from then on.
 */
export function defineWidgetCatalogue(catalogue: WidgetCatalogue): void {
  if (!widgetCatalogues.includes(catalogue)) widgetCatalogues.push(catalogue);
}
