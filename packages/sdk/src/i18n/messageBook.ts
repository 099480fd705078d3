import { messageAt, type Language, type MessageTree } from "@pulso/core";

export type { MessageTree } from "@pulso/core";

/** Where a lookup searches: namespaces in order, each in the languages in order. */
export interface MessageLookup {
  languages: readonly Language[];
  namespaces: readonly string[];
  /** Picks the plural form (`key_one`, `key_other`, …) by `Intl.PluralRules`; strings do not. */
  count?: number | string | undefined;
}

/**
 * One instance's messages by language and namespace, with the lookup rules Pulso's catalogues are
 * written for: dotted keys into nested trees (core's `messageAt`, which the frames use too),
 * plural suffixes by `Intl.PluralRules`, and each namespace tried in every language before the
 * next namespace (i18next's order, which this replaces in the sdk: DESIGN §8 deviation, for the
 * embed weight budget of §10).
 */
export interface MessageBook {
  /** Adds messages under a namespace; keys already there keep their text. */
  add(language: Language, namespace: string, messages: MessageTree): void;
  /** Whether a namespace has any messages in a language. */
  has(language: Language, namespace: string): boolean;
  /** The first non-empty message for `key`, or undefined. */
  find(key: string, lookup: MessageLookup): string | undefined;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/** The plural category of `count` in a language (`one`, `other`, …), rules kept per language. */
function pluralCategory(language: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** `into` with the keys of `from` it lacks, sub-trees merged the same way; neither is changed. */
function mergeKeepingExisting(into: MessageTree, from: MessageTree): MessageTree {
  const merged: Record<string, string | MessageTree> = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = merged[key];
    if (existing === undefined) merged[key] = value;
    else if (typeof existing !== "string" && typeof value !== "string") {
      merged[key] = mergeKeepingExisting(existing, value);
    }
  }
  return merged;
}

/** Creates an empty {@link MessageBook}. */
export function createMessageBook(): MessageBook {
  const trees = new Map<string, MessageTree>();
  const at = (language: Language, namespace: string) => `${language}|${namespace}`;

  return {
    add(language, namespace, messages) {
      const existing = trees.get(at(language, namespace));
      trees.set(
        at(language, namespace),
        existing ? mergeKeepingExisting(existing, messages) : messages,
      );
    },
    has: (language, namespace) => trees.has(at(language, namespace)),
    find(key, { languages, namespaces, count }) {
      const plural = typeof count === "number";
      for (const namespace of namespaces) {
        for (const language of languages) {
          const tree = trees.get(at(language, namespace));
          if (!tree) continue;
          // Most specific first: `_zero` for 0, the language's plural form, then `_other` (a
          // catalogue may skip a rare form such as Spanish `many`), then the bare key.
          const candidates = plural
            ? [
                ...(count === 0 ? [`${key}_zero`] : []),
                `${key}_${pluralCategory(language, count)}`,
                `${key}_other`,
                key,
              ]
            : [key];
          for (const candidate of candidates) {
            const message = messageAt(tree, candidate);
            if (message !== undefined) return message;
          }
        }
      }
      return undefined;
    },
  };
}
