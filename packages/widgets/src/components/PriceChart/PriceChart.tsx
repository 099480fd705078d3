import type { PriceHistoryRange, WidgetTheme } from "@pulso/core";
import { useEffect, useEffectEvent, useId, useState } from "react";
import { useMarket } from "../../provider/useMarket";
import { usePriceHistory } from "../../provider/usePriceHistory";
import { useT } from "../../provider/useT";
import { BlackoutNotice } from "../widgetChrome/BlackoutNotice";
import { WidgetFrame } from "../widgetChrome/WidgetFrame";
import { WidgetMessage } from "../widgetChrome/WidgetMessage";
import { OfflineMark } from "../widgetChrome/OfflineMark";
import { useOffline } from "../widgetChrome/useOffline";
import { WidgetSkeleton } from "../widgetChrome/WidgetSkeleton";
import { SERIES_COLORS } from "./PriceChart.css";
import { PriceChartPlot } from "./PriceChartPlot";
import { PriceChartRanges } from "./PriceChartRanges";
import { PriceChartTable } from "./PriceChartTable";
import { chartData } from "./chartPoints";

/** What the chart shows. */
export type PriceChartStatus = "loading" | "success" | "error" | "empty";

/** Props of {@link PriceChart}. */
export interface PriceChartProps {
  /** The market's id. */
  marketId: string;
  /** The first range shown (default `1w`); the reader can switch. */
  range?: PriceHistoryRange;
  /** Light, dark, or `auto`. Default `auto`. */
  theme?: WidgetTheme;
  /** Told whenever the shown state changes. */
  onStatusChange?: (status: PriceChartStatus, error: unknown) => void;
}

/**
 * A market's price history (visx): a line per option on date and cents axes, range buttons (1D,
 * 1W, 1M, All) with tooltips, arrow-key exploration announced through an `aria-live` region, and
 * a visually hidden table of every point as its text alternative. Needs a PulsoProvider and
 * `priceChartCss`.
 *
 * @example
 * <PriceChart marketId="m_42" range="1m" />
 */
export function PriceChart({
  marketId,
  range: initialRange = "1w",
  theme = "auto",
  onStatusChange,
}: PriceChartProps) {
  const translator = useT();
  const { t, lang } = translator;
  const [range, setRange] = useState(initialRange);
  // A new `range` prop (say, a changed attribute) wins over the reader's last pick.
  const [givenRange, setGivenRange] = useState(initialRange);
  if (givenRange !== initialRange) {
    setGivenRange(initialRange);
    setRange(initialRange);
  }
  const { market } = useMarket(marketId);
  const { status, data, error, retry } = usePriceHistory(marketId, range);
  const offline = useOffline();
  const offlineMarkId = useId();
  const { series, points } = data ? chartData(data, market, lang) : { series: [], points: [] };
  const shown: PriceChartStatus = status === "success" && points.length === 0 ? "empty" : status;

  const report = useEffectEvent(() => onStatusChange?.(shown, error));
  useEffect(() => report(), [shown, error]);

  return (
    <WidgetFrame
      className="pulso-pc"
      theme={theme}
      label={t("priceChart.title")}
      busy={shown === "loading"}
    >
      <div className="pulso-pc__header">
        <h3 className="pulso-w__title" part="title">
          {t("priceChart.title")}
        </h3>
        {market?.blackout?.pricesHidden ? null : (
          <PriceChartRanges range={range} translator={translator} onRangeChange={setRange} />
        )}
      </div>
      {market?.blackout?.pricesHidden ? (
        // The chart is the forecast: in an election blackout, the notice in its place (§12).
        <BlackoutNotice blackout={market.blackout} />
      ) : shown === "loading" ? (
        <WidgetSkeleton label={t("priceChart.loading")} rows={4} />
      ) : shown === "error" ? (
        <WidgetMessage
          message={t("priceChart.loadFailed")}
          retryLabel={t("priceChart.retry")}
          onRetry={retry}
        />
      ) : shown === "empty" ? (
        <WidgetMessage message={t("priceChart.empty")} role="status" />
      ) : (
        <>
          <ul className="pulso-pc__legend" part="legend" aria-hidden="true">
            {series.map((line, index) => (
              <li key={line.optionId}>
                <span
                  className="pulso-pc__swatch"
                  style={{ background: SERIES_COLORS[index % SERIES_COLORS.length] }}
                />
                {line.name}
              </li>
            ))}
          </ul>
          <PriceChartPlot
            series={series}
            points={points}
            range={range}
            translator={translator}
            {...(offline ? { offlineMarkId } : {})}
          />
          {/* At the bottom: the range buttons hold the top corner. */}
          <OfflineMark offline={offline} id={offlineMarkId} placement="bottom" />
          <PriceChartTable series={series} points={points} translator={translator} />
        </>
      )}
    </WidgetFrame>
  );
}
