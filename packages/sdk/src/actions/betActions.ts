import type { MoneyCallOptions } from "@pulso/api-client";
import type { Bet, PlaceBetBody } from "@pulso/core";
import { pulsoKeys } from "../cache/queryKeys";
import { createActionCache, type ActionContext } from "./actionContext";

/** A placed bet and the balance after it. */
export interface PlacedBet {
  bet: Bet;
  /** The balance after the stake was taken, in dollars. */
  balance: number;
}

/**
 * Betting (spec §5, DESIGN §2); each bet writes the new balance into the session and refreshes
 * what the bet changed: the user's bets (a market page's "your position") and the dashboard
 * (overview, positions, history, transactions, charts).
 */
export interface BetActions {
  /**
   * Places a bet at the market maker's price. Send the confirmed quote's `maxPrice` (or
   * `minShares`) so a price that ran since the quote refuses the bet with PRICE_MOVED (its
   * `details.quote` is the fresh quote), and one `idempotencyKey` per confirmation, reused when
   * that confirmation is retried, so a double submit places one bet. The answered balance goes
   * into the current user, so the session shows it at once; the user's bets and the dashboard are
   * marked stale and those on screen refetched before the promise resolves (a failed refetch
   * leaves the cached data and never rejects the placed bet).
   *
   * @example
   * const { bet } = await pulso.bets.placeBet(
   *   { pollId: "m_42", optionId: "o_yes", amount: 5, language: "es", maxPrice: 64.2 },
   *   { idempotencyKey: crypto.randomUUID() },
   * );
   */
  placeBet(body: PlaceBetBody, options?: MoneyCallOptions): Promise<PlacedBet>;
}

/** Builds {@link BetActions} over one instance's API client and cache. */
export function createBetActions(context: ActionContext): BetActions {
  const { api } = context;
  const cache = createActionCache(context);
  return {
    async placeBet(body, options) {
      const placed = await api.placeBet(body, options);
      await cache.updateBalance(placed.balance);
      await cache.refresh(pulsoKeys.myBets, pulsoKeys.dashboard);
      return placed;
    },
  };
}
