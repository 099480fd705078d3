import {
  betTicketCss,
  commentsCss,
  leaderboardCss,
  marketListCss,
  notificationBellCss,
  pollCss,
  priceChartCss,
  toasterCss,
} from "@pulso/widgets";

/** Every widget's styles once for the whole portal (each widget's CSS ships as a string). */
const WIDGET_CSS = [
  marketListCss, // includes the shared chrome and the market card's
  betTicketCss,
  priceChartCss,
  pollCss,
  commentsCss,
  leaderboardCss,
  notificationBellCss,
  toasterCss,
].join("\n");

/** The widgets' styles, rendered once by the layout. */
export function WidgetStyles() {
  return <style data-pulso-widgets="">{WIDGET_CSS}</style>;
}
