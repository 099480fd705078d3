import type { MessageParams } from "@pulso/core";
import type { en } from "./en";

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** The shape every language's catalogue has: the English one's keys, every leaf a string. */
export type Catalogue = Strings<typeof en>;

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A dotted key of the catalogue, e.g. `realtime.marketUpdated.title` or `errors.PRICE_MOVED`. */
export type TranslationKey = Leaves<Catalogue>;

/** Values for a message's `{{name}}` placeholders (core's `MessageParams`, by the sdk's name). */
export type TranslationParams = MessageParams;
