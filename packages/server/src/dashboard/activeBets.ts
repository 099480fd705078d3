import { centsToDollars, MICRO_SHARES_PER_CENT, prices } from "@pulso/core";
import type { ActiveBet, Language } from "@pulso/core";
import { BET_SELECT, toBet, type BetRow } from "../bets/betRow";
import type { Queryable } from "../db/database";
import { roundTo } from "../markets/marketPrices";

interface MarketStateRow {
  id: string;
  status: string;
  liquidity_b: number | null;
  winner_option_id: string | null;
  end_date: Date;
}

interface OptionStateRow {
  market_id: string;
  id: string;
  q_micro: number;
}

/** The market maker's current price of each option, by option id, as fractions of a dollar. */
function optionPrices(b: number | null, options: readonly OptionStateRow[]): Map<string, number> {
  const result = new Map<string, number>();
  if (b === null || options.length < 2) return result;
  const current = prices({ b, q: options.map((option) => option.q_micro) });
  options.forEach((option, index) => result.set(option.id, current[index] ?? 0));
  return result;
}

/**
 * What one share of the bet's option is worth now, as a fraction of a dollar: the LMSR price
 * while the market trades, 1 or 0 once a winner is set, and null when it was cancelled (the
 * stake comes back instead).
 */
function shareValue(
  bet: BetRow,
  market: MarketStateRow | undefined,
  current: Map<string, number>,
): number | null {
  if (market?.status === "cancelled") return null;
  if (market?.winner_option_id) return market.winner_option_id === bet.option_id ? 1 : 0;
  return current.get(bet.option_id) ?? bet.average_price / 100;
}

/**
 * The user's active bets, newest first, each with `currentPrice` (cents to two decimals, from
 * its market's LMSR state through core's `prices`), `currentValue` (shares × current price, in
 * dollars, rounded to the cent) and the market's end date; and the sum of those values. A bet on
 * a market already cancelled is worth its stake; one whose market has a winner but is not yet
 * paid is worth its payout.
 */
export async function loadActiveBets(
  db: Queryable,
  userId: string,
  language: Language,
): Promise<{ bets: ActiveBet[]; totalValueCents: number }> {
  const bets = await db.query<BetRow>(
    `${BET_SELECT} WHERE b.user_id = $1 AND b.status = 'active'
      ORDER BY b.created_at DESC, b.id DESC`,
    [userId],
  );
  const openMarkets = `(SELECT market_id FROM bets WHERE user_id = $1 AND status = 'active')`;
  const markets = await db.query<MarketStateRow>(
    `SELECT id, status, liquidity_b, winner_option_id, end_date FROM markets WHERE id IN ${openMarkets}`,
    [userId],
  );
  const options = await db.query<OptionStateRow>(
    `SELECT market_id, id, q_micro FROM market_options WHERE market_id IN ${openMarkets}
      ORDER BY market_id, position`,
    [userId],
  );
  const marketById = new Map(markets.rows.map((market) => [market.id, market]));
  const pricesByMarket = new Map<string, Map<string, number>>();
  for (const market of markets.rows) {
    const own = options.rows.filter((option) => option.market_id === market.id);
    pricesByMarket.set(market.id, optionPrices(market.liquidity_b, own));
  }

  let totalValueCents = 0;
  const active = bets.rows.map((row): ActiveBet => {
    const market = marketById.get(row.market_id);
    const value = shareValue(row, market, pricesByMarket.get(row.market_id) ?? new Map());
    const valueCents =
      value === null
        ? row.amount_cents
        : Math.round((row.shares_micro * value) / MICRO_SHARES_PER_CENT);
    totalValueCents += valueCents;
    return {
      ...toBet(row, language),
      currentPrice: value === null ? row.average_price : roundTo(value * 100, 2),
      currentValue: centsToDollars(valueCents),
      marketEndDate: (market?.end_date ?? row.created_at).toISOString(),
    };
  });
  return { bets: active, totalValueCents };
}
