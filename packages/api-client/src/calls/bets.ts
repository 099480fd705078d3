import type { Bet, MyBetsQuery, PlaceBetBody } from "@pulso/core";
import { buildPath } from "@pulso/core";
import type { CallContext, CallOptions, MoneyCallOptions } from "./callOptions";

/** The bet calls of spec §7. */
export function betCalls({ transport }: CallContext) {
  return {
    /** GET /bets/my-bets: the user's bets (the spec filters by market client-side; `pollId` narrows it server-side). */
    getMyBets: (query: MyBetsQuery = {}, options?: CallOptions) =>
      transport
        .request<{ bets: Bet[] }>("GET", "/bets/my-bets", { ...options, query })
        .then((data) => data.bets),
    /**
     * POST /bets: places a bet at the market maker's price. Pass an `idempotencyKey` so a double
     * submit places one bet; `maxPrice`/`minShares` refuse it with PRICE_MOVED if the price ran.
     */
    placeBet: (body: PlaceBetBody, options?: MoneyCallOptions) =>
      transport.request<{ bet: Bet; balance: number }>("POST", "/bets", { ...options, body }),
    /** GET /bets/:id: one of the user's bets. */
    getBet: (id: string, options?: CallOptions) =>
      transport
        .request<{ bet: Bet }>("GET", buildPath("/bets/:id", { id }), options)
        .then((data) => data.bet),
  };
}
