import type { Market } from "@pulso/core";
import type { AppContext } from "../context";

/**
 * Tells the market's subscribers it changed (DESIGN §6 `poll_updated`): each option's price in
 * cents for predictions, its vote share for polls, and the volume in dollars. Not during an
 * election blackout: the subscribers include anonymous readers and news pages (DESIGN §12).
 */
export function publishMarketUpdate(
  ctx: Pick<AppContext, "realtime" | "now">,
  market: Market,
): void {
  if (market.blackout) return;
  const prices: Record<string, number> = {};
  for (const option of market.options) prices[option._id] = option.price ?? option.percentage;
  ctx.realtime.toPoll(market._id, {
    event: "poll_updated",
    pollId: market._id,
    prices,
    volume: market.volume,
    at: ctx.now().toISOString(),
  });
}
