import { defineElement } from "../defineElement";
import { marketListView } from "./MarketListElement";
import { widgetElement } from "./widgetElement";

/** The tag name of the market list element. */
export const MARKET_LIST_TAG = "pulso-market-list";

/**
 * `<pulso-market-list category="presidential">`: the market list with its filters in Shadow DOM.
 *
 * Attributes: `category` (`all` | `presidential` | `congressional` | `state` | `local` |
 * `international` | `other`, default `all`), `lang`, `theme`, `api-base` (as
 * `<pulso-market-card>`). Events (`bubbles` + `composed`): `pulso-ready` `{ marketId: "" }`,
 * `pulso-error` `{ marketId: null, reason, message }`, `pulso-option-select` `{ marketId }` from a
 * card's Bet / Vote (never which option).
 */
export const MarketListCustomElement: CustomElementConstructor = widgetElement({
  attributes: {
    category: "category",
    lang: "lang",
    theme: "theme",
    "api-base": "apiBase",
  },
  // No first paint: the widget renders as soon as its element loads, so its code comes along.
  load: () => Promise.resolve(marketListView),
});

/** Defines `<pulso-market-list>` once (idempotent, never throws). */
export function defineMarketList(): void {
  defineElement(MARKET_LIST_TAG, MarketListCustomElement);
}
