import type { Queryable } from "../db/database";

/**
 * What a user may withdraw, in cents: `balance − unspent sign-up credit`, never below zero.
 *
 * The sign-up credit counts as spent first: `unspent = max(0, signup credits received − net
 * stakes)`, where net stakes are the user's bets minus the stakes refunded by cancelled markets.
 * So $10 credit never leaves as cash, while winnings (payouts) and deposits can. Call it inside
 * the transaction that holds the user's row lock (`SELECT … FOR UPDATE`) so the figure cannot
 * move before the hold is posted.
 */
export async function withdrawableCents(tx: Queryable, userId: string): Promise<number> {
  const result = await tx.query<{ balance_cents: number; credit: number; staked: number }>(
    `SELECT u.balance_cents,
            coalesce((SELECT sum(e.amount_cents) FROM ledger_entries e
                        JOIN ledger_transactions t ON t.id = e.transaction_id
                       WHERE e.account = 'user:' || u.id AND t.kind = 'signup_credit'), 0)::bigint AS credit,
            coalesce((SELECT -sum(e.amount_cents) FROM ledger_entries e
                        JOIN ledger_transactions t ON t.id = e.transaction_id
                       WHERE e.account = 'user:' || u.id AND t.kind IN ('bet', 'refund')), 0)::bigint AS staked
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  const row = result.rows[0];
  if (!row) return 0;
  const unspentCredit = Math.max(0, Number(row.credit) - Math.max(0, Number(row.staked)));
  return Math.max(0, Number(row.balance_cents) - unspentCredit);
}
