import { marketCardCss } from "../MarketCard/MarketCard.css";
import { widgetChromeCss } from "../widgetChrome/widgetChromeCss";
import { MARKET_LIST_MIN_HEIGHT_PX } from "./layout";

/**
 * The market list's styles, with the shared widget chrome and the market card's own. Theming as
 * the market card; parts `card`, `controls`, `search`, `tabs`, `grid`, `more`, `message`, `retry`.
 */
export const marketListCss = `${widgetChromeCss}${marketCardCss}
.pulso-ml { min-height: ${MARKET_LIST_MIN_HEIGHT_PX}px; }
.pulso-ml__controls { display: flex; flex-wrap: wrap; gap: 0.5em 1em; align-items: end; }
.pulso-ml__field { display: flex; flex-direction: column; gap: 0.2em; font-size: 0.85em; color: var(--_muted); }
.pulso-ml__field input, .pulso-ml__field select {
  min-height: 2.2em; padding: 0.2em 0.6em; border: 1px solid var(--_border); border-radius: 8px;
  background: var(--_bg); color: var(--_text); font: inherit; font-size: 1rem;
}
.pulso-ml__grid {
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1em;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
}
.pulso-ml__ghost { pointer-events: none; }
.pulso-ml__more { display: flex; flex-direction: column; align-items: center; gap: 0.5em; min-height: 2.5em; }
.pulso-ml__panel--fit { overflow: clip; overflow-clip-margin: 6px; }
/* Pinned to the bottom of the reserved box, so it stays put while the cards load. */
.pulso-ml__fit { display: flex; flex-wrap: wrap; justify-content: center; align-items: center; gap: 0.5em; margin-top: auto; }
`;
