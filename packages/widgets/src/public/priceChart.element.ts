import { defineElement } from "../defineElement";
import { priceChartView } from "./PriceChartElement";
import { widgetElement } from "./widgetElement";

/** The tag name of the price chart element. */
export const PRICE_CHART_TAG = "pulso-price-chart";

/**
 * `<pulso-price-chart market="…" range="1w">`: a market's price history in Shadow DOM.
 *
 * Attributes: `market` (required), `range` (`1d` | `1w` | `1m` | `all`, default `1w`), `lang`,
 * `theme`, `api-base` (as `<pulso-market-card>`). Events (`bubbles` + `composed`): `pulso-ready`
 * `{ marketId }`, `pulso-error` `{ marketId, reason, message }`.
 */
export const PriceChartCustomElement: CustomElementConstructor = widgetElement({
  attributes: {
    market: "market",
    range: "range",
    lang: "lang",
    theme: "theme",
    "api-base": "apiBase",
  },
  // No first paint: the widget renders as soon as its element loads, so its code comes along.
  load: () => Promise.resolve(priceChartView),
});

/** Defines `<pulso-price-chart>` once (idempotent, never throws). */
export function definePriceChart(): void {
  defineElement(PRICE_CHART_TAG, PriceChartCustomElement);
}
