import { PG_ERRORS, pgErrorCode, type Database, type Queryable } from "../db/database";
import { conflict, notFound } from "../http/errors";

/** Why a market may not be deleted, or null when it may. */
async function deleteBlocker(tx: Queryable, id: string): Promise<string | null> {
  const found = await tx.query<{ bets: number; votes: number; ledger: number }>(
    `SELECT (SELECT count(*) FROM bets WHERE market_id = $1)::int AS bets,
            (SELECT count(*) FROM votes WHERE market_id = $1)::int AS votes,
            (SELECT count(*) FROM ledger_transactions WHERE market_id = $1)::int AS ledger`,
    [id],
  );
  const counts = found.rows[0];
  if (!counts) return null;
  if (counts.bets > 0) return "The market has bets.";
  if (counts.votes > 0) return "The poll has votes.";
  // The ledger is append only (DESIGN §3): a funded market is cancelled, never deleted.
  if (counts.ledger > 0) return "The market has ledger entries; cancel it instead.";
  return null;
}

/**
 * An admin deletes a market nobody took part in and no money touched: no bets, no votes, no
 * ledger entries (a funded prediction market must be cancelled instead). 409 CONFLICT otherwise.
 */
export async function deleteMarket(db: Database, id: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const locked = await tx.query("SELECT id FROM markets WHERE id = $1 FOR UPDATE", [id]);
      if (locked.rows.length === 0) throw notFound();
      const reason = await deleteBlocker(tx, id);
      if (reason) throw conflict("CONFLICT", { reason });
      await tx.query("DELETE FROM markets WHERE id = $1", [id]);
    });
  } catch (error) {
    // Another domain's row still points at the market (a bet placed meanwhile, a suggestion).
    if (pgErrorCode(error) === PG_ERRORS.foreignKeyViolation) {
      throw conflict("CONFLICT", { reason: "Other records refer to this market." });
    }
    throw error;
  }
}
