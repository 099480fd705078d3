import type { PriceHistory } from "@pulso/api-client";
import type { Language, Market } from "@pulso/core";
import { optionText } from "../MarketCard/marketTexts";
import type { TimeUnit } from "./chartScales";

/** One option's line: its id, its name in the reader's language and its index in the points. */
export interface ChartSeries {
  optionId: string;
  name: string;
  index: number;
}

/** A history point ready to draw: its time and a value per series (null when missing). */
export interface ChartPoint {
  date: Date;
  prices: (number | null)[];
}

/** When trading ended, and the winning option's name once the market is resolved. */
export interface ChartClosing {
  date: Date;
  winner: string | null;
}

/** What the chart draws. */
export interface ChartData {
  series: ChartSeries[];
  /** Oldest first; for a closed market they end at the closing. */
  points: ChartPoint[];
  /** Prediction prices are cents; a poll's values are its shares of the votes, in percent. */
  unit: "cents" | "percent";
  closing: ChartClosing | null;
}

/** The moment a market stopped trading, or null while it trades (or has not opened). */
function closingDate(market: Market | undefined): Date | null {
  if (!market) return null;
  if (market.status === "resolved") return new Date(market.resolvedAt ?? market.endDate);
  if (market.status === "closed" || market.status === "cancelled") return new Date(market.endDate);
  return null;
}

/**
 * The series (one per option the history covers) and the points, oldest first. For a closed
 * market the points stop at the closing, where one last point holds the final values: a resolved
 * prediction's winner at 100 and the others at 0 (what a share of each now pays), otherwise the
 * last values, held until the close.
 */
export function chartData(history: PriceHistory, market: Market, lang: Language): ChartData {
  const series = history.optionIds.map((optionId, index) => {
    const option = market.options.find((candidate) => candidate._id === optionId);
    return { optionId, name: option ? optionText(option, lang) : optionId, index };
  });
  let points: ChartPoint[] = history.points
    .map((point) => ({
      date: new Date(point.t),
      prices: series.map((line) => point.prices[line.index] ?? null),
    }))
    .filter((point) => !Number.isNaN(point.date.getTime()));
  const unit = market.kind === "poll" ? "percent" : "cents";
  const closedAt = closingDate(market);
  if (!closedAt || Number.isNaN(closedAt.getTime())) {
    return { series, points, unit, closing: null };
  }
  const winner = series.find((line) => line.optionId === market.winnerOptionId) ?? null;
  const last = points.at(-1);
  if (last) {
    const before = points.filter((point) => point.date < closedAt);
    const held = (before.at(-1) ?? last).prices;
    const final =
      market.status === "resolved" && unit === "cents" && winner
        ? series.map((line) => (line === winner ? 100 : 0))
        : held;
    points = [...before, { date: closedAt, prices: final }];
  }
  return { series, points, unit, closing: { date: closedAt, winner: winner?.name ?? null } };
}

/** The first range a chart shows when none is asked for: all of a closed market's history. */
export function defaultRange(market: Market | undefined): "1w" | "all" {
  return closingDate(market) ? "all" : "1w";
}

/** An axis label's date format: the time within a day, the day within months, else the month. */
export function tickFormat(unit: TimeUnit, tick: Date): Intl.DateTimeFormatOptions {
  const midnight = tick.getHours() === 0 && tick.getMinutes() === 0;
  return unit === "month"
    ? { month: "short", year: "numeric" }
    : unit === "day" || midnight
      ? { month: "short", day: "numeric" }
      : { hour: "numeric", minute: "2-digit" };
}

/** A day as the readout shows it: the year only when it is not this year's. */
export function dayFormat(date: Date, now = new Date()): Intl.DateTimeFormatOptions {
  return {
    month: "short",
    day: "numeric",
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: "numeric" }),
  };
}

/** The visible readout's date format: the day (as {@link dayFormat}) and the time. */
export function readoutFormat(date: Date, now = new Date()): Intl.DateTimeFormatOptions {
  return { ...dayFormat(date, now), hour: "numeric", minute: "2-digit" };
}

/** The table's and the spoken readout's date format: day and time. */
export const POINT_DATE_FORMAT: Intl.DateTimeFormatOptions = {
  dateStyle: "medium",
  timeStyle: "short",
};
