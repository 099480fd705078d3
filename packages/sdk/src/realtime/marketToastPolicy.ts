import type { User } from "@pulso/core";
import type { QueryClient } from "@tanstack/query-core";
import { pulsoKeys } from "../cache/queryKeys";
import { holdsPosition } from "./heldMarkets";

/** At most one "Market Updated!" per market in this window (issue 17's toast policy). */
export const MARKET_UPDATE_TOAST_INTERVAL_MS = 60_000;

/** Options of {@link createMarketToastPolicy}. */
export interface MarketToastPolicyOptions {
  queryClient: QueryClient;
  /** The clock; `Date.now` by default. */
  now?: () => number;
}

/** Decides which price updates deserve a toast; see {@link createMarketToastPolicy}. */
export interface MarketToastPolicy {
  /**
   * Whether a price update of this market toasts now (`watched`: a page has it open); a yes
   * starts the market's quiet minute.
   */
  allowsUpdateToast(pollId: string, watched: boolean): boolean;
}

/**
 * Issue 17's toast policy: "Market Updated!" only for a signed-in reader who has that market open
 * (`realtime.watch`) or holds a position in it, at most once a minute per market. A signed-out
 * visitor never gets one. Every other update refreshes silently.
 */
export function createMarketToastPolicy(options: MarketToastPolicyOptions): MarketToastPolicy {
  const { queryClient, now = Date.now } = options;
  const lastUpdateToast = new Map<string, number>();

  function concernsReader(pollId: string, watched: boolean): boolean {
    if (!queryClient.getQueryData<User | null>(pulsoKeys.currentUser)) return false;
    return watched || holdsPosition(queryClient, pollId);
  }

  return {
    allowsUpdateToast(pollId, watched) {
      if (!concernsReader(pollId, watched)) return false;
      const at = now();
      const last = lastUpdateToast.get(pollId);
      if (last !== undefined && at - last < MARKET_UPDATE_TOAST_INTERVAL_MS) return false;
      lastUpdateToast.set(pollId, at);
      return true;
    },
  };
}
