import pg from "pg";
import type { Database, Queryable } from "./database";

const INT8 = 20;
const INT8_ARRAY = 1016;

/** int8 as JS numbers: every amount the server stores is a safe integer (DESIGN §2). */
const types = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === INT8) return (value: string) => Number(value);
    if (oid === INT8_ARRAY) {
      return (value: string) =>
        value === "{}"
          ? []
          : value
              .slice(1, -1)
              .split(",")
              .map((item) => (item === "NULL" ? null : Number(item)));
    }
    return pg.types.getTypeParser(oid, format);
  },
};

/** A connection pool to a real PostgreSQL server. */
export async function createPostgresDatabase(
  connectionString: string,
  options: { max?: number } = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, types });
  // Fail at start, with the server's own message, when the database is unreachable.
  const client = await pool.connect();
  client.release();
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it on the next checkout.
  });
  return {
    kind: "postgres",
    query: async (sql, params) => {
      const result = await pool.query(sql, params as unknown[] | undefined);
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
    transaction: async (work) => {
      const connection = await pool.connect();
      const queryable: Queryable = {
        query: async (sql, params) => {
          const result = await connection.query(sql, params as unknown[] | undefined);
          return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
        },
        exec: async (sql) => {
          await connection.query(sql);
        },
      };
      try {
        await connection.query("BEGIN");
        const value = await work(queryable);
        await connection.query("COMMIT");
        return value;
      } catch (error) {
        await connection.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
