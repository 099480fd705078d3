import { MAX_AMOUNT_CENTS } from "./constants";
import { MoneyError } from "./errors";
import type { MoneyErrorCode } from "./errors";

/** Result of {@link parseDollars}: whole cents, or the reason the amount was refused. */
export type ParseDollarsResult = { ok: true; cents: number } | { ok: false; code: MoneyErrorCode };

/**
 * Plain decimal notation: digits, optionally a point and digits; a leading minus is matched only
 * to report AMOUNT_NEGATIVE. No plus sign, spaces, exponent, hex or grouping.
 */
const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;
const MAX_WHOLE_DOLLARS = MAX_AMOUNT_CENTS / 100;

function fail(code: MoneyErrorCode): ParseDollarsResult {
  return { ok: false, code };
}

/** Parses the decimal text of an amount digit by digit, so no float multiplication rounds it. */
function parseDecimal(text: string): ParseDollarsResult {
  const match = DECIMAL.exec(text);
  if (!match) return fail("AMOUNT_INVALID");
  const [, minus, whole = "", fraction = ""] = match;
  const wholeDigits = whole.replace(/^0+(?=\d)/, "");
  const isZero = /^0+$/.test(whole) && /^0*$/.test(fraction);
  if (minus && !isZero) return fail("AMOUNT_NEGATIVE");
  if (fraction.length > 2) return fail("AMOUNT_TOO_PRECISE");
  // More digits than the maximum has means too large, before Number() could lose precision.
  if (wholeDigits.length > String(MAX_WHOLE_DOLLARS).length) return fail("AMOUNT_TOO_LARGE");
  const cents = Number(wholeDigits) * 100 + Number(fraction.padEnd(2, "0"));
  if (cents > MAX_AMOUNT_CENTS) return fail("AMOUNT_TOO_LARGE");
  return { ok: true, cents };
}

/**
 * Turns a dollar amount from the API or a form (a number like 12.5, or a string like "12.50")
 * into whole cents, refusing NaN, Infinity, negatives, more than two decimals, amounts above
 * {@link MAX_AMOUNT_CENTS}, and anything that is not plain decimal (booleans, "", " 5", "0x10",
 * "1e3"). Negative zero, as a number or a string, is accepted as 0. Numbers are judged by their
 * shortest decimal form, so 19.99 gives exactly 1999 cents.
 * @example parseDollars("12.5") // { ok: true, cents: 1250 }
 */
export function parseDollars(value: unknown): ParseDollarsResult {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return fail("AMOUNT_INVALID");
    if (value < 0) return fail("AMOUNT_NEGATIVE");
    if (value > MAX_WHOLE_DOLLARS) return fail("AMOUNT_TOO_LARGE");
    // String(n) is the shortest text that round-trips; below the maximum it uses exponent
    // notation only for tiny numbers (< 1e-6), which have more than two decimals anyway.
    const text = String(Object.is(value, -0) ? 0 : value);
    if (text.includes("e")) return fail("AMOUNT_TOO_PRECISE");
    return parseDecimal(text);
  }
  if (typeof value === "string") return parseDecimal(value);
  return fail("AMOUNT_INVALID");
}

/**
 * Dollars (a number from the JSON API) to whole cents, for code that has already validated its
 * input and wants an exception, not a result object, if that assumption breaks.
 * @throws MoneyError with the {@link parseDollars} code.
 */
export function dollarsToCents(value: number): number {
  const parsed = parseDollars(value);
  if (!parsed.ok) {
    throw new MoneyError(
      parsed.code,
      `Cannot convert ${String(value)} dollars to cents (${parsed.code})`,
    );
  }
  return parsed.cents;
}
