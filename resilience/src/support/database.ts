import { randomBytes } from "node:crypto";
import pg from "pg";
import { ADMIN_PG_URL } from "./paths";

/** A throwaway database on an existing PostgreSQL server. */
export interface ScratchDatabase {
  url: string;
  /** A client for the test's own checks (closed by `drop`). */
  pool: pg.Pool;
  drop(): Promise<void>;
}

/**
 * Creates an empty database `pulso_resilience_<random>` on the server at `adminUrl` (the
 * machine's PostgreSQL by default); the server instances migrate it when they start.
 */
export async function createScratchDatabase(adminUrl = ADMIN_PG_URL): Promise<ScratchDatabase> {
  const name = `pulso_resilience_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  // The private cluster of the restart test goes away under this pool: never crash on it.
  pool.on("error", () => {});
  return {
    url,
    pool,
    async drop() {
      await pool.end().catch(() => undefined);
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      try {
        await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleaner.end();
      }
    },
  };
}
