import type { Language } from "@pulso/core";
import type { MessageTree, Pulso } from "@pulso/sdk";
import {
  esPortalMessages,
  PORTAL_NAMESPACE,
  type LazyPortalArea,
  type PortalMessages,
} from "./portalMessages";

/** Where the portal's texts come from: the first chunk's, and each area's, by language. */
export interface PortalTextSources {
  first: Record<Language, () => Promise<PortalMessages>>;
  areas: Record<LazyPortalArea, Record<Language, () => Promise<MessageTree>>>;
}

/**
 * The portal's texts by language: the first chunk's (header, home, lists, market page) and each
 * area's (dashboard, money, admin…, which travel with their screens). A language is "here" once
 * its first texts and those of every area asked for so far are; an area asked for loads in every
 * language here (or on its way). Each text reaches each sdk instance once.
 */
export interface PortalLanguages {
  /** Whether the texts in `lang` are here. */
  has(lang: Language): boolean;
  /**
   * Loads the texts in `lang`, once: the first ones and every area's asked for so far. A load
   * that fails rejects, and the next call tries again.
   */
  load(lang: Language): Promise<void>;
  /**
   * Loads an area's texts in every language here: each lazy page awaits it with its code, so a
   * page never renders before its texts are there.
   */
  loadArea(area: LazyPortalArea): Promise<void>;
  /** Adds every text loaded so far to an instance's translator (the `pulsoPortal` namespace). */
  register(pulso: Pulso): void;
  /**
   * Switches an instance to `lang` once its texts are here, so no screen shows in a language it
   * has no texts for. Rejects, keeping the language as it is, when they cannot load.
   */
  switchTo(pulso: Pulso, lang: Language): Promise<void>;
}

/** Languages over `sources`, with `first` (the texts the first chunk carries) already here. */
export function createPortalLanguages(
  sources: PortalTextSources,
  first: readonly [Language, PortalMessages],
): PortalLanguages {
  /** Each loaded text by `lang` (first texts) or `lang:area`, with where it goes. */
  const texts = new Map<string, MessageTree>([[first[0], first[1]]]);
  const here = new Set<Language>([first[0]]);
  const coming = new Map<Language, Promise<void>>();
  const areas = new Set<LazyPortalArea>();
  const loading = new Map<string, Promise<void>>();
  const registered = new WeakMap<Pulso, Set<string>>();

  /** Loads one text once (a failed load is tried again by the next call). */
  const loadText = (key: string, source: () => Promise<MessageTree>): Promise<void> => {
    if (texts.has(key)) return Promise.resolve();
    let pending = loading.get(key);
    if (!pending) {
      pending = source()
        .then((tree) => {
          texts.set(key, tree);
        })
        .finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  };
  const loadAreaIn = (area: LazyPortalArea, lang: Language) =>
    loadText(`${lang}:${area}`, sources.areas[area][lang]);

  const load = (lang: Language): Promise<void> => {
    if (here.has(lang)) return Promise.resolve();
    let pending = coming.get(lang);
    if (!pending) {
      pending = Promise.all([
        loadText(lang, sources.first[lang]),
        ...[...areas].map((area) => loadAreaIn(area, lang)),
      ])
        .then(() => {
          here.add(lang);
        })
        .finally(() => coming.delete(lang));
      coming.set(lang, pending);
    }
    return pending;
  };

  const register = (pulso: Pulso): void => {
    let done = registered.get(pulso);
    if (!done) {
      done = new Set();
      registered.set(pulso, done);
    }
    if (done.size === texts.size) return;
    for (const [key, tree] of texts) {
      if (done.has(key)) continue;
      const [lang, area] = key.split(":") as [Language, LazyPortalArea | undefined];
      pulso.i18n.addMessages(lang, PORTAL_NAMESPACE, area ? { [area]: tree } : tree);
      done.add(key);
    }
  };

  return {
    has: (lang) => here.has(lang),
    load,
    async loadArea(area) {
      areas.add(area);
      await Promise.all(
        [...new Set([...here, ...coming.keys()])].map((lang) => loadAreaIn(area, lang)),
      );
    },
    register,
    async switchTo(pulso, lang) {
      await load(lang);
      register(pulso);
      pulso.i18n.setLanguage(lang);
    },
  };
}

/**
 * The portal's languages. Spanish, the default, travels in the portal's first chunk; English loads
 * when a reader needs it, and each area's texts with its screens in the languages here, so a
 * Spanish reader never downloads English (issue 17: the portal's first JavaScript). Every language
 * has the same keys (a test checks), so no text needs another language to fall back on.
 */
const languages = createPortalLanguages(
  {
    first: {
      es: () => Promise.resolve(esPortalMessages),
      en: () => import("./portalMessages.en").then((module) => module.enPortalMessages),
    },
    areas: {
      dashboard: {
        es: () => import("../dashboard/messages").then((m) => m.esDashboardMessages),
        en: () => import("../dashboard/messages.en").then((m) => m.enDashboardMessages),
      },
      account: {
        es: () => import("../account/messages").then((m) => m.esAccountMessages),
        en: () => import("../account/messages.en").then((m) => m.enAccountMessages),
      },
      support: {
        es: () => import("../support/messages").then((m) => m.esSupportMessages),
        en: () => import("../support/messages.en").then((m) => m.enSupportMessages),
      },
      suggestions: {
        es: () => import("../suggestions/messages").then((m) => m.esSuggestionsMessages),
        en: () => import("../suggestions/messages.en").then((m) => m.enSuggestionsMessages),
      },
      money: {
        es: () => import("../money/messages").then((m) => m.esMoneyMessages),
        en: () => import("../money/messages.en").then((m) => m.enMoneyMessages),
      },
      admin: {
        es: () => import("../admin/messages").then((m) => m.esAdminMessages),
        en: () => import("../admin/messages.en").then((m) => m.enAdminMessages),
      },
      publishers: {
        es: () => import("../publishers/messages").then((m) => m.esPublishersMessages),
        en: () => import("../publishers/messages.en").then((m) => m.enPublishersMessages),
      },
    },
  },
  ["es", esPortalMessages],
);

/** Whether the portal's texts in `lang` are here. */
export const hasPortalLanguage = languages.has;
/** Loads the portal's texts in `lang` (see {@link PortalLanguages.load}). */
export const loadPortalLanguage = languages.load;
/** Loads an area's texts with its screens (see {@link PortalLanguages.loadArea}). */
export const loadPortalArea = languages.loadArea;
/** Adds the loaded texts to an instance's translator (see {@link PortalLanguages.register}). */
export const registerPortalMessages = languages.register;
/** Switches an instance's language once its texts are here (see {@link PortalLanguages.switchTo}). */
export const switchPortalLanguage = languages.switchTo;
