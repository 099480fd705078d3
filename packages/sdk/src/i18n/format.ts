import type { Language } from "@pulso/core";
import { FORMAT_LOCALES } from "./locales";

/** A date as the API speaks it (ISO string), a Date, or epoch milliseconds. */
export type DateInput = string | number | Date;

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

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

/**
 * The parts of a date written here without `Intl`, as `Intl.DateTimeFormatOptions` names them.
 * Making the first `Intl.DateTimeFormat` of a page loads the browser's date data: about 30 ms on a
 * fast machine, a blocking 120 ms on a phone, inside the market page's first render (its chart's
 * axis, readout and table; issue 17).
 */
const WRITTEN_PARTS: Readonly<Record<string, string>> = {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
};

/** Which parts of a date `options` asks for, when they are a form written here; else null. */
function writtenForm(
  options: Intl.DateTimeFormatOptions | undefined,
): { day: boolean; year: boolean; time: boolean } | null {
  if (!options) return { day: true, year: true, time: false };
  const keys = Object.keys(options) as (keyof Intl.DateTimeFormatOptions)[];
  if (keys.length === 1 && options.dateStyle === "medium") {
    return { day: true, year: true, time: false };
  }
  if (keys.length === 2 && options.dateStyle === "medium" && options.timeStyle === "short") {
    return { day: true, year: true, time: true };
  }
  if (!keys.every((key) => WRITTEN_PARTS[key] === options[key])) return null;
  const month = "month" in options;
  const day = "day" in options;
  const year = "year" in options;
  const time = "hour" in options && "minute" in options;
  // The forms written: day and month (with the year, the time, or both), month and year, time.
  if (time !== ("hour" in options || "minute" in options)) return null;
  if (month ? !day && (!year || time) : day || year || !time) return null;
  return { day, year, time };
}

/**
 * A date in the form `options` asks for, in the reader's time zone, as `Intl` writes it (`29 nov
 * 2026, 3:08 p.m.` / `Nov 29, 2026, 3:08 PM`); null for a form or a year left to `Intl`.
 */
function writtenDate(
  date: Date,
  language: Language,
  options: Intl.DateTimeFormatOptions | undefined,
): string | null {
  const form = writtenForm(options);
  const year = date.getFullYear();
  // (Intl names the era of years before 1.)
  if (!form || year < 1) return null;
  const month = SHORT_MONTHS[language][date.getMonth()];
  const day = date.getDate();
  const yearPart = form.year ? ` ${year}` : "";
  const dayPart = !form.day
    ? form.year
      ? `${month}${yearPart}`
      : ""
    : language === "es"
      ? `${day} ${month}${yearPart}`
      : `${month} ${day}${form.year ? `,${yearPart}` : ""}`;
  if (!form.time) return dayPart;
  const hours = date.getHours();
  const morning = hours < 12;
  const time = `${hours % 12 || 12}:${String(date.getMinutes()).padStart(2, "0")} ${
    language === "es" ? (morning ? "a.m." : "p.m.") : morning ? "AM" : "PM"
  }`;
  return dayPart ? `${dayPart}, ${time}` : time;
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

/**
 * A date (`22 nov 2026` / `Nov 22, 2026`), or with `options` any `Intl.DateTimeFormat` style; the
 * usual forms (`writtenForm`) are written without `Intl`.
 */
export function formatDate(
  value: DateInput,
  language: Language,
  options?: Intl.DateTimeFormatOptions,
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  const written = writtenDate(date, language, options);
  if (written !== null) return written;
  const locale = FORMAT_LOCALES[language];
  const style = options ?? { dateStyle: "medium" };
  return cached(dateFormats, `${locale}|${JSON.stringify(style)}`, () => {
    return new Intl.DateTimeFormat(locale, style);
  }).format(date);
}

const RELATIVE_STEPS: readonly [RelativeUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.345],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

type RelativeUnit = "second" | "minute" | "hour" | "day" | "week" | "month" | "year";

/**
 * An offset from now in the largest unit it fills, rounded: what a relative time says (also what
 * its test asks `Intl` to write, so the words are compared for the same unit and count).
 */
export function relativeAmount(offsetMs: number): { unit: RelativeUnit; count: number } {
  let amount = offsetMs / 1000;
  let unit: RelativeUnit = "second";
  for (const [stepUnit, size] of RELATIVE_STEPS) {
    unit = stepUnit;
    if (Math.abs(amount) < size) break;
    amount /= size;
  }
  return { unit, count: Math.round(amount) };
}

/** Each unit's name for one and for more, per language. */
const RELATIVE_UNITS: Readonly<Record<Language, Readonly<Record<RelativeUnit, [string, string]>>>> =
  {
    es: {
      second: ["segundo", "segundos"],
      minute: ["minuto", "minutos"],
      hour: ["hora", "horas"],
      day: ["día", "días"],
      week: ["semana", "semanas"],
      month: ["mes", "meses"],
      year: ["año", "años"],
    },
    en: {
      second: ["second", "seconds"],
      minute: ["minute", "minutes"],
      hour: ["hour", "hours"],
      day: ["day", "days"],
      week: ["week", "weeks"],
      month: ["month", "months"],
      year: ["year", "years"],
    },
  };

/** The words said instead of a number (`Intl`'s `numeric: "auto"`): `ayer`, `next week`. */
const RELATIVE_WORDS: Readonly<
  Record<Language, Readonly<Record<RelativeUnit, Readonly<Record<number, string>>>>>
> = {
  es: {
    second: { 0: "ahora" },
    minute: { 0: "este minuto" },
    hour: { 0: "esta hora" },
    day: { [-2]: "anteayer", [-1]: "ayer", 0: "hoy", 1: "mañana", 2: "pasado mañana" },
    week: { [-1]: "la semana pasada", 0: "esta semana", 1: "la próxima semana" },
    month: { [-1]: "el mes pasado", 0: "este mes", 1: "el próximo mes" },
    year: { [-1]: "el año pasado", 0: "este año", 1: "el próximo año" },
  },
  en: {
    second: { 0: "now" },
    minute: { 0: "this minute" },
    hour: { 0: "this hour" },
    day: { [-1]: "yesterday", 0: "today", 1: "tomorrow" },
    week: { [-1]: "last week", 0: "this week", 1: "next week" },
    month: { [-1]: "last month", 0: "this month", 1: "next month" },
    year: { [-1]: "last year", 0: "this year", 1: "next year" },
  },
};

/**
 * How long ago (or how soon) a moment is, in the largest fitting unit: `hace 3 minutos`,
 * `in 2 days`, `yesterday`, as `Intl.RelativeTimeFormat` (`numeric: "auto"`) writes them, without
 * it: its first use loads the browser's locale data, 110 ms of a phone's time in the market page's
 * first comments (issue 17). `now` defaults to the current time.
 */
export function formatRelativeTime(
  value: DateInput,
  language: Language,
  now: DateInput = Date.now(),
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  const { unit, count } = relativeAmount(date.getTime() - toDate(now).getTime());
  const word = RELATIVE_WORDS[language][unit][count];
  if (word !== undefined) return word;
  const number = formatNumber(Math.abs(count), language, 0);
  const name = RELATIVE_UNITS[language][unit][Math.abs(count) === 1 ? 0 : 1];
  if (language === "es")
    return count < 0 ? `hace ${number} ${name}` : `dentro de ${number} ${name}`;
  return count < 0 ? `${number} ${name} ago` : `in ${number} ${name}`;
}
