import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar, LinePath } from "@visx/shape";

/** One series of a {@link SeriesPlot}: bars (grouped side by side) or a line through the bands. */
export interface PlotSeries {
  name: string;
  kind: "bar" | "line";
  /** One value per label. */
  values: readonly number[];
  color: string;
}

/** Props of {@link SeriesPlot}. */
export interface SeriesPlotProps {
  /** The x axis's labels, already formatted, one per point. */
  labels: readonly string[];
  series: readonly PlotSeries[];
  /** The y axis's tick text. */
  formatValue: (value: number) => string;
  /** A fixed y range (a 0–100 rate); otherwise the data's, always including 0. */
  domain?: [number, number];
  /** Counts: only whole-number ticks on the y axis. */
  integer?: boolean;
}

const WIDTH = 600;
const HEIGHT = 220;
const MARGIN = { top: 10, right: 12, bottom: 28, left: 60 };
/** About how many x labels fit under the plot. */
const MAX_X_LABELS = 6;
/** Tick text large enough to read once the 600-unit drawing shrinks into a card. */
const TICK_LABEL = { fontSize: 13, fill: "#374151" } as const;

/**
 * The dashboard's one drawing (visx scales, shapes and axes): bars and lines over a band scale,
 * with a zero line for signed values. Decorative for assistive technology: each chart pairs it
 * with a data table.
 */
export function SeriesPlot({ labels, series, formatValue, domain, integer }: SeriesPlotProps) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const indexes = labels.map((_, index) => index);
  const x = scaleBand<number>({ domain: indexes, range: [0, innerWidth], padding: 0.2 });
  const bars = series.filter((line) => line.kind === "bar");
  const lines = series.filter((line) => line.kind === "line");
  const inBand = scaleBand<number>({
    domain: bars.map((_, index) => index),
    range: [0, x.bandwidth()],
    padding: 0.1,
  });
  const values = series.flatMap((line) => line.values);
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const y = scaleLinear<number>({
    domain: domain ?? [low, high === low ? low + 1 : high],
    range: [innerHeight, 0],
    nice: true,
  });
  const zero = y(0);
  const every = Math.max(1, Math.ceil(labels.length / MAX_X_LABELS));
  const center = (index: number) => (x(index) ?? 0) + x.bandwidth() / 2;

  return (
    <svg
      className="dashboard-chart__svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      aria-hidden="true"
      focusable="false"
    >
      <Group left={MARGIN.left} top={MARGIN.top}>
        <AxisLeft
          scale={y}
          tickValues={integer ? y.ticks(5).filter(Number.isInteger) : y.ticks(5)}
          tickFormat={(value) => formatValue(Number(value))}
          tickLabelProps={TICK_LABEL}
        />
        <AxisBottom
          scale={x}
          top={innerHeight}
          tickLabelProps={TICK_LABEL}
          tickValues={indexes.filter((index) => index % every === 0)}
          tickFormat={(index) => labels[Number(index)] ?? ""}
        />
        <line className="dashboard-chart__zero" x1={0} x2={innerWidth} y1={zero} y2={zero} />
        {bars.map((line, barIndex) =>
          line.values.map((value, index) => (
            <Bar
              key={`${line.name}-${index}`}
              x={(x(index) ?? 0) + (inBand(barIndex) ?? 0)}
              y={Math.min(y(value), zero)}
              width={inBand.bandwidth()}
              height={Math.abs(y(value) - zero)}
              fill={line.color}
            />
          )),
        )}
        {lines.map((line) => (
          <LinePath<{ index: number; value: number }>
            key={line.name}
            data={line.values.map((value, index) => ({ index, value }))}
            x={(point) => center(point.index)}
            y={(point) => y(point.value)}
            stroke={line.color}
            strokeWidth={2.5}
            fill="none"
          />
        ))}
      </Group>
    </svg>
  );
}
