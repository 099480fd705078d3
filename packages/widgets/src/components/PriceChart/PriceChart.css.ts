import { widgetChromeCss } from "../widgetChrome/widgetChromeCss";
import { PRICE_CHART_MIN_HEIGHT_PX, PRICE_CHART_SVG } from "./layout";

/** Line colours by option order (the first follows `--pulso-color-accent`). */
export const SERIES_COLORS = [
  "var(--_accent)",
  "var(--_down)",
  "var(--_up)",
  "var(--_muted)",
] as const;

/**
 * The price chart's styles (with the shared widget chrome). Theming as the market card; parts
 * `card`, `title`, `ranges`, `chart`, `legend`, `message`, `retry`, `tooltip`.
 */
export const priceChartCss = `${widgetChromeCss}
.pulso-pc { min-height: ${PRICE_CHART_MIN_HEIGHT_PX}px; gap: 0.5em; }
.pulso-pc__header { display: flex; flex-wrap: wrap; gap: 0.5em; align-items: center; justify-content: space-between; }
.pulso-pc__plot { position: relative; border-radius: 6px; }
.pulso-pc__svg { display: block; width: 100%; height: auto; max-height: ${PRICE_CHART_SVG.height}px; overflow: visible; }
.pulso-pc__svg text { fill: var(--_muted); font-size: 11px; font-family: inherit; }
.pulso-pc__axis-line { stroke: var(--_border); }
.pulso-pc__line { fill: none; stroke-width: 2; stroke-linejoin: round; }
.pulso-pc__cursor { stroke: var(--_muted); stroke-dasharray: 3 3; }
.pulso-pc__legend { display: flex; flex-wrap: wrap; gap: 0.3em 1em; margin: 0; padding: 0; list-style: none; font-size: 0.8em; }
.pulso-pc__swatch { display: inline-block; width: 0.8em; height: 0.8em; margin-inline-end: 0.3em; border-radius: 2px; vertical-align: -0.05em; }
.pulso-pc__announce { min-height: 1.4em; margin: 0; font-size: 0.85em; color: var(--_muted); }
`;
