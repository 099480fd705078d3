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

/**
 * Dollars as money with two decimals in the language's conventions (`$1,234.50`). Balances and
 * amounts travel as dollars (DESIGN §2), so this takes dollars, never cents.
 */
export function formatMoney(dollars: number, language: Language): string {
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
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium" },
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  const locale = FORMAT_LOCALES[language];
  return cached(dateFormats, `${locale}|${JSON.stringify(options)}`, () => {
    return new Intl.DateTimeFormat(locale, options);
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
