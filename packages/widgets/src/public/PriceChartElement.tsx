import { PRICE_HISTORY_RANGES, type PriceHistoryRange } from "@pulso/core";
import { PriceChart, type PriceChartStatus } from "../components/PriceChart/PriceChart";
import { priceChartCss } from "../components/PriceChart/PriceChart.css";
import { priceChartCatalogue } from "./catalogues/priceChart";
import { MISSING_MARKET, PublicWidgetElement, type ElementProblem } from "./PublicWidgetElement";
import { widgetView } from "./widgetView";

/** The element's attributes as its shell hands them over (absent or empty ones are undefined). */
export interface PriceChartElementProps {
  market?: string;
  range?: string;
  lang?: string;
  theme?: string;
  apiBase?: string;
  /** The shadow root the shell renders into (events are dispatched from its host). */
  container?: HTMLElement;
}

function isRange(value: string): value is PriceHistoryRange {
  return (PRICE_HISTORY_RANGES as readonly string[]).includes(value);
}

/** What `<pulso-price-chart>` renders into its shadow root. Never throws into the page. */
export function PriceChartElement(props: PriceChartElementProps) {
  const marketId = props.market?.trim() ?? "";
  // No attribute: the chart's own default (a week, or everything for a closed market).
  const range = props.range?.trim() || undefined;
  const problem: ElementProblem | null = !marketId
    ? MISSING_MARKET
    : range !== undefined && !isRange(range)
      ? {
          detail: `unsupported range "${range}": use range="1d", "1w", "1m" or "all".`,
          reason: "invalid-attribute",
        }
      : null;
  return (
    <PublicWidgetElement
      tag="pulso-price-chart"
      catalogue={priceChartCatalogue}
      css={priceChartCss}
      className="pulso-pc"
      titleKey="priceChart.title"
      marketId={marketId || null}
      problem={problem}
      lang={props.lang}
      theme={props.theme}
      apiBase={props.apiBase}
      container={props.container}
    >
      {({ theme, ready, failed }) => (
        <PriceChart
          marketId={marketId}
          range={range !== undefined && isRange(range) ? range : undefined}
          theme={theme}
          onStatusChange={(status: PriceChartStatus, error) => {
            if (status === "success" || status === "empty") ready();
            if (status === "error") failed("priceChart.loadFailed", "load-failed", error);
          }}
        />
      )}
    </PublicWidgetElement>
  );
}

/** How the element renders PriceChartElement when it goes live (loaded apart from the element). */
export const priceChartView = widgetView(PriceChartElement, priceChartCatalogue);
