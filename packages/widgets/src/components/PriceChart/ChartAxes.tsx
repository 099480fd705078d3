import type { Scale, TimeScale } from "./chartScales";
import { tickFormat } from "./chartPoints";

/** Props of {@link ChartAxes}. */
export interface ChartAxesProps {
  x: TimeScale;
  y: Scale<number>;
  innerWidth: number;
  innerHeight: number;
  formatValue: (value: number) => string;
  formatDate: (date: Date, options: Intl.DateTimeFormatOptions) => string;
}

/** The least room, in CSS pixels, a date label gets; the plot's width sets how many fit. */
const X_LABEL_SPACING = 80;
/** The least room a value label gets along the height. */
const Y_LABEL_SPACING = 36;
/** Within this many pixels of an edge a date label is aligned to it rather than centred. */
const EDGE = 28;

/**
 * The date ticks as labels: as many as the width holds, in the format of their step (times
 * within a day, days within months, months beyond), a label never repeated.
 */
export function dateTicks(
  x: TimeScale,
  innerWidth: number,
  formatDate: ChartAxesProps["formatDate"],
): { date: Date; label: string }[] {
  const dates = x.ticks(Math.max(2, Math.floor(innerWidth / X_LABEL_SPACING)));
  const seen = new Set<string>();
  return dates
    .map((date) => ({ date, label: formatDate(date, tickFormat(x.unit, date)) }))
    .filter(({ label }) => {
      if (seen.has(label)) return false;
      seen.add(label);
      return true;
    });
}

/** The value ticks for a plot `innerHeight` pixels tall. */
export function valueTicks(y: Scale<number>, innerHeight: number): number[] {
  return y.ticks(Math.min(5, Math.max(2, Math.floor(innerHeight / Y_LABEL_SPACING))));
}

/**
 * The chart's axes, drawn as plain SVG at the plot's real size (so the labels keep their CSS
 * size on a phone): values on the left with faint grid lines, dates along the bottom.
 * Decorative: the chart's text alternatives are its readout and data table.
 */
export function ChartAxes({
  x,
  y,
  innerWidth,
  innerHeight,
  formatValue,
  formatDate,
}: ChartAxesProps) {
  return (
    <g className="pulso-pc__axes">
      {valueTicks(y, innerHeight).map((value) => (
        <g key={`y${value}`} transform={`translate(0,${y(value)})`}>
          <line className="pulso-pc__grid" x1={0} x2={innerWidth} />
          <text x={-8} dy="0.32em" textAnchor="end">
            {formatValue(value)}
          </text>
        </g>
      ))}
      <line
        className="pulso-pc__axis-line"
        x1={0}
        x2={innerWidth}
        y1={innerHeight}
        y2={innerHeight}
      />
      <g className="pulso-pc__x">
        {dateTicks(x, innerWidth, formatDate).map(({ date, label }) => {
          const at = x(date);
          return (
            <text
              key={date.getTime()}
              x={at}
              y={innerHeight + 8}
              dy="0.71em"
              textAnchor={at < EDGE ? "start" : at > innerWidth - EDGE ? "end" : "middle"}
            >
              {label}
            </text>
          );
        })}
      </g>
    </g>
  );
}
