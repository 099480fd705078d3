import type { Queryable } from "../db/database";

/**
 * Locks user rows in ascending id order before a settlement credits them, so that two
 * settlements touching the same users always queue in the same order and never deadlock. The
 * lock is the one the balance UPDATE takes anyway (NO KEY UPDATE): rows that merely reference
 * a user (sessions, notifications) are not held up.
 */
export async function lockUsersInOrder(tx: Queryable, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx.query("SELECT id FROM users WHERE id = ANY($1::text[]) ORDER BY id FOR NO KEY UPDATE", [
    [...userIds],
  ]);
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

/**
 * Locks the rows of a batch's bettors in ascending id order (the order `lockUsersInOrder`
 * uses, so bets and settlements never deadlock each other) and reads their balances under the
 * lock: until COMMIT only this transaction can change them.
 */
export async function lockBalances(
  tx: Queryable,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  const rows = await tx.query<{ id: string; balance_cents: number }>(
    "SELECT id, balance_cents FROM users WHERE id = ANY($1::text[]) ORDER BY id FOR NO KEY UPDATE",
    [[...new Set(userIds)]],
  );
  return new Map(rows.rows.map((row) => [row.id, row.balance_cents]));
}
