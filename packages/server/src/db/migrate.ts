import type { Database } from "./database";
import init from "./migrations/0001_init";
import social from "./migrations/0004_social";
import embed from "./migrations/0005_embed";
import deposits from "./migrations/0006_deposits";
import site from "./migrations/0007_site";
import tickets from "./migrations/0008_tickets";
import cryptoPayments from "./migrations/0009_crypto";
import idempotencyLease from "./migrations/0010_idempotency_lease";
import rateLimits from "./migrations/0011_rate_limits";
import promoCredit from "./migrations/0012_promo_credit";
import blackout from "./migrations/0013_blackout";
import publishers from "./migrations/0014_publishers";
import wording from "./migrations/0015_wording";
import settlementRuns from "./migrations/0016_settlement_runs";

/** The migrations in order; a new one is appended, never edited once shipped. */
export const MIGRATIONS: readonly { id: string; sql: string }[] = [
  { id: "0001_init", sql: init },
  { id: "0004_social", sql: social },
  { id: "0005_embed", sql: embed },
  { id: "0006_deposits", sql: deposits },
  { id: "0007_site", sql: site },
  { id: "0008_tickets", sql: tickets },
  { id: "0009_crypto", sql: cryptoPayments },
  { id: "0010_idempotency_lease", sql: idempotencyLease },
  { id: "0011_rate_limits", sql: rateLimits },
  { id: "0012_promo_credit", sql: promoCredit },
  { id: "0013_blackout", sql: blackout },
  { id: "0014_publishers", sql: publishers },
  { id: "0015_wording", sql: wording },
  { id: "0016_settlement_runs", sql: settlementRuns },
];

/** Lock key so that instances starting together apply each migration once. */
const MIGRATION_LOCK = 7_312_001;

/**
 * Applies every migration not yet applied, in order, in one transaction that holds an advisory
 * lock: instances starting together on one database wait for each other, and each migration is
 * applied once. The bookkeeping table is created under the lock too, since two concurrent
 * `CREATE TABLE IF NOT EXISTS` can both try to create it and one fail.
 */
export async function migrate(db: Database): Promise<string[]> {
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await tx.exec(
      "CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const done = await tx.query<{ id: string }>("SELECT id FROM schema_migrations");
    const seen = new Set(done.rows.map((row) => row.id));
    for (const migration of MIGRATIONS) {
      if (seen.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query("INSERT INTO schema_migrations (id) VALUES ($1)", [migration.id]);
      applied.push(migration.id);
    }
  });
  return applied;
}
