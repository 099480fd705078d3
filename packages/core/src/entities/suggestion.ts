import { z } from "zod";
import { idSchema, isoDateTimeSchema } from "./common";
import { MARKET_CATEGORIES } from "../constants/markets";
import { publicUserSchema } from "./user";

/** Suggestion statuses (spec §4). */
export const SUGGESTION_STATUSES = ["pending", "approved", "rejected", "created"] as const;
/** A suggestion's status. */
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

/** A poll suggestion (spec §3 "Poll suggestion"). */
export const suggestionSchema = z.object({
  _id: idSchema,
  user: publicUserSchema,
  titleEn: z.string(),
  titleEs: z.string().nullable(),
  descriptionEn: z.string(),
  descriptionEs: z.string().nullable(),
  category: z.enum(MARKET_CATEGORIES),
  estimatedEndDate: isoDateTimeSchema.nullable(),
  status: z.enum(SUGGESTION_STATUSES),
  adminNotes: z.string().nullable(),
  /** The suggester's share of the market's fees, 5–15, once approved. */
  profitSharePercentage: z.number().nullable(),
  linkedMarketId: idSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
/** A poll suggestion. */
export type Suggestion = z.infer<typeof suggestionSchema>;
