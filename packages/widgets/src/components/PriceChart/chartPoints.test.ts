import type { Market } from "@pulso/core";
import { describe, expect, it } from "vitest";
import { testMarket } from "../../test-utils/testPulso";
import { chartData, defaultRange, readoutFormat } from "./chartPoints";

const history = (prices: number[][]) => ({
  pollId: "m_1",
  range: "all" as const,
  optionIds: ["o_yes", "o_no"],
  points: prices.map((pair, index) => ({ t: `2026-11-2${index}T12:00:00.000Z`, prices: pair })),
});

const values = (market: Market, prices: number[][]) =>
  chartData(history(prices), market, "en").points.map((point) => [
    point.date.toISOString(),
    ...point.prices,
  ]);

describe("the chart's points", () => {
  it("holds a closed market's last prices until it closed, and drops later points", () => {
    const closed = testMarket({ status: "closed", endDate: "2026-11-21T18:00:00.000Z" });
    expect(
      values(closed, [
        [55, 45],
        [60, 40],
        [70, 30],
      ]),
    ).toEqual([
      ["2026-11-20T12:00:00.000Z", 55, 45],
      ["2026-11-21T12:00:00.000Z", 60, 40],
      ["2026-11-21T18:00:00.000Z", 60, 40],
    ]);
    expect(chartData(history([[55, 45]]), closed, "en").closing).toEqual({
      date: new Date("2026-11-21T18:00:00.000Z"),
      winner: null,
    });
    expect(defaultRange(closed)).toBe("all");
  });

  it("ends a resolved poll at its final shares of the votes, not at 100 and 0", () => {
    const poll = testMarket({
      kind: "poll",
      status: "resolved",
      winnerOptionId: "o_yes",
      resolvedAt: "2026-11-22T00:00:00.000Z",
    });
    const data = chartData(history([[52.5, 47.5]]), poll, "en");
    expect(data.unit).toBe("percent");
    expect(data.points.at(-1)?.prices).toEqual([52.5, 47.5]);
    expect(data.closing?.winner).toBe("Yes");
  });

  it("leaves a trading market's points as they are, a week by default", () => {
    const active = testMarket();
    expect(values(active, [[55, 45]])).toEqual([["2026-11-20T12:00:00.000Z", 55, 45]]);
    expect(chartData(history([[55, 45]]), active, "en").closing).toBeNull();
    expect(defaultRange(active)).toBe("1w");
  });

  it("shows the readout's year only for a date outside this year", () => {
    const now = new Date(2026, 10, 27);
    expect(readoutFormat(new Date(2026, 0, 2), now).year).toBeUndefined();
    expect(readoutFormat(new Date(2025, 11, 31), now).year).toBe("numeric");
  });
});
