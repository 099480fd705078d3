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
.pulso-ml__sort { display: flex; flex-direction: column; gap: 0.2em; margin: 0; padding: 0; border: 0; min-width: 0; }
.pulso-ml__legend { padding: 0; font-size: 0.85em; color: var(--_muted); }
.pulso-ml__choice { position: relative; display: inline-flex; }
.pulso-ml__choice .pulso-w__tab { display: inline-flex; align-items: center; min-height: 2.2rem; }
.pulso-ml__choice input:checked + .pulso-w__tab {
  background: var(--_accent); border-color: var(--_accent); color: var(--_onAccent); font-weight: 600;
}
.pulso-ml__choice input:focus-visible + .pulso-w__tab { outline: 3px solid var(--_accent); outline-offset: 2px; }
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
