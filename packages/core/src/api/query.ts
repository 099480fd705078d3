import { z } from "zod";
import { MAX_PAGE_SIZE } from "../constants/business";

/** A boolean query parameter: `true`/`false`/`1`/`0` in a URL; clients may pass booleans. */
export const queryBoolean = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0"])], "INVALID_TYPE")
  .transform((value) => value === true || value === "true" || value === "1");

/** `page` and `limit` of a list call, with the call's default limit. */
export function pageQuery(defaultLimit: number) {
  return {
    page: z.coerce
      .number<number | string>("INVALID_TYPE")
      .int("INVALID_TYPE")
      .min(1, "INVALID_TYPE")
      .default(1),
    limit: z.coerce
      .number<number | string>("INVALID_TYPE")
      .int("INVALID_TYPE")
      .min(1, "INVALID_TYPE")
      .max(MAX_PAGE_SIZE, "TOO_LONG")
      .default(defaultLimit),
  };
}
