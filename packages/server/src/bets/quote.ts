import {
  centsToDollars,
  MICRO_SHARES_PER_SHARE,
  PricingError,
  quoteBet,
  type BetQuote,
  type LmsrQuote,
  type LmsrState,
} from "@pulso/core";
import type { Queryable } from "../db/database";
import { refused } from "../http/errors";
import type { ForecastViewer } from "../markets/blackout";
import { assertTradable, loadMarketForBet, optionIndexOf } from "./tradableMarket";

/**
 * Core's `quoteBet`, with its one input refusal a user can cause (a stake so large the share
 * count would leave the safe range) turned into 400 AMOUNT_TOO_LARGE.
 */
export function quoteOrRefuse(
  state: LmsrState,
  optionIndex: number,
  amountCents: number,
): LmsrQuote {
  try {
    return quoteBet(state, optionIndex, amountCents);
  } catch (error) {
    if (error instanceof PricingError && error.code === "INVALID_AMOUNT") {
      throw refused("AMOUNT_TOO_LARGE");
    }
    throw error;
  }
}

/** A market maker quote in the API's shape (core's betQuoteSchema): dollars, cents, shares. */
export function toApiQuote(pollId: string, optionId: string, quote: LmsrQuote): BetQuote {
  return {
    pollId,
    optionId,
    amount: centsToDollars(quote.amountCents),
    fee: centsToDollars(quote.feeCents),
    net: centsToDollars(quote.netCents),
    shares: quote.sharesMicro / MICRO_SHARES_PER_SHARE,
    priceBefore: quote.priceBefore * 100,
    averagePrice: quote.averagePrice * 100,
    priceAfter: quote.priceAfter * 100,
    potentialReturn: centsToDollars(quote.potentialReturnCents),
    profit: centsToDollars(quote.profitCents),
    odds: quote.odds,
  };
}

/**
 * What a bet of `amountCents` on `optionId` would get now (GET /polls/:id/quote): the same
 * checks and math as placing it, without locking or writing anything.
 */
export async function quoteForMarket(
  db: Queryable,
  input: {
    pollId: string;
    optionId: string;
    amountCents: number;
    now: Date;
    viewer: ForecastViewer;
  },
): Promise<BetQuote> {
  const market = await loadMarketForBet(db, input.pollId, false);
  const state = assertTradable(market, input.now);
  // A quote is a price: in a blackout, only for the platform's signed-in readers (DESIGN §12).
  if (market.blackout !== null && input.viewer === "public") throw refused("MARKET_IN_BLACKOUT");
  const index = optionIndexOf(market, input.optionId);
  return toApiQuote(market.id, input.optionId, quoteOrRefuse(state, index, input.amountCents));
}
