import type { ActiveBet, Bet } from "@pulso/core";

/** How the dashboard names a bet's state (spec §4: live/active, won, lost, resolved). */
export type DashboardBetStatus = "live" | "resolved" | "won" | "lost" | "refunded";

/**
 * A bet's dashboard status. An active bet whose market already has a winner is worth exactly
 * 100¢ or 0¢ a share while its payout is pending (within 24 hours): that one is "resolved".
 */
export function dashboardBetStatus(bet: Bet | ActiveBet): DashboardBetStatus {
  if (bet.status !== "active") return bet.status;
  if ("currentPrice" in bet && (bet.currentPrice === 0 || bet.currentPrice === 100)) {
    return "resolved";
  }
  return "live";
}
