import type { Queryable } from "../db/database";

/** Each table's row count and a digest of all its rows, by table name. */
export type StateFingerprint = Readonly<Record<string, string>>;

/**
 * The database's tables, read from the catalog so a table added by a later migration is
 * fingerprinted without anyone remembering to list it here.
 */
export async function listTables(db: Queryable): Promise<string[]> {
  const result = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
      ORDER BY table_name`,
  );
  return result.rows.map((row) => row.name);
}

/**
 * A fingerprint of the whole database in one statement: per table, the row count and the sum of
 * a 64-bit hash of each row's text. Two equal fingerprints mean no row was added, removed or
 * changed, whatever the table (balances, ledger, bets, sessions, settings…), short of a hash
 * collision.
 *
 * It is taken again only when a transaction may have written since the last one: PostgreSQL
 * assigns a transaction id to every transaction that modifies (or locks) a row, so an unchanged
 * next-id means nothing was written and the last fingerprint still holds. Requests that are
 * refused before touching the database, most of them, cost one tiny query.
 */
export function createStateFingerprinter(
  db: Queryable,
  tables: readonly string[],
): () => Promise<StateFingerprint> {
  if (tables.length === 0) throw new Error("no tables to fingerprint");
  const sql = tables
    .map(
      (table) =>
        `SELECT '${table}' AS name, count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)::numeric), 0) AS digest FROM "${table}" t`,
    )
    .join(" UNION ALL ");
  let last: { nextXid: string; fingerprint: StateFingerprint } | undefined;
  return async () => {
    const xid = await db.query<{ next: string }>(
      "SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS next",
    );
    const nextXid = xid.rows[0]?.next ?? "";
    if (last && last.nextXid === nextXid) return last.fingerprint;
    const result = await db.query<{ name: string; digest: string }>(sql);
    const fingerprint = Object.fromEntries(result.rows.map((row) => [row.name, row.digest]));
    last = { nextXid, fingerprint };
    return fingerprint;
  };
}

/** The tables whose digest differs between two fingerprints. */
export function changedTables(before: StateFingerprint, after: StateFingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
