import type { PriceHistory } from "@pulso/api-client";
import type { Language, Market } from "@pulso/core";
import { optionText } from "../MarketCard/marketTexts";

/** One option's line: its id, its name in the reader's language and its index in the points. */
export interface ChartSeries {
  optionId: string;
  name: string;
  index: number;
}

/** A history point ready to draw: its time and a price per series (null when missing). */
export interface ChartPoint {
  date: Date;
  prices: (number | null)[];
}

/** The series (one per option the history covers) and the points, oldest first. */
export function chartData(
  history: PriceHistory,
  market: Market | undefined,
  lang: Language,
): { series: ChartSeries[]; points: ChartPoint[] } {
  const series = history.optionIds.map((optionId, index) => {
    const option = market?.options.find((candidate) => candidate._id === optionId);
    return { optionId, name: option ? optionText(option, lang) : optionId, index };
  });
  const points = history.points
    .map((point) => ({
      date: new Date(point.t),
      prices: series.map((line) => point.prices[line.index] ?? null),
    }))
    .filter((point) => !Number.isNaN(point.date.getTime()));
  return { series, points };
}

/** Date format of the axis and the announcements: hours for a day's range, days otherwise. */
export function dateFormatFor(range: string): Intl.DateTimeFormatOptions {
  return range === "1d"
    ? { hour: "numeric", minute: "2-digit" }
    : { month: "short", day: "numeric" };
}

/** The announcement's date format: day and time. */
export const POINT_DATE_FORMAT: Intl.DateTimeFormatOptions = {
  dateStyle: "medium",
  timeStyle: "short",
};
