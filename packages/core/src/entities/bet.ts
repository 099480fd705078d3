import { z } from "zod";
import { idSchema, isoDateTimeSchema, languageSchema } from "./common";

/** Bet statuses as the dashboard shows them (spec §4: live/active, won, lost, resolved). */
export const BET_STATUSES = ["active", "won", "lost", "refunded"] as const;
/** A bet's status. */
export type BetStatus = (typeof BET_STATUSES)[number];

/** A bet (spec §3 "Bet"). Money fields are dollars; prices are cents. */
export const betSchema = z.object({
  _id: idSchema,
  /** The market: its id, or a summary object where the call embeds it. */
  poll: z.union([idSchema, z.object({ _id: idSchema, title: z.string() })]),
  /** The option id. */
  option: idSchema,
  optionText: z.string(),
  amount: z.number(),
  language: languageSchema,
  /** Average price paid per share, in cents. */
  price: z.number(),
  /** Potential return divided by the amount. */
  odds: z.number(),
  /** What the bet pays if its option wins, in dollars. */
  potentialReturn: z.number(),
  /** potentialReturn − amount, in dollars. */
  profit: z.number(),
  fee: z.number(),
  shares: z.number(),
  status: z.enum(BET_STATUSES),
  /** What was paid out at resolution or refunded at cancellation, in dollars. */
  payout: z.number().nullable(),
  createdAt: isoDateTimeSchema,
});
/** A placed bet. */
export type Bet = z.infer<typeof betSchema>;

/** The quote shown before confirming a bet (DESIGN §2). Money in dollars, prices in cents. */
export const betQuoteSchema = z.object({
  pollId: idSchema,
  optionId: idSchema,
  amount: z.number(),
  fee: z.number(),
  net: z.number(),
  shares: z.number(),
  priceBefore: z.number(),
  averagePrice: z.number(),
  priceAfter: z.number(),
  potentialReturn: z.number(),
  profit: z.number(),
  odds: z.number(),
});
/** A bet quote. */
export type BetQuote = z.infer<typeof betQuoteSchema>;
