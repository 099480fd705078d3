import type { Language } from "@pulso/core";
import type { Pulso } from "@pulso/sdk";
import { registerPortalAreas } from "./portalAreas";
import { esPortalMessages, PORTAL_NAMESPACE, type PortalMessages } from "./portalMessages";

/** The portal's first texts by language, loaded once each and registered with each instance. */
export interface PortalLanguages {
  /** Whether the texts in `lang` are here. */
  has(lang: Language): boolean;
  /** Loads the texts in `lang`, once; a load that fails rejects, and the next call tries again. */
  load(lang: Language): Promise<void>;
  /**
   * Adds every loaded language's texts to an instance's translator as the `pulsoPortal`
   * namespace, each once per instance, then the texts of every area loaded so far.
   */
  register(pulso: Pulso): void;
  /**
   * Switches an instance to `lang` once its texts are here, so no screen shows in a language it
   * has no texts for. Rejects, keeping the language as it is, when they cannot load.
   */
  switchTo(pulso: Pulso, lang: Language): Promise<void>;
}

/** Languages over `loaders`, with `first` (the texts the first chunk carries) already here. */
export function createPortalLanguages(
  loaders: Record<Language, () => Promise<PortalMessages>>,
  first: readonly [Language, PortalMessages],
): PortalLanguages {
  const loaded = new Map<Language, PortalMessages>([first]);
  const loading = new Map<Language, Promise<void>>();
  const registered = new WeakMap<Pulso, Set<Language>>();

  const load = (lang: Language): Promise<void> => {
    if (loaded.has(lang)) return Promise.resolve();
    let pending = loading.get(lang);
    if (!pending) {
      pending = loaders[lang]()
        .then((messages) => {
          loaded.set(lang, messages);
        })
        .finally(() => loading.delete(lang));
      loading.set(lang, pending);
    }
    return pending;
  };

  const register = (pulso: Pulso): void => {
    let done = registered.get(pulso);
    if (!done) {
      done = new Set();
      registered.set(pulso, done);
    }
    if (done.size < loaded.size) {
      for (const [language, messages] of loaded) {
        if (done.has(language)) continue;
        pulso.i18n.addMessages(language, PORTAL_NAMESPACE, messages);
        done.add(language);
      }
    }
    registerPortalAreas(pulso);
  };

  return {
    has: (lang) => loaded.has(lang),
    load,
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
 * when a reader needs it, so a Spanish reader never downloads it (issue 17: the portal's first
 * JavaScript). Both have the same keys (a test checks), so no text needs the other language to
 * fall back on.
 */
const languages = createPortalLanguages(
  {
    es: () => Promise.resolve(esPortalMessages),
    en: () => import("./portalMessages.en").then((module) => module.enPortalMessages),
  },
  ["es", esPortalMessages],
);

/** Whether the portal's texts in `lang` are here. */
export const hasPortalLanguage = languages.has;
/** Loads the portal's texts in `lang` (see {@link PortalLanguages.load}). */
export const loadPortalLanguage = languages.load;
/** Adds the loaded texts to an instance's translator (see {@link PortalLanguages.register}). */
export const registerPortalMessages = languages.register;
/** Switches an instance's language once its texts are here (see {@link PortalLanguages.switchTo}). */
export const switchPortalLanguage = languages.switchTo;
