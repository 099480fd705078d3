import {
  centsToDollars,
  checkSlippage,
  MICRO_SHARES_PER_SHARE,
  type Bet,
  type Language,
  type LmsrQuote,
  type LmsrState,
} from "@pulso/core";
import type { AppContext } from "../context";
import type { Queryable } from "../db/database";
import { conflict, refused } from "../http/errors";
import type { Claim } from "../http/idempotency";
import { postBets } from "../ledger/betPosting";
import { quoteOrRefuse, toApiQuote } from "./quote";
import { optionIndexOf, type MarketForBet } from "./tradableMarket";

/** A bet request after validation: the amount in integer cents, limits as the client sent them. */
export interface PlaceBetInput {
  userId: string;
  pollId: string;
  optionId: string;
  amountCents: number;
  /** The bet's stored language (spec §7, default en). */
  betLanguage: Language;
  /** Highest average price accepted, in cents. */
  maxPrice?: number;
  /** Fewest shares accepted. */
  minShares?: number;
  /** The language to answer in. */
  language: Language;
  /**
   * Placed through a news page's frame: the embed session's token hash. Such a bet is refused
   * during an election blackout even when trading stays open, which is for the platform's own
   * pages (DESIGN §12), and must fit the session's per-bet and daily caps, checked and recorded
   * in the bet's own transaction (DESIGN §3, §7).
   */
  embedSession?: string;
  /**
   * The publisher whose site the embed session was approved for, and the article the frame sits
   * in (DESIGN §12): recorded on the bet with the publisher's share as the bet's own statement
   * reads it (an admin's change or suspension committed before it holds, on every instance),
   * which its share at the market's resolution is computed from.
   */
  publisher?: { id: string; article: string | null };
  /**
   * The request's Idempotency-Key claim, if any: the bet commits only while the request still
   * holds it, and its answer (`answer(placed)` with `statusCode`) is stored in the same
   * transaction (DESIGN §3).
   */
  idempotency?: {
    claim: Claim;
    statusCode: number;
    answer: (placed: PlacedBet) => unknown;
  };
}

/** What a committed bet produced: the API bet and the bettor's new balance in cents. */
export interface PlacedBet {
  bet: Bet;
  balanceCents: number;
}

/**
 * Prices a bet on the market as it stands under the lock (DESIGN §2): the option must exist
 * (OPTION_NOT_AVAILABLE), the stake must stay in range (AMOUNT_TOO_LARGE), and the bettor's
 * limits must hold on this state (409 PRICE_MOVED with the fresh quote). Pure: a refusal here
 * has written nothing.
 */
export function quoteLockedBet(
  market: MarketForBet,
  state: LmsrState,
  input: PlaceBetInput,
): LmsrQuote {
  const quote = quoteOrRefuse(state, optionIndexOf(market, input.optionId), input.amountCents);
  const slippage = checkSlippage(quote, {
    ...(input.maxPrice === undefined ? {} : { maxPriceCents: input.maxPrice }),
    ...(input.minShares === undefined
      ? {}
      : { minSharesMicro: Math.round(input.minShares * MICRO_SHARES_PER_SHARE) }),
  });
  if (!slippage.ok) {
    throw conflict("PRICE_MOVED", { quote: toApiQuote(market.id, input.optionId, quote) });
  }
  return quote;
}

/** A bet accepted under its market's lock, to be written: its id, request and quote. */
export interface BetToWrite {
  betId: string;
  input: PlaceBetInput;
  quote: LmsrQuote;
}

/**
 * Writes quoted bets inside the caller's transaction, which holds their markets' and bettors'
 * row locks, as ONE statement whatever their number (one round trip per batch inside the locks,
 * DESIGN §10): the ledger's bet postings (`postBets`: each bettor's guarded debit, promo credit
 * first, and one posting per bet) and, only if every debit took, the bet rows (each with its
 * promo-funded part, and the publisher and article it came through, if any) and the bettors'
 * positions (one upsert per market, bettor and option, summing that batch's bets on it). When a
 * balance is short of its bettor's stakes nothing is posted and INSUFFICIENT_FUNDS is thrown; a
 * debit that took stays, so the caller rolls back (a batch that checked the locked balances never
 * gets here with a short one). The markets' q, totals and price history are the caller's to
 * update (a batch does it once for all its bets).
 */
