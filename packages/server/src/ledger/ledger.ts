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
  /**
   * How much this posting moves the user's unconverted promo credit (DESIGN §5), in cents: + when
   * promo credit comes in (a payout's or refund's promo-funded part), − when it goes out. It rides
   * on the user's own entry, and the promo credit must stay within the balance after it (else
   * INSUFFICIENT_FUNDS). Default: whatever `house:promo` pays the user, so every credit from the
   * promo account is promo credit, wherever it is posted.
   */
  promoCents?: number;
}

/** Thrown for a posting that could never be valid (a bug, not a user error). */
export class LedgerError extends Error {
  override name = "LedgerError";
}

/** The posting's move of the user's promo credit: explicit, or what `house:promo` pays out. */
function promoMoveOf(posting: LedgerPosting): number {
  return (
    posting.promoCents ??
    posting.entries.reduce(
      (sum, entry) => (entry.account === "house:promo" ? sum - entry.amountCents : sum),
      0,
    )
  );
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
 * cached balances of the user and market accounts it touches, in entry order, and the user's
 * cached promo credit with the user's own entry (`promoCents`). A user account
 * that would go below zero refuses the whole posting with INSUFFICIENT_FUNDS. Returns the new
 * transaction's id, or null when this reference was already recorded (nothing changes).
 */
export async function postTransaction(
  tx: Queryable,
  posting: LedgerPosting,
): Promise<number | null> {
  assertBalanced(posting);
  const promoCents = promoMoveOf(posting);
  const promoAccount = posting.userId ? `user:${posting.userId}` : null;
  if (
    !Number.isSafeInteger(promoCents) ||
    (promoCents !== 0 && !posting.entries.some((entry) => entry.account === promoAccount))
  ) {
    throw new LedgerError(`${posting.reference}: promo ${promoCents} has no user entry to ride on`);
  }
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO ledger_transactions (kind, reference, user_id, market_id, description, promo_cents)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (reference) DO NOTHING RETURNING id`,
    [
      posting.kind,
      posting.reference,
      posting.userId ?? null,
      posting.marketId ?? null,
      posting.description ?? "",
      promoCents,
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

  let promoLeft = promoCents;
  for (const entry of posting.entries) {
    if (entry.account.startsWith("user:")) {
      const promo = entry.account === promoAccount ? promoLeft : 0;
      if (entry.account === promoAccount) promoLeft = 0;
      // Promo credit stays within the balance: a debit that would leave less cash than promo
      // (cash leaving as if it were promo) is refused like one that overdraws.
      const updated = await tx.query(
        `UPDATE users SET balance_cents = balance_cents + $2, promo_cents = promo_cents + $3,
                updated_at = now()
          WHERE id = $1 AND balance_cents + $2 >= 0
            AND promo_cents + $3 BETWEEN 0 AND balance_cents + $2`,
        [entry.account.slice(5), entry.amountCents, promo],
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
