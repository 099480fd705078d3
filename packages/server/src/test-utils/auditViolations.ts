import type { Database, Queryable } from "../db/database";
import { ledgerAudit } from "../ledger/audit";

class RolledBack extends Error {}

/**
 * The audit's broken invariants after `change`, run inside a transaction that is then rolled
 * back: a test breaks an invariant on purpose and sees the audit name it, leaving nothing behind.
 */
export async function violationsWith(
  db: Database,
  change: (tx: Queryable) => Promise<void>,
): Promise<string[]> {
  let seen: string[] = [];
  await db
    .transaction(async (tx) => {
      await change(tx);
      seen = (await ledgerAudit(tx)).violations.map((violation) => violation.invariant);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return seen;
}
