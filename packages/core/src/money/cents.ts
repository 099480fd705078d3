import { MoneyError } from "./errors";

function toWholeCents(cents: number | bigint): bigint {
  if (typeof cents === "bigint") return cents;
  if (!Number.isSafeInteger(cents)) {
    throw new MoneyError("AMOUNT_INVALID", `Cents must be a safe integer, got ${String(cents)}`);
  }
  return BigInt(cents);
}

/**
 * Whole cents to the dollar number the JSON API speaks (1999 → 19.99). Exact in the sense that
 * it returns the double nearest to the decimal value, which prints as that decimal; throws a
 * MoneyError for non-integers and for bigint values outside the safe-integer range.
 */
export function centsToDollars(cents: number | bigint): number {
  const whole = toWholeCents(cents);
  if (whole > BigInt(Number.MAX_SAFE_INTEGER) || whole < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new MoneyError("AMOUNT_TOO_LARGE", `Cents out of the safe-integer range: ${whole}`);
  }
  // One correctly rounded division: the nearest double to the exact decimal.
  return Number(whole) / 100;
}

/**
 * Cents as plain dollars with exactly two decimals and no currency sign or grouping
 * (1999 → "19.99", 5 → "0.05", -150 → "-1.50"), for logs, CSV and form values; locale-aware
 * display belongs to the sdk. Exact for any bigint.
 */
export function formatCentsPlain(cents: number | bigint): string {
  const whole = toWholeCents(cents);
  const sign = whole < 0n ? "-" : "";
  const digits = (whole < 0n ? -whole : whole).toString().padStart(3, "0");
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
