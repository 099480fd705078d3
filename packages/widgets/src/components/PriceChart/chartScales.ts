/**
 * The price chart's scales and line, written for the embed's weight budget (DESIGN §10): d3's
 * scales bring colour interpolation and locale formatting a chart of cents over dates never uses
 * (about 15 KB gzip), so these do the three things the chart needs.
 */

/** A scale from values to pixels, with round values to mark on its axis. */
export interface Scale<TValue> {
  (value: TValue): number;
  ticks(count: number): TValue[];
}

/**
 * The round step (1, 2 or 5 times a power of ten) that cuts `span` into about `count` parts:
 * the one nearest the exact step on a logarithmic scale, as d3 chooses.
 */
function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const factor = raw / power;
  const nice =
    factor >= Math.sqrt(50) ? 10 : factor >= Math.sqrt(10) ? 5 : factor >= Math.SQRT2 ? 2 : 1;
  return nice * power;
}

/** Numbers mapped linearly from `domain` onto `range` (cents onto the plot's height). */
export function linearScale(domain: [number, number], range: [number, number]): Scale<number> {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const scale = ((value: number) =>
    d1 === d0 ? (r0 + r1) / 2 : r0 + ((value - d0) / (d1 - d0)) * (r1 - r0)) as Scale<number>;
  scale.ticks = (count) => {
    const step = niceStep(d1 - d0, count);
    const ticks: number[] = [];
    for (let value = Math.ceil(d0 / step) * step; value <= d1 + step / 1e6; value += step) {
      ticks.push(Math.round(value * 1e6) / 1e6);
    }
    return ticks;
  };
  return scale;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
/** Steps a date axis may mark, shortest first; from MONTH on they count calendar months. */
const TIME_STEPS = [
  5 * MINUTE,
  15 * MINUTE,
  30 * MINUTE,
  HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
  2 * DAY,
  3 * DAY,
  7 * DAY,
  14 * DAY,
  MONTH,
  3 * MONTH,
  6 * MONTH,
  12 * MONTH,
];

/** What a date axis marks: whole minutes or hours, local midnights, or the first of a month. */
export type TimeUnit = "time" | "day" | "month";

/** A date scale: its ticks, and the unit its last `ticks` call stepped in (for their labels). */
export interface TimeScale extends Scale<Date> {
  unit: TimeUnit;
}

/** Dates mapped linearly onto `range`, with ticks on whole hours, local midnights or months. */
export function timeScale(domain: [Date, Date], range: [number, number]): TimeScale {
  const start = domain[0].getTime();
  const end = Math.max(domain[1].getTime(), start + 1);
  const linear = linearScale([start, end], range);
  const scale = ((date: Date) => linear(date.getTime())) as TimeScale;
  scale.unit = "time";
  scale.ticks = (count) => {
    // The shortest step giving about `count` ticks (a quarter more at most, as fits the room).
    const step =
      TIME_STEPS.find((candidate) => (end - start) / candidate <= count * 1.25) ??
      TIME_STEPS.at(-1)!;
    scale.unit = step >= MONTH ? "month" : step >= DAY ? "day" : "time";
    const months = Math.round(step / MONTH);
    const tick = new Date(start);
    if (scale.unit === "time") tick.setMinutes(0, 0, 0);
    else tick.setHours(0, 0, 0, 0);
    if (scale.unit === "month") tick.setMonth(tick.getMonth() - (tick.getMonth() % months), 1);
    const ticks: Date[] = [];
    while (tick.getTime() <= end) {
      if (tick.getTime() >= start) ticks.push(new Date(tick));
      // Days and months are stepped on the calendar, so a change of daylight saving keeps them
      // at midnight.
      if (scale.unit === "month") tick.setMonth(tick.getMonth() + months);
      else if (scale.unit === "day") tick.setDate(tick.getDate() + step / DAY);
      else tick.setTime(tick.getTime() + step);
    }
    return ticks;
  };
  return scale;
}

/**
 * An SVG path through the points (x ascending) as a monotone cubic curve: smooth, and never
 * overshooting between two prices (Fritsch and Carlson's method). A null y leaves a gap.
 */
export function monotonePath(points: readonly (readonly [number, number | null])[]): string {
  const runs: [number, number][][] = [[]];
  for (const [x, y] of points) {
    if (y === null) runs.push([]);
    else runs.at(-1)!.push([x, y]);
  }
  return runs
    .filter((run) => run.length > 0)
    .map(curveThrough)
    .join("");
}

function curveThrough(run: [number, number][]): string {
  const round = (value: number) => Math.round(value * 100) / 100;
  const [first] = run;
  if (!first) return "";
  if (run.length === 1) return `M${round(first[0])},${round(first[1])}`;
  const count = run.length;
  const widths: number[] = [];
  const slopes: number[] = [];
  for (let index = 0; index < count - 1; index += 1) {
    const [x0, y0] = run[index]!;
    const [x1, y1] = run[index + 1]!;
    widths.push(x1 - x0);
    slopes.push(x1 === x0 ? 0 : (y1 - y0) / (x1 - x0));
  }
  // Each point's tangent (Steffen's rule, as d3's monotone curve): zero where the line turns,
  // otherwise no steeper than the gentler neighbouring slope (twice) or half their weighted mean.
  const tangents = run.map((_, index) => {
    if (index === 0) return slopes[0]!;
    if (index === count - 1) return slopes[count - 2]!;
    const before = slopes[index - 1]!;
    const after = slopes[index]!;
    const h0 = widths[index - 1]!;
    const h1 = widths[index]!;
    const mean = (before * h1 + after * h0) / (h0 + h1);
    return (
      (Math.sign(before) + Math.sign(after)) *
      Math.min(Math.abs(before), Math.abs(after), 0.5 * Math.abs(mean))
    );
  });
  let path = `M${round(first[0])},${round(first[1])}`;
  for (let index = 0; index < count - 1; index += 1) {
    const [x0, y0] = run[index]!;
    const [x1, y1] = run[index + 1]!;
    const third = (x1 - x0) / 3;
    path += `C${round(x0 + third)},${round(y0 + tangents[index]! * third)},${round(x1 - third)},${round(y1 - tangents[index + 1]! * third)},${round(x1)},${round(y1)}`;
  }
  return path;
}
