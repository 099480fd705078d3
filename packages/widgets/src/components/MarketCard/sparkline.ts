/** First, last, lowest and highest value of a series. */
export interface SeriesStats {
  first: number;
  last: number;
  low: number;
  high: number;
}

/** The stats of a non-empty series, or null for an empty one. */
export function seriesStats(values: readonly number[]): SeriesStats | null {
  const first = values[0];
  const last = values.at(-1);
  if (first === undefined || last === undefined) return null;
  return { first, last, low: Math.min(...values), high: Math.max(...values) };
}

/**
 * An SVG path through `values` scaled into a `width` × `height` box (y grows downwards, so higher
 * prices sit higher). A flat series draws a line through the middle; one point draws a flat line.
 */
export function sparklinePath(values: readonly number[], width: number, height: number): string {
  const stats = seriesStats(values);
  if (!stats) return "";
  const series = values.length === 1 ? [stats.first, stats.first] : values;
  const span = stats.high - stats.low;
  const step = width / (series.length - 1);
  return series
    .map((value, index) => {
      const y = span === 0 ? height / 2 : height - ((value - stats.low) / span) * height;
      return `${index === 0 ? "M" : "L"}${round(index * step)} ${round(y)}`;
    })
    .join(" ");
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
