import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerAudit } from "../../ledger/audit";
import type { Database } from "../database";
import { migrate, MIGRATIONS } from "../migrate";
import { createPgliteDatabase } from "../pglite";

/** Posts a balanced movement the way the ledger did before migration 0012 (no promo column). */
async function legacyPosting(
  db: Database,
  kind: string,
  userId: string,
  entries: [string, number][],
): Promise<void> {
  await db.transaction(async (tx) => {
    const posted = await tx.query<{ id: number }>(
      `INSERT INTO ledger_transactions (kind, reference, user_id)
       VALUES ($1, $1 || ':' || $2 || ':' || gen_random_uuid(), $2) RETURNING id`,
      [kind, userId],
    );
    for (const [account, cents] of entries) {
      await tx.query(
        "INSERT INTO ledger_entries (transaction_id, account, amount_cents) VALUES ($1, $2, $3)",
        [posted.rows[0]?.id, account, cents],
      );
      if (account === `user:${userId}`) {
        await tx.query("UPDATE users SET balance_cents = balance_cents + $2 WHERE id = $1", [
          userId,
          cents,
        ]);
      }
    }
  });
}

/**
 * Migration 0012 on a database that already has money in it: the sign-up credit the old rule
 * kept from withdrawal stays promo credit, and the audit holds older movements to the old rule.
 */
describe("migration 0012 (promo credit) on existing data", () => {
  let db: Database;
  beforeAll(async () => {
    db = await createPgliteDatabase("memory");
    await db.exec(
      "CREATE TABLE schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    for (const migration of MIGRATIONS) {
      if (migration.id === "0012_promo_credit") break;
      await db.exec(migration.sql);
      await db.query("INSERT INTO schema_migrations (id) VALUES ($1)", [migration.id]);
    }
    for (const id of ["staker", "winner", "idle"]) {
      await db.query(
        `INSERT INTO users (id, name, email, email_normalized, password_hash)
         VALUES ($1, $1, $1 || '@example.com', $1 || '@example.com', 'x')`,
        [id],
      );
      await legacyPosting(db, "signup_credit", id, [
        ["house:promo", -1_000],
        [`user:${id}`, 1_000],
      ]);
    }
    // Staked $6 of the credit: $4 of it is still unspent.
    await legacyPosting(db, "bet", "staker", [
      ["user:staker", -600],
      ["house:fees", 600],
    ]);
    // Won $20 without staking, and withdrew it with no deposit, as the old rule allowed.
    await legacyPosting(db, "payout", "winner", [
      ["house:subsidy", -2_000],
      ["user:winner", 2_000],
    ]);
    await legacyPosting(db, "withdrawal", "winner", [
      ["user:winner", -2_000],
      ["house:withdrawals-held", 2_000],
    ]);
    // This one, and those after it.
    expect((await migrate(db))[0]).toBe("0012_promo_credit");
  });
  afterAll(() => db?.close());

  it("keeps each user's unspent sign-up credit as promo credit, within the balance", async () => {
    const users = await db.query<{ id: string; balance_cents: number; promo_cents: number }>(
      "SELECT id, balance_cents, promo_cents FROM users ORDER BY id",
    );
    expect(
      users.rows.map((row) => [row.id, Number(row.balance_cents), Number(row.promo_cents)]),
    ).toEqual([
      ["idle", 1_000, 1_000],
      ["staker", 400, 400],
      ["winner", 1_000, 1_000],
    ]);
    const openings = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'promo_opening'",
    );
    expect(openings.rows[0]?.n).toBe(3);
  });

  it("leaves a ledger the audit finds sound", async () => {
    const report = await ledgerAudit(db);
    expect(report.violations).toEqual([]);
  });
});
