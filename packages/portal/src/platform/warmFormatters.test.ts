import { createPulso } from "@pulso/sdk";
import { createFakeApi, FAKE_API_BASE } from "@pulso/sdk/testing";
import { afterEach, describe, expect, it } from "vitest";
import { warmFormatters } from "./warmFormatters";

const { DateTimeFormat, NumberFormat } = Intl;
afterEach(() => {
  Intl.DateTimeFormat = DateTimeFormat;
  Intl.NumberFormat = NumberFormat;
});

/** Records the locale of every `Intl` date and number formatter made from now on. */
function countFormatters() {
  const made: string[] = [];
  Intl.DateTimeFormat = class extends DateTimeFormat {
    constructor(locale?: string, options?: Intl.DateTimeFormatOptions) {
      super(locale, options);
      made.push(`date ${locale}`);
    }
  } as typeof Intl.DateTimeFormat;
  Intl.NumberFormat = class extends NumberFormat {
    constructor(locale?: string, options?: Intl.NumberFormatOptions) {
      super(locale, options);
      made.push(`number ${locale}`);
    }
  } as typeof Intl.NumberFormat;
  return made;
}

describe("warmFormatters", () => {
  it("makes the first screen's date and number formatters beforehand, in the reader's language", () => {
    const api = createFakeApi();
    const pulso = createPulso({ apiBase: FAKE_API_BASE, fetch: api.fetch, realtime: false });
    const made = countFormatters();
    warmFormatters(pulso.i18n);
    expect(made).toContain("date es-419");
    expect(made).toContain("number es-419");
    made.length = 0;
    // What a market card and the market page show: no formatter is made while they render.
    pulso.i18n.formatDate("2026-11-22T12:00:00Z");
    pulso.i18n.formatMoney(1234.5);
    pulso.i18n.formatCents(63.2);
    pulso.i18n.formatNumber(1200);
    pulso.i18n.formatPercent(42.5);
    expect(made).toEqual([]);
  });
});
