import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { Database, Queryable, QueryResult } from "./database";

const INT8 = 20;

/** Values PGlite parses the way the PostgreSQL driver is set up to: bigint as a number. */
export const PGLITE_PARSERS = { [INT8]: (value: string) => Number(value) };

/**
 * Embedded PostgreSQL: files under `dataDir`, or in memory when dataDir is "memory". `loadDataDir`
 * starts it from a dump of another instance's files (`PGlite.dumpDataDir`) instead of an empty
 * cluster; the tests use it to skip creating and migrating a cluster per file.
 */
export async function createPgliteDatabase(
  dataDir: string,
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  const inMemory = dataDir === "memory";
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(inMemory ? {} : { dataDir }),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: PGLITE_PARSERS,
  });
  return pgliteDatabase(pglite);
}

/** The {@link Database} over an open PGlite instance. */
export function pgliteDatabase(pglite: PGlite): Database {
  const run = async <TRow>(
    target: Pick<PGlite, "query">,
    sql: string,
    params?: readonly unknown[],
  ): Promise<QueryResult<TRow>> => {
    const result = await target.query<TRow>(sql, params as unknown[] | undefined);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  };
  return {
    kind: "pglite",
    query: (sql, params) => run(pglite, sql, params),
    transaction: (work) =>
      pglite.transaction((tx) => {
        const queryable: Queryable = {
          query: (sql, params) => run(tx, sql, params),
          exec: async (sql) => {
            await tx.exec(sql);
          },
        };
        return work(queryable);
      }),
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    close: () => pglite.close(),
  };
}
