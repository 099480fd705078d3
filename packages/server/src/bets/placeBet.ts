import { randomUUID } from "node:crypto";
import {
  centsToDollars,
  checkSlippage,
  displayPricesCents,
  MICRO_SHARES_PER_SHARE,
  type Bet,
  type Language,
} from "@pulso/core";
import type { AppContext } from "../context";
import { conflict } from "../http/errors";
import { marketAccount, userAccount } from "../ledger/accounts";
import { postTransaction } from "../ledger/ledger";
import { recordPricePoint } from "../markets/loadMarket";
import { findBet, toBet } from "./betRow";
import { quoteOrRefuse, toApiQuote } from "./quote";
import { assertTradable, loadMarketForBet, optionIndexOf } from "./tradableMarket";

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
}

/** What a committed bet produced: the API bet and the bettor's new balance in cents. */
export interface PlacedBet {
  bet: Bet;
  balanceCents: number;
}

/**
 * Places a bet (DESIGN §2, §3) in ONE database transaction: lock the market row, re-quote on
 * the locked state, check the bettor's slippage limits (409 PRICE_MOVED with the fresh quote),
 * post the ledger transaction (user −A, escrow +N, house fees +F; INSUFFICIENT_FUNDS rolls
 * everything back), move q, the market's totals, the bet row, the position and the price
 * history. Realtime events go out only after the commit.
 */
export async function placeBet(ctx: AppContext, input: PlaceBetInput): Promise<PlacedBet> {
  const betId = randomUUID();
  const committed = await ctx.db.transaction(async (tx) => {
    const market = await loadMarketForBet(tx, input.pollId, true);
    const state = assertTradable(market, ctx.now());
    const index = optionIndexOf(market, input.optionId);
    const quote = quoteOrRefuse(state, index, input.amountCents);

    const slippage = checkSlippage(quote, {
      ...(input.maxPrice === undefined ? {} : { maxPriceCents: input.maxPrice }),
      ...(input.minShares === undefined
        ? {}
        : { minSharesMicro: Math.round(input.minShares * MICRO_SHARES_PER_SHARE) }),
    });
    if (!slippage.ok) {
      throw conflict("PRICE_MOVED", { quote: toApiQuote(market.id, input.optionId, quote) });
    }

    const entries = [
      { account: userAccount(input.userId), amountCents: -quote.amountCents },
      { account: marketAccount(market.id), amountCents: quote.netCents },
    ];
    if (quote.feeCents > 0) entries.push({ account: "house:fees", amountCents: quote.feeCents });
    await postTransaction(tx, {
      kind: "bet",
      reference: `bet:${betId}`,
      userId: input.userId,
      marketId: market.id,
      description: "Bet",
      entries,
    });

    await tx.query("UPDATE market_options SET q_micro = q_micro + $2 WHERE id = $1", [
      input.optionId,
      quote.sharesMicro,
    ]);
    const totals = await tx.query<{ volume_cents: number }>(
      `UPDATE markets SET volume_cents = volume_cents + $2, fees_cents = fees_cents + $3,
              bet_count = bet_count + 1, updated_at = now()
        WHERE id = $1 RETURNING volume_cents`,
      [market.id, quote.amountCents, quote.feeCents],
    );
    await tx.query(
      `INSERT INTO bets (id, market_id, option_id, user_id, amount_cents, fee_cents, net_cents,
                         shares_micro, price_before, price_after, average_price, language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        betId,
        market.id,
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
      ],
    );
    await tx.query(
      `INSERT INTO positions (market_id, user_id, option_id, shares_micro, cost_cents)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (market_id, user_id, option_id) DO UPDATE
         SET shares_micro = positions.shares_micro + EXCLUDED.shares_micro,
             cost_cents = positions.cost_cents + EXCLUDED.cost_cents`,
      [market.id, input.userId, input.optionId, quote.sharesMicro, quote.amountCents],
    );
    await recordPricePoint(tx, market.id);

    const balance = await tx.query<{ balance_cents: number }>(
      "SELECT balance_cents FROM users WHERE id = $1",
      [input.userId],
    );
    const row = await findBet(tx, betId);
    if (!row) throw new Error(`bet ${betId} vanished inside its own transaction`);
    return {
      row,
      balanceCents: balance.rows[0]?.balance_cents ?? 0,
      volumeCents: totals.rows[0]?.volume_cents ?? market.volume_cents,
      prices: displayPricesCents(quote.pricesAfter),
      optionIds: market.options.map((option) => option.id),
    };
  });

  // After COMMIT only: nobody hears of a bet that did not happen.
  const bet = toBet(committed.row, input.language);
  const pollId = input.pollId;
  ctx.realtime.toPoll(pollId, {
    event: "poll_updated",
    pollId,
    prices: Object.fromEntries(
      committed.optionIds.map((id, position) => [id, committed.prices[position] ?? 0]),
    ),
    volume: centsToDollars(committed.volumeCents),
    at: ctx.now().toISOString(),
  });
  ctx.realtime.toUser(input.userId, { event: "bet_placed", pollId, bet });
  ctx.realtime.toUser(input.userId, {
    event: "balance_updated",
    userId: input.userId,
    newBalance: centsToDollars(committed.balanceCents),
  });
  ctx.realtime.toUser(input.userId, { event: "dashboard_updated", userId: input.userId });
  return { bet, balanceCents: committed.balanceCents };
}
