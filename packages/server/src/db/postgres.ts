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

/** How long opening a new connection may take before it fails (503), in ms. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A connection pool to a real PostgreSQL server. While the server is down or restarting, calls
 * fail at once (or after `connectTimeoutMs` when it does not answer) with errors that
 * `isDatabaseUnavailable` recognises; the pool reconnects by itself once it is back.
 */
export async function createPostgresDatabase(
  connectionString: string,
  options: {
    max?: number;
    connectTimeoutMs?: number;
    /** Open one connection before resolving, so a wrong URL fails at start (default true). */
    checkAtStart?: boolean;
  } = {},
): Promise<Database> {
  const connectTimeoutMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
  // The timeout goes on each new connection, not on the pool: pg-pool would also apply it to
  // waiting for a busy pool, and a burst of bets queueing there is load, not an outage.
  class TimedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
    }
  }
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    types,
    Client: TimedClient as unknown as new () => pg.ClientBase,
  });
  // Fail at start, with the server's own message, when the database is unreachable.
  if (options.checkAtStart ?? true) {
    const client = await pool.connect();
    client.release();
  }
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
      // A checked-out client has no listener of its own: without this one, a connection that
      // dies between two statements (a database restart) would be an uncaught 'error' event
      // and kill the process. The failure reaches `work` through its next query instead.
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
      };
      connection.on("error", onError);
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
        connection.off("error", onError);
        // A broken client is destroyed, not returned to the pool.
        connection.release(broken);
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
