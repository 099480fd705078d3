import { messages as betTicketEn } from "../components/BetTicket/messages.en";
import { messages as betTicketEs } from "../components/BetTicket/messages.es";
import { messages as commentsEn } from "../components/Comments/messages.en";
import { messages as commentsEs } from "../components/Comments/messages.es";
import { messages as elementsEn } from "../public/messages.en";
import { messages as elementsEs } from "../public/messages.es";
import { messages as leaderboardEn } from "../components/Leaderboard/messages.en";
import { messages as leaderboardEs } from "../components/Leaderboard/messages.es";
import { messages as marketCardEn } from "../components/MarketCard/messages.en";
import { messages as marketCardEs } from "../components/MarketCard/messages.es";
import { messages as marketListEn } from "../components/MarketList/messages.en";
import { messages as marketListEs } from "../components/MarketList/messages.es";
import { messages as notificationBellEn } from "../components/NotificationBell/messages.en";
import { messages as notificationBellEs } from "../components/NotificationBell/messages.es";
import { messages as pollEn } from "../components/Poll/messages.en";
import { messages as pollEs } from "../components/Poll/messages.es";
import { messages as priceChartEn } from "../components/PriceChart/messages.en";
import { messages as priceChartEs } from "../components/PriceChart/messages.es";
import { messages as toasterEn } from "../components/Toaster/messages.en";
import { messages as toasterEs } from "../components/Toaster/messages.es";
import { messages as tooltipEn } from "../components/Tooltip/messages.en";
import { messages as tooltipEs } from "../components/Tooltip/messages.es";
import { messages as widgetChromeEn } from "../components/widgetChrome/messages.en";
import { messages as widgetChromeEs } from "../components/widgetChrome/messages.es";

/**
 * The widgets' own texts, each folder's beside its widgets and split by language
 * (`messages.en.ts`, `messages.es.ts`: DESIGN §8), gathered here for the full sdk's i18n, where
 * they are registered as the `pulsoWidgets` namespace (see `sdkTranslator.ts`). The embedded
 * public widgets load only their own folders' texts, in one language. `en` defines the
 * structure; each `es` file is typed against it and a test fails when a key exists in one
 * language and not the other. Placeholders use `{{name}}`; `_one` / `_other` suffixes are
 * plurals (driven by `count`).
 */
export const enWidgetMessages = {
  ...marketCardEn,
  ...leaderboardEn,
  ...priceChartEn,
  ...pollEn,
  ...marketListEn,
  ...tooltipEn,
  ...elementsEn,
  ...betTicketEn,
  ...notificationBellEn,
  ...toasterEn,
  ...commentsEn,
  ...widgetChromeEn,
};

/** The type of the widget texts: what every language provides. */
export type WidgetMessages = typeof enWidgetMessages;

/** The widgets' Spanish texts. */
export const esWidgetMessages: WidgetMessages = {
  ...marketCardEs,
  ...leaderboardEs,
  ...priceChartEs,
  ...pollEs,
  ...marketListEs,
  ...tooltipEs,
  ...elementsEs,
  ...betTicketEs,
  ...notificationBellEs,
  ...toasterEs,
  ...commentsEs,
  ...widgetChromeEs,
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
