import { interpolate, type MessageParams } from "./interpolate";

/** Messages by dotted path: `{ marketCard: { bet: "Bet", optionLabel_one: "…" } }`. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/** Another language's texts in the structure of `T` (the English tree): every key, any wording. */
export type SameMessages<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : SameMessages<T[K]>;
};

/**
 * The message at a dotted key (`bar.signedInAs`) of a tree, or undefined: the one dotted lookup of
 * the client side. A key naming a section, a key going past a message, and names a tree only
 * inherits (`toString`, `__proto__`) find nothing. An empty text counts as missing, so a fallback
 * language can fill it.
 */
export function messageAt(tree: MessageTree | undefined, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = Object.prototype.hasOwnProperty.call(node, part) ? node[part] : undefined;
  }
  return typeof node === "string" && node !== "" ? node : undefined;
}

/**
 * A text lookup over per-language message trees: the text at a dotted key in `lang` (else in
 * `fallback`), `{{name}}` filled; an unknown key comes back as is. For texts that live apart from
 * the sdk's translator (the frames' and the sign-in popup's, whose pages carry no sdk).
 */
export function messageLookup<L extends string>(
  catalogues: Readonly<Record<L, MessageTree>>,
  fallback: L,
): (lang: L, key: string, values?: MessageParams) => string {
  return (lang, key, values) => {
    const message = messageAt(catalogues[lang], key) ?? messageAt(catalogues[fallback], key);
    return message === undefined ? key : interpolate(message, values);
  };
}
