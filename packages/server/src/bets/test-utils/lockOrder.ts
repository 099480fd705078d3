import { quoteBet, type LmsrState } from "@pulso/core";
import { expect } from "vitest";
import type { TestServer } from "../../test-utils/testServer";
import { marketState } from "./markets";

/** A market's bets in the order they took the market lock (their ledger posting's id). */
export async function betsInLockOrder(server: TestServer, marketId: string) {
  const result = await server.db.query<{
    id: string;
    user_id: string;
    option_id: string;
    amount_cents: number;
    shares_micro: number;
  }>(
    `SELECT b.id, b.user_id, b.option_id, b.amount_cents, b.shares_micro FROM bets b
       JOIN ledger_transactions t ON t.reference = 'bet:' || b.id
      WHERE b.market_id = $1 ORDER BY t.id`,
    [marketId],
  );
  return result.rows;
}

/**
 * Replays a market's bets one at a time, in lock order, with core's quote from the opening
 * state: each bet must have got exactly its quote, and the market must end where the replay
 * does. That is "the same as sequential application", whatever ran concurrently or batched.
 */
export async function expectSerialisable(
  server: TestServer,
  marketId: string,
  opening: LmsrState,
  optionIds: readonly string[],
): Promise<void> {
  let state = opening;
  for (const bet of await betsInLockOrder(server, marketId)) {
    const quote = quoteBet(state, optionIds.indexOf(bet.option_id), bet.amount_cents);
    expect(bet.shares_micro).toBe(quote.sharesMicro);
    state = quote.stateAfter;
  }
  expect((await marketState(server, marketId)).state.q).toEqual(state.q);
}
