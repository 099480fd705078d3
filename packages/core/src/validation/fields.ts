import { z } from "zod";
import { parseDollars } from "../money";

/** A trimmed string that must not be empty; `code` is reported when it is. */
export function requiredText(code: string, max = 10_000) {
  return z.string(code).trim().min(1, code).max(max, "TOO_LONG");
}

/** An optional free text: trimmed, empty becomes null. */
export function optionalText(max = 10_000) {
  return z
    .string()
    .trim()
    .max(max, "TOO_LONG")
    .nullish()
    .transform((value) => (value ? value : null));
}

/** An email address, trimmed and lower-cased. */
export const emailField = z
  .string("INVALID_EMAIL")
  .trim()
  .toLowerCase()
  .max(254, "TOO_LONG")
  .pipe(z.email("INVALID_EMAIL"));

/**
 * A dollar amount (number or numeric string, at most two decimals) turned into integer cents,
 * with the money module's codes for bad values.
 */
export const centsFromDollarsField = z
  .union([z.number(), z.string()], "AMOUNT_INVALID")
  .transform((value, ctx) => {
    const parsed = parseDollars(value);
    if (parsed.ok) return parsed.cents;
    ctx.addIssue({ code: "custom", message: parsed.code, input: value });
    return z.NEVER;
  });

/** An http(s) URL, or empty/null for none. */
export const optionalUrlField = z
  .string()
  .trim()
  .max(2048, "TOO_LONG")
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || /^https?:\/\/[^\s]+$/i.test(value), "INVALID_URL");
