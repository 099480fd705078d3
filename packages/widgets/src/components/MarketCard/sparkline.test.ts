import { describe, expect, it } from "vitest";
import { seriesStats, sparklinePath } from "./sparkline";

describe("sparkline geometry", () => {
  it("scales the series into the box, higher values higher", () => {
    expect(sparklinePath([50, 60, 55], 100, 40)).toBe("M0 40 L50 0 L100 20");
  });

  it("draws a flat series through the middle, and one point as a flat line", () => {
    expect(sparklinePath([40, 40], 100, 40)).toBe("M0 20 L100 20");
    expect(sparklinePath([40], 100, 40)).toBe("M0 20 L100 20");
  });

  it("has nothing to draw or summarise for an empty series", () => {
    expect(sparklinePath([], 100, 40)).toBe("");
    expect(seriesStats([])).toBeNull();
  });

  it("summarises first, last, low and high", () => {
    expect(seriesStats([55, 50, 64, 62])).toEqual({ first: 55, last: 62, low: 50, high: 64 });
  });
});
