/**
 * @pulso/widgets — Pulso's React widgets and hooks over the sdk, and their custom elements
 * (DESIGN §7, §8). The embed loader lives in `src/embed/` and is built separately.
 */

// Provider and hooks
export { PulsoProvider, PulsoProvider as AuthProvider } from "./provider/PulsoProvider";
export type { PulsoProviderProps } from "./provider/PulsoProvider";
export { usePulso, USE_PULSO_OUTSIDE_PROVIDER } from "./provider/usePulso";
export { usePublicContext, useResource } from "./provider/useResource";
export { PublicContext } from "./provider/PublicContext";
export type { PublicContextValue } from "./provider/PublicContext";
export {
  useSession,
  useSession as useAuth,
  USE_AUTH_OUTSIDE_PROVIDER,
} from "./provider/useSession";
export { useConnection } from "./provider/useConnection";
export { useT } from "./provider/useT";
export { useMarket } from "./provider/useMarket";
export type { MarketState } from "./provider/useMarket";
export { useBetQuote } from "./provider/useBetQuote";
export type { BetQuoteRequest, BetQuoteState } from "./provider/useBetQuote";
export { useNotifications } from "./provider/useNotifications";
export { useSessionCheck } from "./provider/useSessionCheck";
export { usePriceHistory } from "./provider/usePriceHistory";
export { useQuery } from "./provider/useQuery";
export type { QueryState } from "./provider/useQuery";
export { useLeaderboard } from "./provider/useLeaderboard";
export type { LeaderboardFilters } from "./provider/useLeaderboard";
export { usePollResults } from "./provider/usePollResults";
export { useVote } from "./provider/useVote";
export type { VoteState } from "./provider/useVote";
export { useMarketPages } from "./provider/useMarketPages";
export type { MarketPagesState } from "./provider/useMarketPages";
export type { MarketPagesSnapshot } from "./provider/marketPagesStore";

// i18n
export {
  enWidgetMessages,
  esWidgetMessages,
  WIDGET_MESSAGES,
  WIDGET_NAMESPACE,
} from "./i18n/widgetMessages";
export type { WidgetMessageKey, WidgetMessages } from "./i18n/widgetMessages";
export { createTranslator, registerWidgetMessages } from "./i18n/sdkTranslator";
export { createPublicTranslator } from "./i18n/translator";
export type { Translator } from "./i18n/translator";

// Theme
export { isWidgetTheme, WIDGET_THEMES } from "@pulso/core";
export type { WidgetTheme } from "@pulso/core";
export { THEME_PALETTES } from "./theme/tokens";
export type { ThemePalette } from "./theme/tokens";

