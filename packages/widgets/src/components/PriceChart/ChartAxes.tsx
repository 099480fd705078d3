/** What an axis needs of a scale: where a value goes, and some round values to mark. */
interface TickScale<TValue> {
  (value: TValue): number | undefined;
  ticks(count?: number): TValue[];
}

/** Props of {@link ChartAxes}. */
export interface ChartAxesProps {
  x: TickScale<Date>;
  y: TickScale<number>;
  innerWidth: number;
  innerHeight: number;
  formatPrice: (cents: number) => string;
  formatTime: (date: Date) => string;
}

const TICKS = 5;
const TICK_LENGTH = 4;

/**
 * The chart's two axes, drawn as plain SVG from the scales' own ticks: prices on the left, dates
 * along the bottom. (visx's axis component pulls in a CSS-expression evaluator for its labels,
 * about 5 KB gzip the embed's budget cannot carry.) Decorative: the chart's text alternative is
 * its summary and data table.
 */
export function ChartAxes({
  x,
  y,
  innerWidth,
  innerHeight,
  formatPrice,
  formatTime,
}: ChartAxesProps) {
  return (
    <g className="pulso-pc__axes">
      <line className="pulso-pc__axis-line" x1={0} x2={0} y1={0} y2={innerHeight} />
      {y.ticks(TICKS).map((value) => (
        <g key={`y${value}`} transform={`translate(0,${y(value) ?? 0})`}>
          <line className="pulso-pc__axis-line" x1={-TICK_LENGTH} x2={0} />
          <text x={-TICK_LENGTH - 3} dy="0.32em" textAnchor="end">
            {formatPrice(value)}
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
      {x.ticks(TICKS).map((date) => (
        <g key={`x${date.getTime()}`} transform={`translate(${x(date) ?? 0},${innerHeight})`}>
          <line className="pulso-pc__axis-line" y1={0} y2={TICK_LENGTH} />
          <text y={TICK_LENGTH + 3} dy="0.71em" textAnchor="middle">
            {formatTime(date)}
          </text>
        </g>
      ))}
    </g>
  );
}
