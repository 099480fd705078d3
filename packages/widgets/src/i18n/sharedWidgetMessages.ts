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
 * The widget texts every page of the full sdk registers up front (see `sdkTranslator.ts`): every
 * folder's but the bet ticket's and the comments', which their widgets bring with their code
 * (`defineWidgetCatalogue`), so a page without them does not load their texts.
 */
export const SHARED_WIDGET_MESSAGES = {
  en: {
    ...marketCardEn,
    ...leaderboardEn,
    ...priceChartEn,
    ...pollEn,
    ...marketListEn,
    ...tooltipEn,
    ...elementsEn,
    ...notificationBellEn,
    ...toasterEn,
    ...widgetChromeEn,
  },
  es: {
    ...marketCardEs,
    ...leaderboardEs,
    ...priceChartEs,
    ...pollEs,
    ...marketListEs,
    ...tooltipEs,
    ...elementsEs,
    ...notificationBellEs,
    ...toasterEs,
    ...widgetChromeEs,
  },
};
