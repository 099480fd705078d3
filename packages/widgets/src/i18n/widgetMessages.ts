import { messages as betTicketEn } from "../components/BetTicket/messages.en";
import { messages as betTicketEs } from "../components/BetTicket/messages.es";
import { messages as commentsEn } from "../components/Comments/messages.en";
import { messages as commentsEs } from "../components/Comments/messages.es";
import { SHARED_WIDGET_MESSAGES } from "./sharedWidgetMessages";

/**
 * The widgets' own texts, each folder's beside its widgets and split by language
 * (`messages.en.ts`, `messages.es.ts`: DESIGN §8), gathered here: their keys' type, and every text
 * for a check or a host that wants them all. The full sdk's i18n registers them as the
 * `pulsoWidgets` namespace in parts (`sdkTranslator.ts`); the embedded public widgets load only
 * their own folders' texts, in one language. `en` defines the structure; each `es` file is typed
 * against it and a test fails when a key exists in one language and not the other. Placeholders
 * use `{{name}}`; `_one` / `_other` suffixes are plurals (driven by `count`).
 */
export const enWidgetMessages = {
  ...SHARED_WIDGET_MESSAGES.en,
  ...betTicketEn,
  ...commentsEn,
};

/** The type of the widget texts: what every language provides. */
export type WidgetMessages = typeof enWidgetMessages;

/** The widgets' Spanish texts. */
export const esWidgetMessages: WidgetMessages = {
  ...SHARED_WIDGET_MESSAGES.es,
  ...betTicketEs,
  ...commentsEs,
};

/** Widget texts by language. */
export const WIDGET_MESSAGES = { es: esWidgetMessages, en: enWidgetMessages } as const;

export { WIDGET_NAMESPACE } from "./namespace";

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${StripPlural<K>}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type StripPlural<K extends string> = K extends `${infer Base}_one`
  ? Base
  : K extends `${infer Base}_other`
    ? Base
    : K;

/** A dotted key of the widget texts (`marketCard.bet`); plural keys without their suffix. */
export type WidgetMessageKey = Leaves<WidgetMessages>;
