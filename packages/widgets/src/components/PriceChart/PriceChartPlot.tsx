import {
  startTransition,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from "react";
import type { Translator } from "../../i18n/translator";
import { ChartAxes, valueTicks } from "./ChartAxes";
import { linearScale, monotonePath, timeScale } from "./chartScales";
import { SERIES_COLORS } from "./PriceChart.css";
import { dayFormat, POINT_DATE_FORMAT, readoutFormat, type ChartData } from "./chartPoints";
import { PRICE_CHART_PLOT } from "./layout";

/** Props of {@link PriceChartPlot}. */
export interface PriceChartPlotProps {
  /** At least one point. */
  data: ChartData;
  translator: Translator;
  /** A value as the readout and the table show it (cents, or percent for a poll). */
  formatValue: (value: number) => string;
  /** While offline: the id of the offline mark; the lines dim and are described by it. */
  offlineMarkId?: string;
}

const MARGIN = { top: 10, right: 12, bottom: 26 };
/** About how wide an axis digit is at the axis' 12 px, to make room for the value labels. */
const CHAR_PX = 7;

/**
 * The box's size in CSS pixels, followed as it changes, and whether the drawing may be shown. The
 * first drawing is at PRICE_CHART_PLOT (as the server paints it, where nothing is measured), and
 * hidden: the box is measured once laid out, and the drawing made again at its size as a
 * transition, after the first paint. Drawn again at once (a state change in the layout effect),
 * the page's first commit was one long task: the chart drawn twice, with every effect of the page
 * run before it (issue 17, the market page's largest blocking task on a phone). A box with no
 * size (not laid out, or nothing lays it out) shows the drawing at the default size.
 */
function useBoxSize(ref: RefObject<HTMLElement | null>) {
  const [size, setSize] = useState<{ width: number; height: number; shown: boolean }>({
    ...PRICE_CHART_PLOT,
    shown: false,
  });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { clientWidth: width, clientHeight: height } = element;
      const measured = width > 0 && height > 0;
      startTransition(() =>
        setSize((old) =>
          !measured
            ? old.shown
              ? old
              : { ...old, shown: true }
            : old.shown && old.width === width && old.height === height
              ? old
              : { width, height, shown: true },
        ),
      );
    };
    // Where it can, the observer measures: its first report comes once the page is laid out,
    // where reading the box costs nothing. Read here, the box forced the whole new page's layout
    // inside the commit (90 ms at 4× CPU on the market page).
    if (typeof ResizeObserver === "undefined") return void measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * The readout and the plot: a line per option on date and value axes, drawn as plain SVG at the
 * box's real size (chartScales.ts). Hovering (or dragging a finger across) the plot, or moving
 * through it with the arrow keys, Home and End once it has focus, puts a crosshair on a point and
 * shows its date and every option's value in the readout; the plot is a slider whose value text
 * is that readout, so a screen reader says it at each move. Otherwise the readout shows the
 * latest values (for a closed market, when it closed and who won).
 */
export function PriceChartPlot({
  data,
  translator,
  formatValue,
  offlineMarkId,
}: PriceChartPlotProps) {
  const { series, points, unit, closing } = data;
  const { t, formatDate, formatPercent, formatCents } = translator;
  const box = useRef<HTMLDivElement>(null);
  const { width, height, shown: drawn } = useBoxSize(box);
  const [hovered, setHovered] = useState<number | null>(null);
  const [keyed, setKeyed] = useState<number | null>(null);
  const hintId = useId();

  const lastIndex = points.length - 1;
  const clamp = (index: number) => Math.min(Math.max(index, 0), lastIndex);
  const active = hovered ?? keyed;
  const activeIndex = active === null ? null : clamp(active);
  const shown = points[activeIndex ?? lastIndex]!;

  const innerHeight = Math.max(1, height - MARGIN.top - MARGIN.bottom);
  const y = linearScale([0, 100], [innerHeight, 0]);
  const axisValue = (value: number) =>
    unit === "percent" ? formatPercent(value, 0) : formatCents(value);
  const left =
    10 + CHAR_PX * Math.max(...valueTicks(y, innerHeight).map((value) => axisValue(value).length));
  const innerWidth = Math.max(1, width - left - MARGIN.right);
  const x = timeScale([points[0]!.date, points[lastIndex]!.date], [0, innerWidth]);

  const prices = series
    .map((line) => {
      const value = shown.prices[line.index];
      return t("priceChart.optionPrice", {
        option: line.name,
        price: value === null || value === undefined ? "–" : formatValue(value),
      });
    })
    .join(", ");
  const closedOn = closing ? formatDate(closing.date, dayFormat(closing.date)) : "";
  const heading =
    activeIndex === null && closing
      ? closing.winner
        ? t("priceChart.closedWon", { date: closedOn, option: closing.winner })
        : t("priceChart.closed", { date: closedOn })
      : formatDate(shown.date, readoutFormat(shown.date));

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const at = event.clientX - event.currentTarget.getBoundingClientRect().left - left;
    let nearest = 0;
    points.forEach((point, index) => {
      if (Math.abs(x(point.date) - at) < Math.abs(x(points[nearest]!.date) - at)) nearest = index;
    });
    setHovered(nearest);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const current = keyed === null ? lastIndex : clamp(keyed);
    const page = Math.max(1, Math.round(points.length / 10));
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowDown: current - 1,
      ArrowRight: current + 1,
      ArrowUp: current + 1,
      PageDown: current - page,
      PageUp: current + page,
      Home: 0,
      End: lastIndex,
    };
    const next = moves[event.key];
    if (next === undefined && !(event.key === "Escape" && keyed !== null)) return;
    event.preventDefault();
    setHovered(null);
    setKeyed(next === undefined ? null : clamp(next));
  };

  const describedBy = offlineMarkId ? `${hintId} ${offlineMarkId}` : hintId;
  const cursorX = activeIndex === null ? 0 : x(shown.date);

  return (
    <>
      <div className="pulso-pc__readout" part="legend">
        <p className="pulso-pc__when">{heading}</p>
        <ul className="pulso-pc__values">
          {series.map((line) => {
            const value = shown.prices[line.index];
            return (
              <li key={line.optionId}>
                <span
                  className="pulso-pc__swatch"
                  style={{ background: SERIES_COLORS[line.index % SERIES_COLORS.length] }}
                />
                {line.name}{" "}
                <b>{value === null || value === undefined ? "–" : formatValue(value)}</b>
              </li>
            );
          })}
        </ul>
      </div>
      <div
        ref={box}
        className="pulso-pc__plot"
        part="chart"
        role="slider"
        tabIndex={0}
        aria-label={t(unit === "percent" ? "priceChart.pollChartLabel" : "priceChart.chartLabel")}
        aria-describedby={describedBy}
        aria-valuemin={0}
        aria-valuemax={lastIndex}
        aria-valuenow={activeIndex ?? lastIndex}
        aria-valuetext={t("priceChart.point", {
          date: formatDate(shown.date, POINT_DATE_FORMAT),
          prices,
        })}
        onKeyDown={onKeyDown}
        onBlur={() => setKeyed(null)}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setHovered(null)}
        onPointerCancel={() => setHovered(null)}
      >
        <svg
          className="pulso-pc__svg"
          width={width}
          height={height}
          visibility={drawn ? undefined : "hidden"}
          aria-hidden="true"
          focusable="false"
          data-pulso-stale={offlineMarkId ? "" : undefined}
        >
          <g transform={`translate(${left},${MARGIN.top})`}>
            <ChartAxes
              x={x}
              y={y}
              innerWidth={innerWidth}
              innerHeight={innerHeight}
              formatValue={axisValue}
              formatDate={formatDate}
            />
            {series.map((line) => (
              <path
                key={line.optionId}
                className="pulso-pc__line"
                d={monotonePath(
                  points.map((point) => {
                    const value = point.prices[line.index];
                    return [x(point.date), value === null || value === undefined ? null : y(value)];
                  }),
                )}
                stroke={SERIES_COLORS[line.index % SERIES_COLORS.length]}
              />
            ))}
            {activeIndex === null ? null : (
              <g className="pulso-pc__crosshair">
                <line
                  className="pulso-pc__cursor"
                  x1={cursorX}
                  x2={cursorX}
                  y1={0}
                  y2={innerHeight}
                />
                {series.map((line) => {
                  const value = shown.prices[line.index];
                  return value === null || value === undefined ? null : (
                    <circle
                      key={line.optionId}
                      className="pulso-pc__dot"
                      cx={cursorX}
                      cy={y(value)}
                      r={4}
                      fill={SERIES_COLORS[line.index % SERIES_COLORS.length]}
                    />
                  );
                })}
              </g>
            )}
          </g>
        </svg>
      </div>
      <span id={hintId} className="pulso-pc__sr">
        {t("priceChart.keysHelp")}
      </span>
    </>
  );
}
