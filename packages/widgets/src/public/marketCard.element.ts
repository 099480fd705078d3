import { defineElement } from "../defineElement";
import { marketCardPaint } from "./marketCardPaint";
import { widgetElement } from "./widgetElement";

/** The tag name of the market card element. */
export const MARKET_CARD_TAG = "pulso-market-card";

/**
 * `<pulso-market-card>`: a live market card in Shadow DOM (DESIGN §7). One shared public
 * client per API base serves every widget on the page (one request per batch, one socket).
 *
 * Attributes:
 * - `market` (required): the market's id. Missing or empty shows the error state.
 * - `lang`: `es` | `en`; default the page setting (`setElementDefaults`), else `es`.
 * - `theme`: `light` | `dark` | `auto`; default the page setting, else `light`.
 * - `chart`: `off` hides the week's price chart (the card keeps its reserved height).
 * - `api-base`: the API base (`https://pulso.example/api/v1`, or just the origin); default the page
 *   setting the embed loader provides.
 *   An unknown `lang` or `theme` shows the error state with a localized message; nothing throws.
 *
 * Events (`CustomEvent`, `bubbles` + `composed`, target: the element):
 * - `pulso-ready` `{ marketId }`: the market is on screen.
 * - `pulso-error` `{ marketId, reason, message }`: the error state is shown (`invalid-attribute`,
 *   `not-configured`, `not-found`, `load-failed`, `crashed`).
 * - `pulso-option-select` `{ marketId }`: the reader pressed Bet (or Vote); never which option.
 *   Unless the page cancels it (`preventDefault()`), the card then opens the framed ticket (or
 *   poll) for that option right after itself: a card on its own is complete.
 *
 * The title links to the market on the platform, and the footer says "Pulso" (a link there too),
 * both opening a new tab.
 *
 * Theming: `--pulso-*` custom properties and the parts `card`, `title`, `badge`, `option`, `bar`,
 * `cta`, `meta`, `brand`, `chart`, `message`, `retry` (see `marketCardCss`).
 */
export const MarketCardCustomElement: CustomElementConstructor = widgetElement({
  attributes: {
    market: "market",
    lang: "lang",
    theme: "theme",
    "api-base": "apiBase",
  },
  load: () => import("./MarketCardElement").then((module) => module.marketCardView),
  firstPaint: marketCardPaint,
});

/** Defines `<pulso-market-card>` once (idempotent, never throws). */
export function defineMarketCard(): void {
  defineElement(MARKET_CARD_TAG, MarketCardCustomElement);
}