export async function writeBets(tx: Queryable, bets: readonly BetToWrite[]): Promise<void> {
  const postings = bets.map(({ betId, input, quote }) => ({
    betId,
    userId: input.userId,
    marketId: input.pollId,
    stakeCents: quote.amountCents,
    feeCents: quote.feeCents,
    netCents: quote.netCents,
  }));
  // The bet rows and the positions are written only if every debit took, in the postings' statement.
  const debited = await postBets(tx, postings, (param) => {
    const column = <T>(value: (bet: BetToWrite) => T) => param(bets.map(value));
    return `details AS (
  SELECT * FROM unnest(${column((bet) => bet.input.optionId)}::text[],
                       ${column((bet) => bet.quote.sharesMicro)}::bigint[],
                       ${column((bet) => bet.quote.priceBefore * 100)}::float8[],
                       ${column((bet) => bet.quote.priceAfter * 100)}::float8[],
                       ${column((bet) => bet.quote.averagePrice * 100)}::float8[],
                       ${column((bet) => bet.input.betLanguage)}::text[],
                       ${column((bet) => bet.input.publisher?.id ?? null)}::text[],
                       ${column((bet) => bet.input.publisher?.article ?? null)}::text[])
    WITH ORDINALITY AS d(option_id, shares_micro, price_before, price_after, average_price,
                         language, publisher_id, article_path, n)
), bet AS (
  INSERT INTO bets (id, market_id, option_id, user_id, amount_cents, fee_cents, net_cents,
                    shares_micro, price_before, price_after, average_price, language, promo_cents,
                    publisher_id, article_path, publisher_share_bps)
  SELECT posted.bet_id, posted.market_id, details.option_id, posted.user_id, posted.stake,
         posted.fee, posted.net, details.shares_micro, details.price_before, details.price_after,
         details.average_price, details.language, posted.promo_part, publisher.id,
         CASE WHEN publisher.id IS NULL THEN NULL ELSE details.article_path END,
         publisher.share_bps
    FROM posted JOIN details ON details.n = posted.n
    -- The publisher as this statement reads it: a suspended one, or one gone, is credited nothing.
    LEFT JOIN publishers AS publisher
      ON publisher.id = details.publisher_id AND publisher.status = 'active'
   ORDER BY posted.n
), position AS (
  INSERT INTO positions (market_id, user_id, option_id, shares_micro, cost_cents)
  SELECT posted.market_id, posted.user_id, details.option_id, sum(details.shares_micro)::bigint,
         sum(posted.stake)::bigint
    FROM posted JOIN details ON details.n = posted.n
   GROUP BY posted.market_id, posted.user_id, details.option_id
  ON CONFLICT (market_id, user_id, option_id) DO UPDATE
    SET shares_micro = positions.shares_micro + EXCLUDED.shares_micro,
        cost_cents = positions.cost_cents + EXCLUDED.cost_cents
)`;
  });
  if (!debited) throw refused("INSUFFICIENT_FUNDS");
}

/** What the realtime events of one committed bet say. */
export interface BetAnnouncement {
  placed: PlacedBet;
  userId: string;
  pollId: string;
  /** Every option's display price (cents) right after this bet, in option order. */
  optionIds: readonly string[];
  prices: readonly number[];
  /** The market's volume right after this bet. */
  volumeCents: number;
  /** The market is in an election blackout (trading kept open): its prices are not broadcast. */
  inBlackout: boolean;
}

/**
 * Tells the poll's subscribers and the bettor about one committed bet (DESIGN §6): the new
 * prices and volume, the bet, the balance and a dashboard refresh. Call only after COMMIT, so
 * nobody hears of a bet that did not happen.
 */
export function announceBet(
  ctx: Pick<AppContext, "now" | "realtime">,
  announcement: BetAnnouncement,
): void {
  const { placed, userId, pollId } = announcement;
  // A market's subscribers include anonymous readers and news pages' frames, whom a blackout
  // keeps from its prices (DESIGN §12); signed-in readers see them on the platform's next load.
  if (!announcement.inBlackout) {
    ctx.realtime.toPoll(pollId, {
      event: "poll_updated",
      pollId,
      prices: Object.fromEntries(
        announcement.optionIds.map((id, position) => [id, announcement.prices[position] ?? 0]),
      ),
      volume: centsToDollars(announcement.volumeCents),
      at: ctx.now().toISOString(),
    });
  }
  ctx.realtime.toUser(userId, { event: "bet_placed", pollId, bet: placed.bet });
  ctx.realtime.toUser(userId, {
    event: "balance_updated",
    userId,
    newBalance: centsToDollars(placed.balanceCents),
  });
  ctx.realtime.toUser(userId, { event: "dashboard_updated", userId });
}
