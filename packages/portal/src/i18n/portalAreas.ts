import type { Language } from "@pulso/core";
import type { MessageTree, Pulso } from "@pulso/sdk";
import { PORTAL_NAMESPACE, type LazyPortalArea } from "./portalMessages";

/** One area's texts in every language. */
export type AreaCatalogues = Record<Language, MessageTree>;

const defined = new Map<LazyPortalArea, AreaCatalogues>();
const registered = new WeakMap<Pulso, Set<LazyPortalArea>>();

/**
 * Makes an area's texts known once its code has loaded (they travel in the area's chunk, not the
 * portal's first one). Instances pick them up through {@link registerPortalAreas}.
 */
export function definePortalArea(area: LazyPortalArea, catalogues: AreaCatalogues): void {
  defined.set(area, catalogues);
}

/** Adds every area defined so far to an sdk instance's translator (each once per instance). */
export function registerPortalAreas(pulso: Pulso): void {
  let done = registered.get(pulso);
  if (!done) {
    done = new Set();
    registered.set(pulso, done);
  }
  for (const [area, catalogues] of defined) {
    if (done.has(area)) continue;
    for (const [language, messages] of Object.entries(catalogues) as [Language, MessageTree][]) {
      pulso.i18n.addMessages(language, PORTAL_NAMESPACE, { [area]: messages });
    }
    done.add(area);
  }
}

/**
 * Loads an area's texts and defines them: each lazy page awaits it with its code, so a
 * page never renders before its texts are there.
 */
export async function loadPortalArea(area: LazyPortalArea): Promise<void> {
  if (defined.has(area)) return;
  definePortalArea(area, await AREA_LOADERS[area]());
}

const AREA_LOADERS: Record<LazyPortalArea, () => Promise<AreaCatalogues>> = {
  dashboard: () =>
    import("../dashboard/messages").then((m) => ({
      es: m.esDashboardMessages,
      en: m.enDashboardMessages,
    })),
  account: () =>
    import("../account/messages").then((m) => ({
      es: m.esAccountMessages,
      en: m.enAccountMessages,
    })),
  support: () =>
    import("../support/messages").then((m) => ({
      es: m.esSupportMessages,
      en: m.enSupportMessages,
    })),
  suggestions: () =>
    import("../suggestions/messages").then((m) => ({
      es: m.esSuggestionsMessages,
      en: m.enSuggestionsMessages,
    })),
  money: () =>
    import("../money/messages").then((m) => ({ es: m.esMoneyMessages, en: m.enMoneyMessages })),
  admin: () =>
    import("../admin/messages").then((m) => ({ es: m.esAdminMessages, en: m.enAdminMessages })),
  publishers: () =>
    import("../publishers/messages").then((m) => ({
      es: m.esPublishersMessages,
      en: m.enPublishersMessages,
    })),
};
