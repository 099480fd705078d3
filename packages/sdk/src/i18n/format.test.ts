import { describe, expect, it } from "vitest";
import {
  formatCents,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRelativeTime,
} from "./format";

describe("formatting", () => {
  it("shows dollars with two decimals in each language", () => {
    expect(formatMoney(1234.5, "en")).toBe("$1,234.50");
    expect(formatMoney(1234.5, "es")).toBe("$1,234.50");
    expect(formatMoney(0.1 + 0.2, "en")).toBe("$0.30");
    expect(formatMoney(-5, "en")).toBe("-$5.00");
  });

  it("shows numbers, percentages (0–100 scale) and cents", () => {
    expect(formatNumber(1234.567, "en")).toBe("1,234.57");
    expect(formatPercent(42.5, "en")).toBe("42.5%");
    expect(formatPercent(42.5, "es")).toBe("42.5%");
    expect(formatPercent(100, "en", 0)).toBe("100%");
    expect(formatCents(64, "en")).toBe("64¢");
  });

  it("shows dates per language", () => {
    const date = "2026-11-03T18:00:00.000Z";
    expect(formatDate(date, "en", { dateStyle: "medium", timeZone: "UTC" })).toBe("Nov 3, 2026");
    expect(formatDate(date, "es", { dateStyle: "long", timeZone: "UTC" })).toBe(
      "3 de noviembre de 2026",
    );
    expect(formatDate("not a date", "en")).toBe("");
  });

  it("shows relative times in the largest fitting unit", () => {
    const now = Date.parse("2026-11-03T18:00:00.000Z");
    expect(formatRelativeTime(now - 3 * 60_000, "en", now)).toBe("3 minutes ago");
    expect(formatRelativeTime(now - 3 * 60_000, "es", now)).toBe("hace 3 minutos");
    expect(formatRelativeTime(now - 86_400_000, "en", now)).toBe("yesterday");
    expect(formatRelativeTime(now + 2 * 3_600_000, "es", now)).toBe("dentro de 2 horas");
    expect(formatRelativeTime(new Date(now - 400 * 86_400_000), "en", now)).toBe("last year");
    expect(formatRelativeTime("garbage", "en", now)).toBe("");
  });
});
