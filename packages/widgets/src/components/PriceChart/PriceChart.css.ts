import { widgetChromeCss } from "../widgetChrome/widgetChromeCss";
import { PRICE_CHART_MIN_HEIGHT_PX, PRICE_CHART_PLOT_MIN_HEIGHT_PX } from "./layout";

/** Line colours by option order (the first follows `--pulso-color-accent`). */
export const SERIES_COLORS = [
  "var(--_accent)",
  "var(--_down)",
  "var(--_up)",
  "var(--_muted)",
] as const;

/**
 * The price chart's styles (with the shared widget chrome). Theming as the market card; parts
 * `card`, `title`, `ranges`, `legend` (the readout), `chart`, `message`, `retry`, `tooltip`.
 * The plot fills the height left in the box (at least PRICE_CHART_PLOT_MIN_HEIGHT_PX) and the drawing is laid
 * out at its real size, so the axis text is 12 CSS pixels on any screen.
 */
export const priceChartCss = `${widgetChromeCss}
.pulso-pc { position: relative; min-height: ${PRICE_CHART_MIN_HEIGHT_PX}px; gap: 0.5em; }
.pulso-pc__header { display: flex; flex-wrap: wrap; gap: 0.5em; align-items: center; justify-content: space-between; }
.pulso-pc__readout { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.15em 1em; font-size: 0.875em; font-variant-numeric: tabular-nums; }
.pulso-pc__when { margin: 0; color: var(--_muted); }
.pulso-pc__values { display: flex; flex-wrap: wrap; gap: 0.15em 1em; margin: 0; padding: 0; list-style: none; }
.pulso-pc__swatch { display: inline-block; width: 0.75em; height: 0.75em; margin-inline-end: 0.35em; border-radius: 2px; vertical-align: -0.05em; }
.pulso-pc__plot { position: relative; flex: 1 1 ${PRICE_CHART_PLOT_MIN_HEIGHT_PX}px; min-height: ${PRICE_CHART_PLOT_MIN_HEIGHT_PX}px; border-radius: 6px; touch-action: pan-y; cursor: crosshair; }
.pulso-pc__svg { position: absolute; top: 0; left: 0; display: block; overflow: visible; }
.pulso-pc__svg text { fill: var(--_muted); font-size: 12px; font-family: inherit; font-variant-numeric: tabular-nums; }
.pulso-pc__grid { stroke: var(--_border); stroke-dasharray: 2 4; }
.pulso-pc__axis-line { stroke: var(--_border); }
.pulso-pc__line { fill: none; stroke-width: 2; stroke-linejoin: round; stroke-linecap: round; }
.pulso-pc__cursor { stroke: var(--_text); stroke-opacity: 0.55; stroke-dasharray: 3 3; }
.pulso-pc__dot { stroke: var(--_bg); stroke-width: 2; }
.pulso-pc__sr {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0; overflow: hidden;
  clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
}
`;
