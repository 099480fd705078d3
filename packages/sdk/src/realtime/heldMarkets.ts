import type { Bet } from "@pulso/core";
import type { QueryClient } from "@tanstack/query-core";
import { pulsoKeys } from "../cache/queryKeys";

/** Cached reads that list the reader's own bets: own bets, active bets, betting history. */
const OWN_BET_KEYS = [pulsoKeys.myBets, pulsoKeys.activeBets, pulsoKeys.bettingHistory] as const;

function betsIn(data: unknown): readonly unknown[] {
  if (Array.isArray(data)) return data;
  const bets = (data as { bets?: unknown } | null | undefined)?.bets;
  return Array.isArray(bets) ? bets : [];
}

function openMarketOf(item: unknown): string | null {
  const bet = item as Partial<Bet> | null;
  if (!bet || bet.status !== "active") return null;
  const poll = bet.poll;
  if (typeof poll === "string") return poll;
  return typeof poll?._id === "string" ? poll._id : null;
}

/**
 * Whether the signed-in reader holds a position in a market, as far as the cache knows: an
 * active bet on it in any cached list of their own bets (nothing is fetched for this).
 */
export function holdsPosition(queryClient: QueryClient, pollId: string): boolean {
  for (const queryKey of OWN_BET_KEYS) {
    for (const [, data] of queryClient.getQueriesData({ queryKey })) {
      if (betsIn(data).some((item) => openMarketOf(item) === pollId)) return true;
    }
  }
  return false;
}
