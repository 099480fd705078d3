import type { Queryable } from "../db/database";
import { AppError } from "../http/errors";
import type { LedgerAccount } from "./accounts";

/** One line of a ledger transaction: money into (+) or out of (−) an account, in cents. */
export interface LedgerEntry {
  account: LedgerAccount;
  amountCents: number;
}

/** A money movement to record. */
export interface LedgerPosting {
  /** What kind of movement: signup_credit, bet, payout, refund, deposit, … */
  kind: string;
  /**
   * Unique per movement: posting the same reference twice records it once, so a retried or
   * concurrent payout or deposit can never pay twice (DESIGN §3).
   */
  reference: string;
  userId?: string | null;
  marketId?: string | null;
  description?: string;
  entries: LedgerEntry[];
}

/** Thrown for a posting that could never be valid (a bug, not a user error). */
export class LedgerError extends Error {
  override name = "LedgerError";
}

function assertBalanced(posting: LedgerPosting): void {
  if (posting.entries.length < 2)
    throw new LedgerError(`${posting.reference}: needs two entries or more`);
  let sum = 0;
  for (const entry of posting.entries) {
    if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0) {
      throw new LedgerError(
        `${posting.reference}: ${entry.account} has a bad amount ${entry.amountCents}`,
      );
    }
    sum += entry.amountCents;
  }
  if (sum !== 0) throw new LedgerError(`${posting.reference}: entries sum to ${sum}, not 0`);
}

/**
 * Records a balanced transaction inside the caller's database transaction and updates the
 * cached balances of the user and market accounts it touches, in entry order. A user account
 * that would go below zero refuses the whole posting with INSUFFICIENT_FUNDS. Returns the new
 * transaction's id, or null when this reference was already recorded (nothing changes).
 */
export async function postTransaction(
  tx: Queryable,
  posting: LedgerPosting,
): Promise<number | null> {
  assertBalanced(posting);
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO ledger_transactions (kind, reference, user_id, market_id, description)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (reference) DO NOTHING RETURNING id`,
    [
      posting.kind,
      posting.reference,
      posting.userId ?? null,
      posting.marketId ?? null,
      posting.description ?? "",
    ],
  );
  const id = inserted.rows[0]?.id;
  if (id === undefined) return null;

  const values: string[] = [];
  const params: unknown[] = [id];
  for (const entry of posting.entries) {
    params.push(entry.account, entry.amountCents);
    values.push(`($1, $${params.length - 1}, $${params.length})`);
  }
  await tx.query(
    `INSERT INTO ledger_entries (transaction_id, account, amount_cents) VALUES ${values.join(", ")}`,
    params,
  );

  for (const entry of posting.entries) {
    if (entry.account.startsWith("user:")) {
      const updated = await tx.query(
        `UPDATE users SET balance_cents = balance_cents + $2, updated_at = now()
          WHERE id = $1 AND balance_cents + $2 >= 0`,
        [entry.account.slice(5), entry.amountCents],
      );
      if (updated.rowCount === 0) throw new AppError(400, "INSUFFICIENT_FUNDS");
    } else if (entry.account.startsWith("market:")) {
      const updated = await tx.query(
        `UPDATE markets SET escrow_cents = escrow_cents + $2 WHERE id = $1 AND escrow_cents + $2 >= 0`,
        [entry.account.slice(7), entry.amountCents],
      );
      if (updated.rowCount === 0) {
        throw new LedgerError(`${posting.reference}: escrow of ${entry.account} would go negative`);
      }
    }
  }
  return id;
}
