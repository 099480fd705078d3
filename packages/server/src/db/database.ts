/** A row as the database returns it: int8 columns come back as numbers (safe integers). */
export type Row = Record<string, unknown>;

/** The result of one statement. */
export interface QueryResult<TRow> {
  rows: TRow[];
  rowCount: number;
}

/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<TRow = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<TRow>>;
  /** Runs several statements at once, without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
}

/**
 * The server's database: PostgreSQL through `pg`, or PGlite (PostgreSQL in WASM) when no
 * DATABASE_URL is set. One SQL dialect either way (DESIGN §4).
 */
export interface Database extends Queryable {
  readonly kind: "postgres" | "pglite";
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PostgreSQL error codes the server reacts to. */
export const PG_ERRORS = {
  uniqueViolation: "23505",
  checkViolation: "23514",
  foreignKeyViolation: "23503",
  serializationFailure: "40001",
  deadlockDetected: "40P01",
  raiseException: "P0001",
} as const;

/** The SQLSTATE code of a database error, if it is one. */
export function pgErrorCode(error: unknown): string | undefined {
  if (typeof error === "object" && error !== null && "code" in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === "string" ? code : undefined;
  }
  return undefined;
}
