/**
 * @pulso/widgets — Pulso's React widgets and hooks over the sdk, and their custom elements
 * (DESIGN §7, §8). The embed loader lives in `src/embed/` and is built separately.
 */

// Provider and hooks
export { PulsoProvider } from "./provider/PulsoProvider";
export type { PulsoProviderProps } from "./provider/PulsoProvider";
export { usePulso, USE_PULSO_OUTSIDE_PROVIDER } from "./provider/usePulso";
export { useSession } from "./provider/useSession";
export { useConnection } from "./provider/useConnection";
export { useT } from "./provider/useT";
export { useMarket } from "./provider/useMarket";
export type { MarketState } from "./provider/useMarket";
export { usePriceHistory } from "./provider/usePriceHistory";
export type { QueryState } from "./provider/useQuery";

// i18n
export {
  enWidgetMessages,
  esWidgetMessages,
  WIDGET_MESSAGES,
  WIDGET_NAMESPACE,
} from "./i18n/widgetMessages";
export type { WidgetMessageKey, WidgetMessages } from "./i18n/widgetMessages";
export { createTranslator, registerWidgetMessages } from "./i18n/translator";
export type { Translator } from "./i18n/translator";

// Theme
export { isWidgetTheme, WIDGET_THEMES } from "./theme/theme";
export type { WidgetTheme } from "./theme/theme";
export { THEME_PALETTES } from "./theme/tokens";
export type { ThemePalette } from "./theme/tokens";

// Widgets
export { MarketCard } from "./components/MarketCard/MarketCard";
export type { MarketCardProps, MarketCardStatus } from "./components/MarketCard/MarketCard";
export { marketCardCss } from "./components/MarketCard/MarketCard.css";
export { MARKET_CARD_MIN_HEIGHT_PX } from "./components/MarketCard/layout";
export { WidgetErrorBoundary } from "./components/WidgetErrorBoundary";
export type { WidgetErrorBoundaryProps } from "./components/WidgetErrorBoundary";

// Custom elements
export {
  defineMarketCard,
  MARKET_CARD_TAG,
  MarketCardCustomElement,
} from "./elements/marketCard.element";
export { getElementDefaults, setElementDefaults } from "./elements/defaults";
export type { ElementDefaults } from "./elements/defaults";
export { setSharedPulsoFactory } from "./elements/sharedPulso";
export type { SharedPulsoFactory } from "./elements/sharedPulso";
export type { PulsoElementEventMap, PulsoErrorReason } from "./elements/pulsoEvents";
