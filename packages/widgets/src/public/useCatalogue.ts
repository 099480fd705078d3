import type { Language } from "@pulso/core";
import type { MessageTree } from "@pulso/sdk/public";
import { useEffect, useState } from "react";
import { log } from "../log";
import type { CatalogueLoader } from "./catalogues";

/** What a catalogue's import came to: its texts, or `failed` after a retry. */
type Loaded = MessageTree | "failed";

interface Entry {
  value?: Loaded;
  pending?: Promise<void>;
}

const entries = new Map<CatalogueLoader, Map<Language, Entry>>();

function entryOf(loader: CatalogueLoader, lang: Language): Entry {
  let byLang = entries.get(loader);
  if (!byLang) {
    byLang = new Map();
    entries.set(loader, byLang);
  }
  let entry = byLang.get(lang);
  if (!entry) {
    entry = {};
    byLang.set(lang, entry);
  }
  return entry;
}

/** Imports a catalogue once per page; a failed import is tried once more. */
function load(loader: CatalogueLoader, lang: Language, entry: Entry): Promise<void> {
  entry.pending ??= loader[lang]()
    .catch(() => loader[lang]())
    .then(
      (module) => {
        entry.value = module.messages;
      },
      (error: unknown) => {
        log.error(`could not load the ${lang} texts`, error);
        entry.value = "failed";
      },
    );
  return entry.pending;
}

/**
 * Loads a widget's texts in `lang` ahead of its first render, so that render shows them at once:
 * the live widget taking over a painted one (DESIGN §7) replaces it without a blank moment, and a
 * render to markup on the server has them.
 */
export function preloadCatalogue(loader: CatalogueLoader, lang: Language): Promise<void> {
  return load(loader, lang, entryOf(loader, lang));
}

/**
 * A public widget's texts in `lang`: undefined while they load (the element keeps its reserved
 * space empty meanwhile), then the texts, or `failed` when the import failed twice.
 */
export function useCatalogue(loader: CatalogueLoader, lang: Language): Loaded | undefined {
  const [, rerender] = useState(0);
  const entry = entryOf(loader, lang);
  const current = entry.value;
  useEffect(() => {
    if (current !== undefined) return;
    let active = true;
    void load(loader, lang, entry).then(() => {
      if (active) rerender((count) => count + 1);
    });
    return () => {
      active = false;
    };
  }, [loader, lang, entry, current]);
  return current;
}
