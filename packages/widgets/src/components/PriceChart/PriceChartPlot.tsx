import { useState, type KeyboardEvent } from "react";
import type { Translator } from "../../i18n/translator";
import { ChartAxes } from "./ChartAxes";
import { linearScale, monotonePath, timeScale } from "./chartScales";
import { SERIES_COLORS } from "./PriceChart.css";
import { dateFormatFor, POINT_DATE_FORMAT, type ChartPoint, type ChartSeries } from "./chartPoints";
import { PRICE_CHART_SVG } from "./layout";

/** Props of {@link PriceChartPlot}. */
export interface PriceChartPlotProps {
  series: ChartSeries[];
  /** At least one point, oldest first. */
  points: ChartPoint[];
  range: string;
  translator: Translator;
  /** While offline: the id of the offline mark; the lines dim and are described by it. */
  offlineMarkId?: string;
}

const MARGIN = { top: 6, right: 12, bottom: 22, left: 40 };

/**
 * The lines (one per option) on time and cents axes, drawn as plain SVG (chartScales.ts). The plot is one focusable
 * group: the arrow keys (and Home / End) move a focus point whose date and prices are announced
 * in an `aria-live` region.
 */
export function PriceChartPlot({
  series,
  points,
  range,
  translator,
  offlineMarkId,
}: PriceChartPlotProps) {
  const { t, formatDate, formatCents } = translator;
  const [focused, setFocused] = useState<number | null>(null);
  const { width, height } = PRICE_CHART_SVG;
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const first = points[0]?.date ?? new Date(0);
  const last = points.at(-1)?.date ?? first;
  const x = timeScale([first, last], [0, innerWidth]);
  const y = linearScale([0, 100], [innerHeight, 0]);
  const dateFormat = dateFormatFor(range);
  const index = focused === null ? null : Math.min(focused, points.length - 1);
  const point = index === null ? undefined : points[index];

  const announce = point
    ? t("priceChart.point", {
        date: formatDate(point.date, POINT_DATE_FORMAT),
        prices: series
          .map((line, lineIndex) => {
            const price = point.prices[lineIndex];
            return t("priceChart.optionPrice", {
              option: line.name,
              price: price === null || price === undefined ? "–" : formatCents(price),
            });
          })
          .join(", "),
      })
    : "";

  const onKeyDown = (event: KeyboardEvent) => {
    const lastIndex = points.length - 1;
    const current = index ?? lastIndex + 1;
    const next =
      event.key === "ArrowRight"
        ? Math.min(lastIndex, index === null ? 0 : current + 1)
        : event.key === "ArrowLeft"
          ? Math.max(0, current - 1)
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? lastIndex
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
  };

  return (
    <>
      <div
        className="pulso-pc__plot"
        part="chart"
        role="slider"
        tabIndex={0}
        aria-label={t("priceChart.chartLabel")}
        aria-describedby={offlineMarkId}
        aria-valuemin={0}
        aria-valuemax={Math.max(0, points.length - 1)}
        aria-valuenow={index ?? points.length - 1}
        aria-valuetext={formatDate(
          (point ?? points.at(-1) ?? { date: first }).date,
          POINT_DATE_FORMAT,
        )}
        onKeyDown={onKeyDown}
        onBlur={() => setFocused(null)}
      >
        <svg
          className="pulso-pc__svg"
          viewBox={`0 0 ${width} ${height}`}
          aria-hidden="true"
          focusable="false"
          data-pulso-stale={offlineMarkId ? "" : undefined}
        >
          <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
            <ChartAxes
              x={x}
              y={y}
              innerWidth={innerWidth}
              innerHeight={innerHeight}
              formatPrice={formatCents}
              formatTime={(date) => formatDate(date, dateFormat)}
            />
            {series.map((line, lineIndex) => (
              <path
                key={line.optionId}
                className="pulso-pc__line"
                d={monotonePath(
                  points.map((datum) => {
                    const price = datum.prices[lineIndex];
                    return [x(datum.date), price === null || price === undefined ? null : y(price)];
                  }),
                )}
                stroke={SERIES_COLORS[lineIndex % SERIES_COLORS.length]}
              />
            ))}
            {point ? (
              <g data-testid="focus-point">
                <line
                  className="pulso-pc__cursor"
                  x1={x(point.date)}
                  x2={x(point.date)}
                  y1={0}
                  y2={innerHeight}
                />
                {point.prices.map((price, lineIndex) =>
                  price === null ? null : (
                    <circle
                      key={lineIndex}
                      cx={x(point.date)}
                      cy={y(price)}
                      r={4}
                      fill={SERIES_COLORS[lineIndex % SERIES_COLORS.length]}
                    />
                  ),
                )}
              </g>
            ) : null}
          </g>
        </svg>
      </div>
      <p className="pulso-pc__announce" aria-live="polite" aria-atomic="true">
        {announce}
      </p>
    </>
  );
}
