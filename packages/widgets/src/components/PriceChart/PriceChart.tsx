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
import { PriceChartPlot } from "./PriceChartPlot";
import { PriceChartRanges } from "./PriceChartRanges";
import { PriceChartTable } from "./PriceChartTable";
import { chartData, defaultRange } from "./chartPoints";

/** What the chart shows. */
export type PriceChartStatus = "loading" | "success" | "error" | "empty";

/** Props of {@link PriceChart}. */
export interface PriceChartProps {
  /** The market's id. */
  marketId: string;
  /**
   * The first range shown; the reader can switch. Default `1w`, or `all` for a closed market
   * (its history up to the close).
   */
  range?: PriceHistoryRange;
  /** Light, dark, or `auto`. Default `auto`. */
  theme?: WidgetTheme;
  /** Told whenever the shown state changes. */
  onStatusChange?: (status: PriceChartStatus, error: unknown) => void;
}

/**
 * A market's price history: a line per option on date and value axes (cents; a poll's share of
 * the votes in percent), range buttons (1D, 1W, 1M, All) with tooltips, a readout of the point
 * under the pointer or picked with the arrow keys, and a visually hidden table of every point as
 * its text alternative. A closed market's lines end at the close (a resolved prediction's winner
 * at 100¢, the others at 0¢) and the readout says when it closed and who won. Needs a
 * PulsoProvider and `priceChartCss`.
 *
 * @example
 * <PriceChart marketId="m_42" range="1m" />
 */
export function PriceChart({
  marketId,
  range: givenRange,
  theme = "auto",
  onStatusChange,
}: PriceChartProps) {
  const translator = useT();
  const { t, lang, formatCents, formatPercent } = translator;
  const [picked, setPicked] = useState<PriceHistoryRange | null>(null);
  // A new `range` prop (say, a changed attribute) wins over the reader's last pick.
  const [lastGiven, setLastGiven] = useState(givenRange);
  if (lastGiven !== givenRange) {
    setLastGiven(givenRange);
    setPicked(null);
  }
  const marketState = useMarket(marketId);
  const { market } = marketState;
  const range = picked ?? givenRange ?? defaultRange(market);
  const history = usePriceHistory(marketId, range);
  // The lines are drawn once the market is in too: its options name them, its kind sets the unit
  // and its close ends them (a history that came first had lines named by option ids).
  const status =
    history.status !== "success" ? history.status : market ? "success" : marketState.status;
  const error = history.status === "error" ? history.error : marketState.error;
  const retry = () => {
    if (history.status === "error") history.retry();
    if (marketState.status === "error") marketState.retry();
  };
  const offline = useOffline();
  const offlineMarkId = useId();
  const chart = history.data && market ? chartData(history.data, market, lang) : null;
  const shown: PriceChartStatus = status === "success" && !chart?.points.length ? "empty" : status;
  const formatValue = (value: number) =>
    chart?.unit === "percent" ? formatPercent(value) : formatCents(value);
  const title = t(market?.kind === "poll" ? "priceChart.pollTitle" : "priceChart.title");

  const report = useEffectEvent(() => onStatusChange?.(shown, error));
  useEffect(() => report(), [shown, error]);

  return (
    <WidgetFrame className="pulso-pc" theme={theme} label={title} busy={shown === "loading"}>
      <div className="pulso-pc__header">
        <h3 className="pulso-w__title" part="title">
          {title}
        </h3>
        {market?.blackout?.pricesHidden ? null : (
          <PriceChartRanges range={range} translator={translator} onRangeChange={setPicked} />
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
      ) : chart ? (
        <>
          <PriceChartPlot
            data={chart}
            translator={translator}
            formatValue={formatValue}
            {...(offline ? { offlineMarkId } : {})}
          />
          {/* At the bottom: the range buttons hold the top corner. */}
          <OfflineMark offline={offline} id={offlineMarkId} placement="bottom" />
          <PriceChartTable data={chart} translator={translator} formatValue={formatValue} />
        </>
      ) : null}
    </WidgetFrame>
  );
}
