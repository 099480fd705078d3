import type { Queryable } from "../db/database";
import { LedgerError } from "./ledger";

/** One user credited out of a market's escrow. */
export interface EscrowCredit {
  userId: string;
  /** Unique per movement (`payout:<market>:<user>`): the ledger records it once, ever. */
  reference: string;
  cents: number;
  /** The part of `cents` that returns as promo credit (DESIGN §5), 0 ≤ promo ≤ cents. */
  promoCents: number;
}

/**
 * Posts many credits out of one market's escrow in a few set-based statements, inside the
 * caller's transaction: for each credit one ledger transaction (escrow −cents, user +cents, the
 * promo part riding on the user's entry, like `postTransaction`), the users' cached balances and
 * promo credit, and the escrow once for the total. The caller holds the users' rows in the house
 * lock order (`lockUsersInOrder`). A reference already in the ledger means this credit was paid
 * before: nothing may commit, so it throws (the UNIQUE reference is the database's guarantee).
 * Returns each user's new ledger transaction id.
 */
export async function postEscrowCredits(
  tx: Queryable,
  posting: {
    kind: string;
    marketId: string;
    description: string;
    credits: readonly EscrowCredit[];
  },
): Promise<Map<string, number>> {
  const { credits, marketId } = posting;
  if (credits.length === 0) return new Map();
  const users = new Set<string>();
  let total = 0;
  for (const credit of credits) {
    if (
      !Number.isSafeInteger(credit.cents) ||
      credit.cents <= 0 ||
      !Number.isSafeInteger(credit.promoCents) ||
      credit.promoCents < 0 ||
      credit.promoCents > credit.cents
    ) {
      throw new LedgerError(
        `${credit.reference}: bad credit ${credit.cents} (promo ${credit.promoCents})`,
      );
    }
    if (users.has(credit.userId)) {
      throw new LedgerError(
        `${credit.reference}: user ${credit.userId} credited twice in one batch`,
      );
    }
    users.add(credit.userId);
    total += credit.cents;
  }
  if (!Number.isSafeInteger(total)) throw new LedgerError(`market:${marketId}: total overflows`);

  const userIds = credits.map((credit) => credit.userId);
  const cents = credits.map((credit) => credit.cents);
  const promo = credits.map((credit) => credit.promoCents);
  const inserted = await tx.query<{ id: number; user_id: string }>(
    `INSERT INTO ledger_transactions (kind, reference, user_id, market_id, description, promo_cents)
     SELECT $1, v.reference, v.user_id, $2, $3, v.promo
       FROM unnest($4::text[], $5::text[], $6::bigint[]) WITH ORDINALITY AS v(reference, user_id, promo, n)
      ORDER BY v.n
     ON CONFLICT (reference) DO NOTHING RETURNING id, user_id`,
    [
      posting.kind,
      marketId,
      posting.description,
      credits.map((credit) => credit.reference),
      userIds,
      promo,
    ],
  );
  if (inserted.rows.length !== credits.length) {
    const posted = new Set(inserted.rows.map((row) => row.user_id));
    const again = credits.find((credit) => !posted.has(credit.userId));
    throw new LedgerError(`${again?.reference ?? posting.kind} was already posted`);
  }
  const idOf = new Map(inserted.rows.map((row) => [row.user_id, Number(row.id)]));
  const ids = userIds.map((userId) => idOf.get(userId));

  // Escrow entry first, then the user's, as `postTransaction` writes them.
  await tx.query(
    `INSERT INTO ledger_entries (transaction_id, account, amount_cents)
     SELECT v.id, e.account, e.amount
       FROM unnest($1::bigint[], $2::text[], $3::bigint[]) AS v(id, user_id, cents)
      CROSS JOIN LATERAL (VALUES (1, $4 || '', -v.cents), (2, 'user:' || v.user_id, v.cents))
            AS e(side, account, amount)
      ORDER BY v.id, e.side`,
    [ids, userIds, cents, `market:${marketId}`],
  );
  const updated = await tx.query(
    `UPDATE users SET balance_cents = users.balance_cents + v.cents,
            promo_cents = users.promo_cents + v.promo, updated_at = now()
       FROM unnest($1::text[], $2::bigint[], $3::bigint[]) AS v(id, cents, promo)
      WHERE users.id = v.id AND users.promo_cents + v.promo <= users.balance_cents + v.cents`,
    [userIds, cents, promo],
  );
  if (updated.rowCount !== credits.length) {
    throw new LedgerError(
      `market:${marketId}: ${credits.length - updated.rowCount} credited users are missing`,
    );
  }
  const escrow = await tx.query(
    `UPDATE markets SET escrow_cents = escrow_cents - $2 WHERE id = $1 AND escrow_cents - $2 >= 0`,
    [marketId, total],
  );
  if (escrow.rowCount === 0) {
    throw new LedgerError(`market:${marketId}: escrow would go negative paying ${total}`);
  }
  return idOf;
}
