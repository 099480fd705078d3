import { describe, expect, it } from "vitest";
import { linearScale, monotonePath, timeScale } from "./chartScales";

/** The y of every point a path goes through or bends at (the numbers after M, C and their pairs). */
function pathYs(path: string): number[] {
  return [...path.matchAll(/-?\d+(\.\d+)?,(-?\d+(\.\d+)?)/g)].map((match) => Number(match[2]));
}

describe("the price chart's scales", () => {
  it("maps cents onto the plot's height, higher prices higher, with round ticks", () => {
    const y = linearScale([0, 100], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(100)).toBe(0);
    expect(y(25)).toBe(150);
    expect(y.ticks(5)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(linearScale([0, 1], [0, 10]).ticks(4)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });

  it("marks a week at local midnights, a day on whole hours, never outside its span", () => {
    const weekStart = new Date(2026, 10, 19, 15, 30);
    const weekEnd = new Date(2026, 10, 26, 15, 30);
    const week = timeScale([weekStart, weekEnd], [0, 700]);
    const ticks = week.ticks(5);
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    expect(ticks.length).toBeLessThanOrEqual(5);
    for (const tick of ticks) {
      expect(tick.getHours()).toBe(0);
      expect(tick.getMinutes()).toBe(0);
      expect(tick.getTime()).toBeGreaterThanOrEqual(weekStart.getTime());
      expect(tick.getTime()).toBeLessThanOrEqual(weekEnd.getTime());
    }
    expect(week(weekStart)).toBe(0);
    expect(week(weekEnd)).toBe(700);
    const day = timeScale([new Date(2026, 10, 26, 8, 10), new Date(2026, 10, 27, 8, 10)], [0, 1]);
    for (const tick of day.ticks(5)) expect(tick.getMinutes()).toBe(0);
  });

  it("says what it stepped in: times within a day, days within weeks, months beyond", () => {
    const hours = timeScale([new Date(2026, 10, 26, 8, 10), new Date(2026, 10, 26, 14)], [0, 500]);
    expect(hours.ticks(5).map((tick) => tick.getHours())).toEqual([9, 10, 11, 12, 13, 14]);
    expect(hours.unit).toBe("time");
    const week = timeScale([new Date(2026, 10, 19, 15), new Date(2026, 10, 26, 15)], [0, 500]);
    week.ticks(4);
    expect(week.unit).toBe("day");
    const year = timeScale([new Date(2025, 10, 14), new Date(2026, 10, 14)], [0, 500]);
    const months = year.ticks(5);
    expect(year.unit).toBe("month");
    expect(months.map((tick) => [tick.getMonth(), tick.getDate(), tick.getHours()])).toEqual([
      [0, 1, 0],
      [3, 1, 0],
      [6, 1, 0],
      [9, 1, 0],
    ]);
  });

  it("gives a one-instant series a span, so its point sits at the start instead of nowhere", () => {
    const at = new Date(2026, 10, 26, 12);
    expect(timeScale([at, at], [0, 100])(at)).toBe(0);
  });
});

describe("the price line", () => {
  it("passes through every price and never overshoots between two of them", () => {
    const points: [number, number][] = [
      [0, 50],
      [10, 50],
      [20, 80],
      [30, 80],
      [40, 20],
    ];
    const path = monotonePath(points);
    expect(path.startsWith("M0,50")).toBe(true);
    for (const [x, y] of points.slice(1)) expect(path).toContain(`${x},${y}`);
    const ys = pathYs(path);
    expect(Math.max(...ys)).toBeLessThanOrEqual(80);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(20);
  });

  it("leaves a gap where a price is missing, and draws a lone point as a move", () => {
    const path = monotonePath([
      [0, 10],
      [10, 20],
      [20, null],
      [30, 40],
    ]);
    expect(path.match(/M/g)).toHaveLength(2);
    expect(path.endsWith("M30,40")).toBe(true);
    expect(monotonePath([])).toBe("");
  });
});