// Widgets
export { BlackoutNotice } from "./components/widgetChrome/BlackoutNotice";
export type { BlackoutNoticeProps } from "./components/widgetChrome/BlackoutNotice";
export { MarketCard } from "./components/MarketCard/MarketCard";
export type { MarketCardProps, MarketCardStatus } from "./components/MarketCard/MarketCard";
export { marketCardCss } from "./components/MarketCard/MarketCard.css";
export { MARKET_CARD_MIN_HEIGHT_PX } from "./components/MarketCard/layout";
export { WidgetErrorBoundary } from "./components/WidgetErrorBoundary";
export type { WidgetErrorBoundaryProps } from "./components/WidgetErrorBoundary";
export { BetTicket } from "./components/BetTicket/BetTicket";
export type { BetTicketProps, BetTicketStatus } from "./components/BetTicket/BetTicket";
export { betTicketCss } from "./components/BetTicket/BetTicket.css";
export { BET_TICKET_MIN_HEIGHT_PX } from "./components/BetTicket/layout";
export {
  BET_PRICE_TOLERANCE_CENTS,
  BET_QUOTE_DEBOUNCE_MS,
  maxPriceFor,
} from "./components/BetTicket/betRules";
export { NotificationBell } from "./components/NotificationBell/NotificationBell";
export type { NotificationBellProps } from "./components/NotificationBell/NotificationBell";
export { notificationBellCss } from "./components/NotificationBell/NotificationBell.css";
export {
  NOTIFICATION_BELL_SIZE_PX,
  NOTIFICATION_PANEL_HEIGHT_PX,
} from "./components/NotificationBell/layout";
export { notificationAction } from "./components/NotificationBell/notificationLinks";
export type { NotificationAction } from "./components/NotificationBell/notificationLinks";
export { Toaster } from "./components/Toaster/Toaster";
export type { ToasterProps } from "./components/Toaster/Toaster";
export { toasterCss } from "./components/Toaster/Toaster.css";
export { Leaderboard } from "./components/Leaderboard/Leaderboard";
export type { LeaderboardProps, LeaderboardStatus } from "./components/Leaderboard/Leaderboard";
export { leaderboardCss } from "./components/Leaderboard/Leaderboard.css";
export { LEADERBOARD_MIN_HEIGHT_PX } from "./components/Leaderboard/layout";
export { PriceChart } from "./components/PriceChart/PriceChart";
export type { PriceChartProps, PriceChartStatus } from "./components/PriceChart/PriceChart";
export { priceChartCss } from "./components/PriceChart/PriceChart.css";
export { PRICE_CHART_MIN_HEIGHT_PX } from "./components/PriceChart/layout";
export { Poll } from "./components/Poll/Poll";
export type { PollProps, PollStatus } from "./components/Poll/Poll";
export { pollCss } from "./components/Poll/Poll.css";
export { POLL_MIN_HEIGHT_PX } from "./components/Poll/layout";
export { MarketList } from "./components/MarketList/MarketList";
export type { MarketListProps, MarketListStatus } from "./components/MarketList/MarketList";
export { marketListCss } from "./components/MarketList/MarketList.css";
export { MARKET_LIST_MIN_HEIGHT_PX } from "./components/MarketList/layout";
export { SEARCH_DEBOUNCE_MS } from "./components/MarketList/marketListFilters";
export { Tooltip } from "./components/Tooltip/Tooltip";
export type { TooltipProps, TooltipTriggerProps } from "./components/Tooltip/Tooltip";
export { TooltipGroup } from "./components/Tooltip/TooltipGroup";
export { widgetChromeCss } from "./components/widgetChrome/widgetChromeCss";

// Custom elements
export {
  defineMarketCard,
  MARKET_CARD_TAG,
  MarketCardCustomElement,
} from "./public/marketCard.element";
export { getElementDefaults, setElementDefaults } from "./public/defaults";
export type { ElementDefaults } from "./public/defaults";
// The elements' snippets with their reserved sizes, as the embed builder hands them out.
export { EMBED_TAGS, embedSnippet } from "./embed/tags";
export type { EmbedSnippetOptions, EmbedTag } from "./embed/tags";
export { setSharedClientFactory } from "./public/sharedPublicClient";
export type { SharedClientFactory } from "./public/sharedPublicClient";
export type { PulsoElementEventMap, PulsoErrorReason } from "./public/pulsoEvents";
export {
  defineLeaderboard,
  LEADERBOARD_TAG,
  LeaderboardCustomElement,
} from "./public/leaderboard.element";
export {
  definePriceChart,
  PRICE_CHART_TAG,
  PriceChartCustomElement,
} from "./public/priceChart.element";
export {
  defineMarketList,
  MARKET_LIST_TAG,
  MarketListCustomElement,
} from "./public/marketList.element";

// Comments: the widget and its hook
export { Comments } from "./components/Comments/Comments";
export type { CommentsProps, CommentsStatus } from "./components/Comments/Comments";
export { commentsCss } from "./components/Comments/Comments.css";
export { COMMENTS_MIN_HEIGHT_PX } from "./components/Comments/layout";
export { useComments } from "./provider/useComments";
export type { CommentsState } from "./provider/useComments";
export type { CommentPagesSnapshot, CommentVoteDirection } from "./provider/commentPagesStore";
