import { randomUUID } from "node:crypto";
import { userAccount } from "../../ledger/accounts";
import { postTransaction } from "../../ledger/ledger";
import type { TestServer } from "../../test-utils/testServer";

/**
 * Credits a user from `house:promo` with a proper ledger posting (never a direct UPDATE): promo
 * credit, which can be staked but never withdrawn (see `depositCash` for the user's own money).
 */
export async function fundUser(server: TestServer, userId: string, cents: number): Promise<void> {
  await server.db.transaction((tx) =>
    postTransaction(tx, {
      kind: "promo_credit",
      reference: `test_credit:${randomUUID()}`,
      userId,
      description: "Test credit",
      entries: [
        { account: "house:promo", amountCents: -cents },
        { account: userAccount(userId), amountCents: cents },
      ],
    }),
  );
}

/**
 * Credits a deposit of the user's own money from `external:card`, as a completed card deposit
 * posts it (the deposit paths have their own tests): with a verified e-mail, it opens
 * withdrawals (DESIGN §5).
 */
export async function depositCash(
  server: TestServer,
  userId: string,
  cents: number,
): Promise<void> {
  await server.db.transaction((tx) =>
    postTransaction(tx, {
      kind: "deposit",
      reference: `test_deposit:${randomUUID()}`,
      userId,
      description: "Test deposit",
      entries: [
        { account: "external:card", amountCents: -cents },
        { account: userAccount(userId), amountCents: cents },
      ],
    }),
  );
}

/** A user's cached balance in cents. */
export async function balanceOf(server: TestServer, userId: string): Promise<number> {
  const result = await server.db.query<{ balance_cents: number }>(
    "SELECT balance_cents FROM users WHERE id = $1",
    [userId],
  );
  return result.rows[0]?.balance_cents ?? Number.NaN;
}

/**
 * Everything a refused money call must leave alone: ledger rows, bets, positions, price points,
 * balances, markets' totals and q. Compare two snapshots with toEqual.
 */
export async function moneySnapshot(server: TestServer): Promise<unknown> {
  const one = async (sql: string) => (await server.db.query(sql)).rows;
  return {
    ledger: await one(
      "SELECT (SELECT count(*) FROM ledger_transactions)::int AS transactions, (SELECT count(*) FROM ledger_entries)::int AS entries",
    ),
    bets: await one("SELECT count(*)::int AS n FROM bets"),
    positions: await one(
      "SELECT market_id, user_id, option_id, shares_micro, cost_cents, payout_cents FROM positions ORDER BY 1, 2, 3",
    ),
    pricePoints: await one("SELECT count(*)::int AS n FROM price_points"),
    users: await one("SELECT id, balance_cents FROM users ORDER BY id"),
    markets: await one(
      "SELECT id, status, escrow_cents, volume_cents, fees_cents, bet_count, winner_option_id FROM markets ORDER BY id",
    ),
    options: await one("SELECT id, q_micro FROM market_options ORDER BY id"),
    notifications: await one("SELECT count(*)::int AS n FROM notifications"),
  };
}

/** How many bets the user has. */
export async function betsOf(server: TestServer, userId: string): Promise<number> {
  const result = await server.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM bets WHERE user_id = $1",
    [userId],
  );
  return result.rows[0]?.n ?? Number.NaN;
}
