import type { MyBetsQuery, PlaceBetBody } from "@pulso/core";
import type { QueryParams } from "../requestURL";
import type { CallContext, CallOptions, MoneyCallOptions } from "./callOptions";

/** The bet calls of spec §7. */
export function betCalls({ call }: CallContext) {
  return {
    /** GET /bets/my-bets: the user's bets (the spec filters by market client-side; `pollId` narrows it server-side). */
    getMyBets: (query: MyBetsQuery = {}, options?: CallOptions) =>
      call("getMyBets", { ...options, query: query as QueryParams }).then((data) => data.bets),
    /**
     * POST /bets: places a bet at the market maker's price. Pass an `idempotencyKey` so a double
     * submit places one bet; `maxPrice`/`minShares` refuse it with PRICE_MOVED if the price ran.
     */
    placeBet: (body: PlaceBetBody, options?: MoneyCallOptions) =>
      call("placeBet", { ...options, body }),
    /** GET /bets/:id: one of the user's bets. */
    getBet: (id: string, options?: CallOptions) =>
      call("getBet", { ...options, params: { id } }).then((data) => data.bet),
  };
}
