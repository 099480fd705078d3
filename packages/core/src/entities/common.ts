import { z } from "zod";
import { LANGUAGES } from "../constants/i18n";

/** An entity id as the API speaks it (`_id`, spec §3). */
export const idSchema = z.string().min(1).max(64);

/** An instant as an ISO-8601 string with an offset (`2026-11-03T18:00:00.000Z`). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A calendar date `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date();

/** A supported language code (`es` or `en`). */
export const languageSchema = z.enum(LANGUAGES);

/** A dollar amount as the JSON API speaks it: a number with at most two decimals (DESIGN §2). */
export const dollarsSchema = z.number();

/** The pagination object every list returns (spec §3 "Pagination object returned by the list"). */
export const paginationSchema = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: z.number().int().min(0),
  totalPages: z.number().int().min(0),
  hasMore: z.boolean(),
});
/** The pagination object of a list response. */
export type Pagination = z.infer<typeof paginationSchema>;

/** A successful response: `{ status: "success", data }` (spec §7). */
export function successEnvelope<TData extends z.ZodType>(data: TData) {
  return z.object({ status: z.literal("success"), data });
}

/** Every error response: `{ status: "fail" | "error", code, message }` (DESIGN §4). */
export const errorEnvelopeSchema = z.object({
  status: z.enum(["fail", "error"]),
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
/** An error response body. */
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** A field problem inside a VALIDATION_FAILED error's `details.issues`. */
export const fieldIssueSchema = z.object({
  path: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
/** One field's validation problem. */
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** Texts in both languages, either may be absent. */
export function translationsSchema<TShape extends z.ZodRawShape>(shape: TShape) {
  const entry = z.object(shape);
  return z.object({ es: entry.optional(), en: entry.optional() });
}
