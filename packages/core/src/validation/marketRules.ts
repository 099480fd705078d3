import { MAX_COMMENT_LENGTH, MIN_BET_CENTS } from "../constants/business";
import type { ErrorCode } from "../errors/codes";
import { parseDollars } from "../money/parseDollars";

// The market rules a reader meets before a request is sent (spec §5). No zod here: the bet ticket
// and the poll load these in their frames, which must stay light (DESIGN §7, §10).

/** Why `cents` is not a bet amount (below the minimum), or null. */
export function betCentsRefusal(cents: number): ErrorCode | null {
  return cents >= MIN_BET_CENTS ? null : "BET_BELOW_MINIMUM";
}

/** Why `amount` (dollars, a number or numeric text) cannot be bet, or null when it can. */
export function betAmountRefusal(amount: unknown): ErrorCode | null {
  if (typeof amount !== "number" && typeof amount !== "string") return "AMOUNT_INVALID";
  const parsed = parseDollars(amount);
  return parsed.ok ? betCentsRefusal(parsed.cents) : parsed.code;
}

/** What the bet and vote checks need to know about a market. */
export interface MarketForCheck {
  kind: "prediction" | "poll";
  status: string;
  options: readonly { _id: string }[];
}

/**
 * The bet rules of spec §5 in the order a user meets them: signed in, market active, option
 * available, amount at least $5. Returns the first failing code, or null when the bet may go on.
 */
export function checkBet(input: {
  signedIn: boolean;
  market: MarketForCheck;
  optionId: string | null | undefined;
  amount: unknown;
}): ErrorCode | null {
  if (!input.signedIn) return "LOGIN_REQUIRED_TO_BET";
  if (input.market.kind !== "prediction") return "WRONG_MARKET_KIND";
  if (input.market.status !== "active") return "MARKET_NOT_ACTIVE";
  if (!input.optionId || !input.market.options.some((option) => option._id === input.optionId)) {
    return "OPTION_NOT_AVAILABLE";
  }
  return betAmountRefusal(input.amount);
}

/** The vote rules of spec §5: signed in, poll active, option selected. */
export function checkVote(input: {
  signedIn: boolean;
  market: MarketForCheck;
  optionId: string | null | undefined;
}): ErrorCode | null {
  if (!input.signedIn) return "LOGIN_REQUIRED_TO_VOTE";
  if (input.market.kind !== "poll") return "WRONG_MARKET_KIND";
  if (input.market.status !== "active") return "POLL_NOT_ACTIVE";
  if (!input.optionId) return "OPTION_REQUIRED";
  if (!input.market.options.some((option) => option._id === input.optionId)) {
    return "OPTION_NOT_AVAILABLE";
  }
  return null;
}

/** Why `text` cannot be posted as a comment (blank, over 2,000 characters once trimmed), or null. */
export function commentContentRefusal(text: unknown): ErrorCode | null {
  if (typeof text !== "string") return "COMMENT_EMPTY";
  const length = text.trim().length;
  if (length === 0) return "COMMENT_EMPTY";
  return length > MAX_COMMENT_LENGTH ? "COMMENT_TOO_LONG" : null;
}
