import type { Language } from "@pulso/core";
import { FORMAT_LOCALES } from "./locales";

/** A date as the API speaks it (ISO string), a Date, or epoch milliseconds. */
export type DateInput = string | number | Date;

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function cached<T>(cache: Map<string, T>, key: string, create: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = create();
    cache.set(key, value);
  }
  return value;
}

function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = FORMAT_LOCALES[language];
  return cached(numberFormats, `${locale}|${JSON.stringify(options)}`, () => {
    return new Intl.NumberFormat(locale, options);
  });
}

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/*
 * Written here, not by `Intl`: the numbers and the default date every card and list shows. A
 * page's first `Intl` formatter loads the browser's locale data, 20–35 ms for the first number
 * format and as much again for the first date format on this project's machines (four times that
 * on a phone, in one task: issue 17's largest blocking task on the portal's home, and most of
 * a news page's time in the embed, issue 15). Both languages' conventions here are the same for
 * numbers (`1,234.5`, `$1,234.50`, `42.5%`, a leading `-`); the results equal `Intl`'s for
 * es-419 and en-US (format.test.ts compares them over thousands of values), and anything else
 * (huge numbers, other date styles) still goes to `Intl`.
 */

/** From this on, numbers are left to `Intl` (beyond 2^53 their digits are not exact). */
const PLAIN_LIMIT = 1e15;

/**
 * `value`'s absolute value × 10^`shift` rounded half away from zero to at most `maxDigits`
 * decimals and at least `minDigits`, grouped by thousands, as `Intl.NumberFormat` writes it (it
 * rounds the shortest decimal that reads back as the double, as this does); null for what is left
 * to `Intl`: non-finite, huge, or so small that JavaScript writes it with an exponent.
 */
function plainDigits(value: number, shift: number, minDigits: number, maxDigits: number) {
  const absolute = Math.abs(value);
  const written = String(absolute);
  if (!(absolute * 10 ** shift < PLAIN_LIMIT) || written.includes("e")) return null;
  const [whole = "", fraction = ""] = written.split(".");
  // The decimal point moved `shift` places right, then the digits cut at `maxDigits` decimals and
  // the last one kept raised by one when the first one cut is 5 or more.
  const point = whole.length + shift;
  const digits = (whole + fraction.padEnd(shift, "0")).padEnd(point + maxDigits, "0");
  const kept =
    BigInt(digits.slice(0, point + maxDigits)) +
    ((digits[point + maxDigits] ?? "0") >= "5" ? 1n : 0n);
  const rounded = String(kept).padStart(maxDigits + 1, "0");
  const integer = rounded.slice(0, rounded.length - maxDigits);
  const decimals = rounded
    .slice(rounded.length - maxDigits)
    .replace(/0+$/, "")
    .padEnd(minDigits, "0");
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return decimals ? `${grouped}.${decimals}` : grouped;
}

/** `-` for negative numbers and negative zero, as `Intl` writes them (`-0`, `-$0.00`). */
const signOf = (value: number) => (value < 0 || Object.is(value, -0) ? "-" : "");

/** Short month names as `Intl`'s `dateStyle: "medium"` writes them, per language. */
const SHORT_MONTHS: Readonly<Record<Language, readonly string[]>> = {
  es: "ene feb mar abr may jun jul ago sept oct nov dic".split(" "),
  en: "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" "),
};

/** A date in the `dateStyle: "medium"` form, in the reader's time zone. */
function mediumDate(date: Date, language: Language): string {
  const day = date.getDate();
  const month = SHORT_MONTHS[language][date.getMonth()];
  const year = date.getFullYear();
  // (Intl names the era of years before 1.)
  if (year < 1) return "";
  return language === "es" ? `${day} ${month} ${year}` : `${month} ${day}, ${year}`;
}

/**
 * Dollars as money with two decimals in the language's conventions (`$1,234.50`). Balances and
 * amounts travel as dollars (DESIGN §2), so this takes dollars, never cents.
 */
export function formatMoney(dollars: number, language: Language): string {
  const plain = plainDigits(dollars, 0, 2, 2);
  if (plain !== null) return `${signOf(dollars)}$${plain}`;
  return numberFormat(language, {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(dollars);
}

/** A plain number with grouping (`1,234.5`), at most `maximumFractionDigits` decimals (default 2). */
export function formatNumber(value: number, language: Language, maximumFractionDigits = 2): string {
  const plain = plainDigits(value, 0, 0, maximumFractionDigits);
  if (plain !== null) return `${signOf(value)}${plain}`;
  return numberFormat(language, { maximumFractionDigits }).format(value);
}

/**
 * A percentage given on Pulso's 0–100 scale (option percentages, win rates): `42.5` → `42.5%`.
 * At most `maximumFractionDigits` decimals (default 1).
 */
export function formatPercent(
  value: number,
  language: Language,
  maximumFractionDigits = 1,
): string {
  // As `Intl` does: the fraction (value / 100) written with its point moved two places.
  const plain = plainDigits(value / 100, 2, 0, maximumFractionDigits);
  if (plain !== null) return `${signOf(value)}${plain}%`;
  return numberFormat(language, { style: "percent", maximumFractionDigits }).format(value / 100);
}

/** A price in cents as shown on market cards: `42¢`. */
export function formatCents(cents: number, language: Language): string {
  return `${formatNumber(cents, language, 1)}¢`;
}

/** A date (`22 nov 2026` / `Nov 22, 2026`), or with `options` any `Intl.DateTimeFormat` style. */
export function formatDate(
  value: DateInput,
  language: Language,
  options?: Intl.DateTimeFormatOptions,
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  const written = options ? "" : mediumDate(date, language);
  if (written) return written;
  const locale = FORMAT_LOCALES[language];
  const style = options ?? { dateStyle: "medium" };
  return cached(dateFormats, `${locale}|${JSON.stringify(style)}`, () => {
    return new Intl.DateTimeFormat(locale, style);
  }).format(date);
}

const RELATIVE_STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.345],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

/**
 * How long ago (or how soon) a moment is, in the largest fitting unit: `hace 3 minutos`,
 * `in 2 days`, `yesterday`. `now` defaults to the current time.
 */
export function formatRelativeTime(
  value: DateInput,
  language: Language,
  now: DateInput = Date.now(),
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  let amount = (date.getTime() - toDate(now).getTime()) / 1000;
  let unit: Intl.RelativeTimeFormatUnit = "second";
  for (const [stepUnit, size] of RELATIVE_STEPS) {
    unit = stepUnit;
    if (Math.abs(amount) < size) break;
    amount /= size;
  }
  const locale = FORMAT_LOCALES[language];
  return cached(relativeFormats, locale, () => {
    return new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  }).format(Math.round(amount), unit);
}
