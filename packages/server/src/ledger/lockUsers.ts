import type { Queryable } from "../db/database";

// The order in which money movements lock users' rows (DESIGN §3), shared by the bet path and
// settlement so that neither can deadlock the other.

/**
 * The SELECT that locks the rows of the users whose ids are the text array `idsParam` (a
 * placeholder such as `$1`) in ascending id order, with their cash and unconverted promo credit
 * as the lock leaves them. The lock is the one the balance UPDATE takes anyway (NO KEY UPDATE):
 * rows that merely reference a user (sessions, notifications) are not held up. A bet batch runs
 * it inside a larger statement (bets/tradableMarket.ts).
 */
export function usersInLockOrder(idsParam: string): string {
  return `SELECT id, balance_cents, promo_cents FROM users
           WHERE id = ANY(${idsParam}::text[]) ORDER BY id FOR NO KEY UPDATE`;
}

/**
 * Locks user rows in ascending id order before a settlement credits them, so that two
 * settlements touching the same users always queue in the same order and never deadlock.
 */
export async function lockUsersInOrder(tx: Queryable, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx.query(usersInLockOrder("$1"), [[...userIds]]);
}

/** The cached balances of these users, by id, read inside the settlement's transaction. */
export async function balancesOf(
  tx: Queryable,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx.query<{ id: string; balance_cents: number }>(
    "SELECT id, balance_cents FROM users WHERE id = ANY($1::text[])",
    [[...userIds]],
  );
  return new Map(rows.rows.map((row) => [row.id, row.balance_cents]));
}
