import type { WithdrawableReason } from "@pulso/core";
import type { Queryable } from "../db/database";

/** What a user may withdraw now, and why it is below the balance (DESIGN §5). */
export interface Withdrawable {
  balanceCents: number;
  withdrawableCents: number;
  /** The first thing that holds the balance back; null when all of it may leave. */
  reason: WithdrawableReason | null;
}

/**
 * What a user may withdraw, in cents (DESIGN §5 "Promotional credit is not cash"): nothing until
 * the e-mail is verified and one deposit of the user's own money (card, or crypto once
 * confirmed) is credited; then the balance less the unconverted promo credit. The promo credit
 * is cached on the user row with the balance and moves with it in the same transactions (the
 * sign-up credit, the promo-funded part of each bet, payout and refund), so promo credit and
 * what only it won never count. Call it inside the transaction that holds the user's row lock
 * (`SELECT … FOR UPDATE`) so the figure cannot move before the hold is posted.
 */
export async function withdrawableOf(db: Queryable, userId: string): Promise<Withdrawable> {
  const result = await db.query<{
    balance_cents: number;
    promo_cents: number;
    verified: boolean;
    deposited: boolean;
  }>(
    `SELECT u.balance_cents, u.promo_cents, u.email_verified_at IS NOT NULL AS verified,
            EXISTS (SELECT 1 FROM ledger_transactions t
                     WHERE t.user_id = u.id AND t.kind = 'deposit') AS deposited
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  const row = result.rows[0];
  if (!row) return { balanceCents: 0, withdrawableCents: 0, reason: null };
  const balanceCents = Number(row.balance_cents);
  const promoCents = Number(row.promo_cents);
  const reason: WithdrawableReason | null = !row.verified
    ? "email_not_verified"
    : !row.deposited
      ? "deposit_required"
      : promoCents > 0
        ? "promo_credit"
        : null;
  const withdrawableCents =
    reason === "email_not_verified" || reason === "deposit_required"
      ? 0
      : Math.max(0, balanceCents - promoCents);
  return { balanceCents, withdrawableCents, reason };
}
