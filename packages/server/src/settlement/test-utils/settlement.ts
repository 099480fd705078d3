import { quoteBet, type LmsrState } from "@pulso/core";
import { expect } from "vitest";
import type { TestServer } from "../../test-utils/testServer";
import { createTestMarket, type TestAdmin } from "../../bets/test-utils/markets";
import { fundUser } from "../../bets/test-utils/money";

/** A signed-up user as `server.signup()` returns it. */
export type TestUser = Awaited<ReturnType<TestServer["signup"]>>;

/**
 * A market (35/65) with six bets from three users, and the pure model of what each user holds
 * per option (core's quote, replayed), plus their bet ids.
 */
export async function tradedMarket(server: TestServer, admin: TestAdmin) {
  const market = await createTestMarket(server, admin, { prices: [35, 65] });
  const users: TestUser[] = [];
  for (let index = 0; index < 3; index += 1) {
    const user = await server.signup();
    await fundUser(server, user.userId, 9_000);
    users.push(user);
  }
  const [a, b, c] = users as [TestUser, TestUser, TestUser];
  let state: LmsrState = market.state;
  const held = new Map<string, number[]>();
  const betIds = new Map<string, string[]>();
  const plan: [TestUser, number, number][] = [
    [a, 0, 2_000],
    [b, 1, 1_500],
    [a, 0, 2_550],
    [c, 0, 1_000],
    [c, 1, 1_000],
    [a, 1, 500],
  ];
  for (const [user, option, cents] of plan) {
    const quote = quoteBet(state, option, cents);
    state = quote.stateAfter;
    const placed = await user.api.placeBet({
      pollId: market.id,
      optionId: market.optionIds[option]!,
      amount: cents / 100,
    });
    expect(placed.bet.shares).toBe(quote.sharesMicro / 1e6);
    const shares = held.get(user.userId) ?? [0, 0];
    shares[option] = (shares[option] ?? 0) + quote.sharesMicro;
    held.set(user.userId, shares);
    betIds.set(user.userId, [...(betIds.get(user.userId) ?? []), placed.bet._id]);
  }
  /** What each of a, b, c staked in all, fee included. */
  const staked = [2_000 + 2_550 + 500, 1_500, 2_000];
  return { market, users: [a, b, c] as const, held, betIds, staked };
}

/** The net of one house account over the ledger transactions of one market. */
export async function houseNet(
  server: TestServer,
  account: string,
  marketId: string,
): Promise<number> {
  const result = await server.db.query<{ total: number }>(
    `SELECT coalesce(sum(e.amount_cents), 0)::bigint AS total FROM ledger_entries e
       JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE e.account = $1 AND t.market_id = $2`,
    [account, marketId],
  );
  return result.rows[0]?.total ?? Number.NaN;
}

/** A market's cached escrow in cents. */
export async function escrowOf(server: TestServer, marketId: string): Promise<number> {
  const result = await server.db.query<{ escrow_cents: number }>(
    "SELECT escrow_cents FROM markets WHERE id = $1",
    [marketId],
  );
  return result.rows[0]?.escrow_cents ?? Number.NaN;
}

/** How many settlement postings (payouts, refunds, escrow close) a market has. */
export async function settlementPostings(server: TestServer, marketId: string): Promise<number> {
  const result = await server.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM ledger_transactions WHERE market_id = $1 AND kind IN ('payout', 'refund', 'market_close')",
    [marketId],
  );
  return result.rows[0]?.n ?? Number.NaN;
}
