import { describe, expect, it } from "vitest";
import {
  formatCents,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  relativeAmount,
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
    // The unit steps up when the smaller one is full: 60 s, 60 min, 24 h, 7 days, ~4.3 weeks, 12 months.
    expect(relativeAmount(-59_000)).toEqual({ unit: "second", count: -59 });
    expect(relativeAmount(60_000)).toEqual({ unit: "minute", count: 1 });
    expect(relativeAmount(-23 * 3_600_000)).toEqual({ unit: "hour", count: -23 });
    expect(relativeAmount(6 * 86_400_000)).toEqual({ unit: "day", count: 6 });
    expect(relativeAmount(29 * 86_400_000)).toEqual({ unit: "week", count: 4 });
    expect(relativeAmount(45 * 86_400_000)).toEqual({ unit: "month", count: 1 });
    expect(relativeAmount(-800 * 86_400_000)).toEqual({ unit: "year", count: -2 });
  });
});

describe("the numbers and dates written without Intl (issue 17: no locale data loaded for them)", () => {
  const LOCALES = { es: "es-419", en: "en-US" } as const;
  /** A sweep of values: halves at every digit, tails of binary fractions, signs, zeros, sizes. */
  function values(): number[] {
    let seed = 12345;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const picked = [0, -0, 0.5, 1.5, 2.5, 0.125, 1.005, 2.675, 0.045, 999.995, 9.95, 99.95, 0.3];
    picked.push(0.1 + 0.2, 1e-6, 123456789.125, 999999999999.995, -0.001, -0.5, -2.675, 64.25);
    for (let index = 0; index < 3000; index += 1) {
      const magnitude = 10 ** Math.floor(random() * 16 - 4);
      const value = Math.round(random() * magnitude * 10_000) / 10_000;
      picked.push(random() < 0.2 ? -value : value, value / 3, value + 0.005);
    }
    return picked;
  }

  it("writes numbers, money, percentages and cents as Intl does, in both languages", () => {
    const made: string[] = [];
    for (const language of ["es", "en"] as const) {
      const locale = LOCALES[language];
      const money = new Intl.NumberFormat(locale, {
        style: "currency",
        currency: "USD",
        currencyDisplay: "narrowSymbol",
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      const numbers = [0, 1, 2, 3].map(
        (digits) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }),
      );
      const percents = [0, 1, 2].map(
        (digits) =>
          new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: digits }),
      );
      for (const value of values()) {
        made.push(formatMoney(value, language));
        expect(formatMoney(value, language), `money ${value}`).toBe(money.format(value));
        numbers.forEach((format, digits) =>
          expect(formatNumber(value, language, digits), `number ${value} ${digits}`).toBe(
            format.format(value),
          ),
        );
        percents.forEach((format, digits) =>
          expect(formatPercent(value, language, digits), `percent ${value} ${digits}`).toBe(
            format.format(value / 100),
          ),
        );
        expect(formatCents(value, language)).toBe(`${numbers[1]!.format(value)}¢`);
      }
    }
    expect(made.length).toBeGreaterThan(9000);
  });

  it("leaves what it does not write to Intl: huge, tiny and non-finite numbers", () => {
    for (const value of [1e21, 1e15, 1e-9, Number.NaN, Infinity, -Infinity]) {
      expect(formatNumber(value, "en")).toBe(
        new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }).format(value),
      );
    }
  });

  it("writes the medium date as Intl does, in the reader's time zone, every day of a few years", () => {
    for (const language of ["es", "en"] as const) {
      const medium = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "medium" });
      for (
        let day = Date.UTC(2024, 0, 1);
        day < Date.UTC(2028, 0, 1);
        day += 86_400_000 + 3_600_000
      ) {
        const date = new Date(day);
        expect(formatDate(date, language)).toBe(medium.format(date));
        expect(formatDate(date.toISOString(), language)).toBe(medium.format(date));
      }
      for (const year of [999, 12345, -50]) {
        const date = new Date(2026, 2, 3);
        date.setFullYear(year);
        expect(formatDate(date, language)).toBe(medium.format(date));
      }
    }
  });

  it("writes the chart's forms (day, month, time and their mixes) as Intl does, every few hours of a few years", () => {
    const forms: Intl.DateTimeFormatOptions[] = [
      { month: "short", day: "numeric" },
      { month: "short", day: "numeric", year: "numeric" },
      { month: "short", year: "numeric" },
      { hour: "numeric", minute: "2-digit" },
      { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" },
      { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" },
      { dateStyle: "medium", timeStyle: "short" },
      { dateStyle: "medium" },
    ];
    for (const language of ["es", "en"] as const) {
      for (const form of forms) {
        const intl = new Intl.DateTimeFormat(LOCALES[language], form);
        // Every month, both halves of the day, midnight and noon, single-digit minutes.
        for (
          let time = Date.UTC(2025, 0, 1);
          time < Date.UTC(2027, 0, 1);
          time += 86_400_000 / 4 + 61_000 * 7
        ) {
          const date = new Date(time);
          expect(formatDate(date, language, form)).toBe(intl.format(date));
        }
        for (const hours of [0, 11, 12, 23]) {
          const date = new Date(2026, 10, 29, hours, 5);
          expect(formatDate(date, language, form)).toBe(intl.format(date));
        }
      }
    }
    expect(
      formatDate(new Date(2026, 10, 29, 15, 8), "es", { hour: "numeric", minute: "2-digit" }),
    ).toBe("3:08 p.m.");
    expect(
      formatDate(new Date(2026, 8, 2, 0, 5), "en", { dateStyle: "medium", timeStyle: "short" }),
    ).toBe("Sep 2, 2026, 12:05 AM");
  });

  it("writes relative times as Intl does, every unit, a number or a word, past and future", () => {
    const now = Date.UTC(2026, 10, 29, 12);
    for (const language of ["es", "en"] as const) {
      const intl = new Intl.RelativeTimeFormat(LOCALES[language], { numeric: "auto" });
      /** Intl's words for the same unit and count. */
      const expected = (offsetMs: number) => {
        const { unit, count } = relativeAmount(offsetMs);
        return intl.format(count, unit);
      };
      // From 20,000 years ago to 20,000 ahead, denser near now: every unit, number and word.
      for (let step = -3000; step <= 3000; step += 1) {
        const offsetMs = Math.sign(step) * Math.abs(step) ** 4.2 * 1.7;
        expect(formatRelativeTime(now + offsetMs, language, now)).toBe(expected(offsetMs));
      }
    }
    expect(formatRelativeTime(now - 2 * 86_400_000, "es", now)).toBe("anteayer");
    expect(formatRelativeTime(now + 86_400_000, "es", now)).toBe("mañana");
    expect(formatRelativeTime(now + 7 * 86_400_000, "en", now)).toBe("next week");
    expect(formatRelativeTime(now - 1000, "es", now)).toBe("hace 1 segundo");
    expect(formatRelativeTime(now, "en", now)).toBe("now");
  });

  it("makes no Intl formatter for them", () => {
    const { DateTimeFormat, NumberFormat, RelativeTimeFormat } = Intl;
    const made: string[] = [];
    Intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args);
        made.push("date");
      }
    } as typeof Intl.DateTimeFormat;
    Intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args);
        made.push("number");
      }
    } as typeof Intl.NumberFormat;
    // (Read-only in the DOM library's types, not in the runtime.)
    const writable = Intl as { RelativeTimeFormat: typeof Intl.RelativeTimeFormat };
    writable.RelativeTimeFormat = class extends RelativeTimeFormat {
      constructor(...args: ConstructorParameters<typeof RelativeTimeFormat>) {
        super(...args);
        made.push("relative");
      }
    } as typeof Intl.RelativeTimeFormat;
    try {
      formatDate("2026-11-22T12:00:00Z", "es");
      formatDate("2026-11-22T12:00:00Z", "en", { month: "short", day: "numeric" });
      formatDate("2026-11-22T12:00:00Z", "es", { hour: "numeric", minute: "2-digit" });
      formatDate("2026-11-22T12:00:00Z", "en", { dateStyle: "medium", timeStyle: "short" });
      formatMoney(1234.5, "en");
      formatCents(63.2, "es");
      formatNumber(1200, "en");
      formatPercent(42.5, "es");
      formatRelativeTime(Date.now() - 3 * 60_000, "es");
      formatRelativeTime(Date.now() + 86_400_000, "en");
      expect(made).toEqual([]);
      // Another style, or another time zone, still goes to Intl.
      formatDate("2026-11-22T12:00:00Z", "es", { dateStyle: "long" });
      formatDate("2026-11-22T12:00:00Z", "es", { month: "short", day: "numeric", timeZone: "UTC" });
      formatDate("2026-11-22T12:00:00Z", "es", { month: "long", day: "numeric" });
      expect(made).toEqual(["date", "date", "date"]);
    } finally {
      Intl.DateTimeFormat = DateTimeFormat;
      Intl.NumberFormat = NumberFormat;
      writable.RelativeTimeFormat = RelativeTimeFormat;
    }
  });
});
