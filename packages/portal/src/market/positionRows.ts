import type { Bet, Market } from "@pulso/core";

/** What a reader holds of one option: shares, what they cost and what they are worth now. */
export interface PositionRow {
  optionId: string;
  shares: number;
  /** Dollars staked, fees included. */
  cost: number;
  /** Dollars the shares are worth now (null while prices are hidden). */
  value: number | null;
}

/**
 * A reader's position in a market, one row per option they hold, in the market's option order,
 * from their bets on it: shares and stakes summed; the value at the current price (a share pays
 * $1 if its option wins), the payout once the market resolved. Refunded bets (a cancelled
 * market) hold nothing.
 */
export function positionRows(market: Market, bets: readonly Bet[]): PositionRow[] {
  const rows: PositionRow[] = [];
  for (const option of market.options) {
    const held = bets.filter((bet) => bet.option === option._id && bet.status !== "refunded");
    if (held.length === 0) continue;
    const shares = held.reduce((sum, bet) => sum + bet.shares, 0);
    const cost = held.reduce((sum, bet) => sum + bet.amount, 0);
    const value =
      market.status === "resolved"
        ? option._id === market.winnerOptionId
          ? shares
          : 0
        : option.price === null
          ? null
          : (shares * option.price) / 100;
    rows.push({
      optionId: option._id,
      shares,
      cost: Math.round(cost * 100) / 100,
      value: value === null ? null : Math.floor(value * 100) / 100,
    });
  }
  return rows;
}
