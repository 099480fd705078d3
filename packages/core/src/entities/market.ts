import { z } from "zod";
import { MAX_OPTIONS, MIN_OPTIONS } from "../constants/business";
import { MARKET_CATEGORIES, MARKET_KINDS, MARKET_STATUSES } from "../constants/markets";
import { idSchema, isoDateSchema, isoDateTimeSchema, translationsSchema } from "./common";

/** One option of a market or poll. */
export const marketOptionSchema = z.object({
  _id: idSchema,
  /** The option's text in the requested language. */
  text: z.string(),
  translations: translationsSchema({ text: z.string() }),
  /** Current price in cents (1–99) for predictions; null for polls. */
  price: z.number().nullable(),
  /** Votes for polls; null for predictions. */
  votes: z.number().int().nullable(),
  /** Share of the votes (polls) or implied probability (predictions), 0–100. */
  percentage: z.number(),
});
/** A market or poll option. */
export type MarketOption = z.infer<typeof marketOptionSchema>;

/** The market maker's state, so clients can quote a bet locally with the same math. */
export const lmsrStateSchema = z.object({
  b: z.number().positive(),
  /** Outstanding micro-shares per option, in option order. */
  q: z.array(z.number()),
});

/** Market texts in one language. */
const marketTextShape = {
  title: z.string(),
  description: z.string(),
  resolutionSource: z.string(),
  resolutionRules: z.string(),
};

/** Where a market's election is held (DESIGN §12): a country, and a region within it or null. */
export const jurisdictionSchema = z.object({
  /** ISO 3166-1 alpha-2, upper case. */
  country: z.string().regex(/^[A-Z]{2}$/),
  /** ISO 3166-2 subdivision code (`AR-B`), or null for the whole country. */
  region: z
    .string()
    .regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/)
    .nullable(),
});
/** A market's jurisdiction. */
export type Jurisdiction = z.infer<typeof jurisdictionSchema>;

/**
 * A market's election as an admin set it (DESIGN §12), the same fields as PATCH
 * /polls/:id/election: where and on which day it is held, a blackout window set by hand (which
 * wins over the rules), and whether trading stays open for signed-in users during a window.
 */
export const marketElectionSchema = z.object({
  jurisdiction: jurisdictionSchema.nullable(),
  /** The election day, `YYYY-MM-DD`. */
  electionDate: isoDateSchema.nullable(),
  blackoutWindow: z.object({ startsAt: isoDateTimeSchema, endsAt: isoDateTimeSchema }).nullable(),
  tradingOpen: z.boolean(),
});
/** A market's election settings. */
export type MarketElection = z.infer<typeof marketElectionSchema>;

/**
 * A market's election blackout while it is in force (DESIGN §12): from `startsAt` until
 * `endsAt`, when prices return. `pricesHidden` says this answer left out the prices, odds, chart
 * and volume (a reader who is not signed in); `tradingOpen` that an admin kept trading open for
 * signed-in users.
 */
export const marketBlackoutSchema = z.object({
  startsAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema,
  /** The law that sets the window, in the requested language (empty for a window set by hand). */
  law: z.string(),
  pricesHidden: z.boolean(),
  tradingOpen: z.boolean(),
});
/** A market's blackout in force. */
export type MarketBlackout = z.infer<typeof marketBlackoutSchema>;

/** A market or poll as the API returns it (spec §3 "Poll/market"). Money fields are dollars. */
export const marketSchema = z.object({
  _id: idSchema,
  kind: z.enum(MARKET_KINDS),
  /** Texts in the requested language (falling back to the other one). */
  title: z.string(),
  description: z.string(),
  resolutionSource: z.string(),
  resolutionRules: z.string(),
  translations: translationsSchema(marketTextShape),
  image: z.string().nullable(),
  category: z.enum(MARKET_CATEGORIES),
  status: z.enum(MARKET_STATUSES),
  startDate: isoDateTimeSchema,
  endDate: isoDateTimeSchema,
  /** Opening prices set by the admin, in cents (binary markets). */
  yesPrice: z.number().nullable(),
  noPrice: z.number().nullable(),
  options: z.array(marketOptionSchema).min(MIN_OPTIONS).max(MAX_OPTIONS),
  lmsr: lmsrStateSchema.nullable(),
  /** Total staked, in dollars. */
  volume: z.number(),
  /** Change of the first option's price over 24 hours, in cents. */
  change24h: z.number(),
  betCount: z.number().int(),
  totalVotes: z.number().int(),
  participants: z.number().int(),
  commentCount: z.number().int(),
  winnerOptionId: idSchema.nullable(),
  resolvedAt: isoDateTimeSchema.nullable(),
  featured: z.boolean(),
  suggestionId: idSchema.nullable(),
  /** Its election, as set by an admin (DESIGN §12). */
  election: marketElectionSchema,
  /** The election blackout in force now, else null. */
  blackout: marketBlackoutSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
/** A market or poll. */
export type Market = z.infer<typeof marketSchema>;

/** One point of a market's price history: prices in cents per option, in option order. */
export const pricePointSchema = z.object({
  t: isoDateTimeSchema,
  prices: z.array(z.number()),
});
/** A price-history point. */
export type PricePoint = z.infer<typeof pricePointSchema>;

/** Poll results: votes and percentages per option. */
export const pollResultsSchema = z.object({
  pollId: idSchema,
  totalVotes: z.number().int(),
  options: z.array(
    z.object({
      optionId: idSchema,
      text: z.string(),
      votes: z.number().int(),
      percentage: z.number(),
    }),
  ),
  /** The option the requester voted for, if signed in and voted. */
  myVote: idSchema.nullable(),
});
/** Results of a poll. */
export type PollResults = z.infer<typeof pollResultsSchema>;
