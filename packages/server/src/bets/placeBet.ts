import { randomUUID } from "node:crypto";
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
   * Placed through a news page's frame (an embed session): refused during an election blackout
   * even when trading stays open, which is for the platform's own pages (DESIGN §12).
   */
  fromEmbed?: boolean;
  /**
   * The publisher whose site the embed session was approved for, and the article the frame sits
   * in (DESIGN §12): recorded on the bet with the publisher's share then, which its share at the
   * market's resolution is computed from.
   */
  publisher?: { id: string; shareBps: number; article: string | null };
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

/**
 * One bet's writes as ONE statement, so a batch pays one round trip per bet inside the market
 * lock: the guarded debit of DESIGN §3 (`balance_cents >= A`), which spends the bettor's promo
 * credit first (DESIGN §5: the promo-funded part, read before the update in the same statement,
 * goes on the bet row and the posting), then, only if it took, the ledger
 * posting (user −A, escrow +N, house fees +F, in that entry order) with the escrow's cached
 * balance, the bet row (with the publisher and article it came through, if any) and the
 * bettor's position. It keeps the contract of ledger/ledger.ts's
 * `postTransaction`: entries sum to zero (A = N + F, and the deferred trigger checks it at
 * COMMIT), and cached balances move with them.
 */
const WRITE_BET = `
WITH debit AS (
  UPDATE users SET balance_cents = users.balance_cents - $5::bigint,
         promo_cents = users.promo_cents - least(users.promo_cents, $5::bigint), updated_at = now()
    FROM (SELECT promo_cents FROM users WHERE id = $4::text) AS before
   WHERE users.id = $4::text AND users.balance_cents >= $5::bigint
  RETURNING users.id, least(before.promo_cents, $5::bigint) AS promo_part
), posting AS (
  INSERT INTO ledger_transactions (kind, reference, user_id, market_id, description, promo_cents)
  SELECT 'bet', 'bet:' || $1::text, $4::text, $2::text, 'Bet', -debit.promo_part FROM debit
  RETURNING id
), entries AS (
  INSERT INTO ledger_entries (transaction_id, account, amount_cents)
  SELECT posting.id, e.account, e.amount
    FROM posting,
         (VALUES (1, 'user:' || $4::text, -$5::bigint), (2, 'market:' || $2::text, $7::bigint),
                 (3, 'house:fees', $6::bigint)) AS e(n, account, amount)
   WHERE e.amount <> 0
   ORDER BY e.n
), escrow AS (
  UPDATE markets SET escrow_cents = escrow_cents + $7::bigint
   WHERE id = $2::text AND EXISTS (SELECT 1 FROM debit)
), bet AS (
  INSERT INTO bets (id, market_id, option_id, user_id, amount_cents, fee_cents, net_cents,
                    shares_micro, price_before, price_after, average_price, language, promo_cents,
                    publisher_id, article_path, publisher_share_bps)
  SELECT $1::text, $2::text, $3::text, $4::text, $5::bigint, $6::bigint, $7::bigint, $8::bigint,
         $9::float8, $10::float8, $11::float8, $12::text, debit.promo_part,
         $13::text, $14::text, $15::int
    FROM debit
), position AS (
  INSERT INTO positions (market_id, user_id, option_id, shares_micro, cost_cents)
  SELECT $2::text, $4::text, $3::text, $8::bigint, $5::bigint FROM debit
  ON CONFLICT (market_id, user_id, option_id) DO UPDATE
    SET shares_micro = positions.shares_micro + EXCLUDED.shares_micro,
        cost_cents = positions.cost_cents + EXCLUDED.cost_cents
)
SELECT count(*)::int AS debited FROM debit`;

/**
 * Writes one quoted bet inside the caller's transaction, which holds the market row lock (see
 * WRITE_BET). A balance short of the stake writes nothing and refuses with INSUFFICIENT_FUNDS.
 * The market's q, totals and price history are the caller's to update (a batch does it once for
 * all its bets). Returns the bet id.
 */
export async function writeBet(
  tx: Queryable,
  input: PlaceBetInput,
  quote: LmsrQuote,
): Promise<string> {
  const betId = randomUUID();
  const written = await tx.query<{ debited: number }>(WRITE_BET, [
    betId,
    input.pollId,
    input.optionId,
    input.userId,
    quote.amountCents,
    quote.feeCents,
    quote.netCents,
    quote.sharesMicro,
    quote.priceBefore * 100,
    quote.priceAfter * 100,
    quote.averagePrice * 100,
    input.betLanguage,
    input.publisher?.id ?? null,
    input.publisher?.article ?? null,
    input.publisher?.shareBps ?? null,
  ]);
  if (written.rows[0]?.debited !== 1) throw refused("INSUFFICIENT_FUNDS");
  return betId;
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
