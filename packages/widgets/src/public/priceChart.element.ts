import { defineElement } from "../defineElement";
import { widgetElement } from "./widgetElement";
import { PriceChartElement } from "./PriceChartElement";

/** The tag name of the price chart element. */
export const PRICE_CHART_TAG = "pulso-price-chart";

/**
 * `<pulso-price-chart market="…" range="1w">`: a market's price history in Shadow DOM.
 *
 * Attributes: `market` (required), `range` (`1d` | `1w` | `1m` | `all`, default `1w`), `lang`,
 * `theme`, `api-base` (as `<pulso-market-card>`). Events (`bubbles` + `composed`): `pulso-ready`
 * `{ marketId }`, `pulso-error` `{ marketId, reason, message }`.
 */
export const PriceChartCustomElement: CustomElementConstructor = widgetElement(PriceChartElement, {
  market: "market",
  range: "range",
  lang: "lang",
  theme: "theme",
  "api-base": "apiBase",
});

/** Defines `<pulso-price-chart>` once (idempotent, never throws). */
export function definePriceChart(): void {
  defineElement(PRICE_CHART_TAG, PriceChartCustomElement);
}
