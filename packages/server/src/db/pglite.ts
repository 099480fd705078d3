import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { Database, Queryable, QueryResult } from "./database";

const INT8 = 20;

/** Embedded PostgreSQL: files under `dataDir`, or in memory when dataDir is "memory". */
export async function createPgliteDatabase(dataDir: string): Promise<Database> {
  const inMemory = dataDir === "memory";
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(inMemory ? {} : { dataDir }),
    parsers: { [INT8]: (value: string) => Number(value) },
  });
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
