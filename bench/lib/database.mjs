// A fresh PostgreSQL database per benchmark run, dropped afterwards, on the server named by
// PULSO_BENCH_PG_URL (default: the local server's `postgres` database).
import { randomBytes } from "node:crypto";
import pg from "pg";

export const ADMIN_URL =
  process.env.PULSO_BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Creates an empty database; resolves to its URL and a `drop()` that removes it. */
export async function createDatabase(prefix = "pulso_bench") {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  return {
    name,
    url,
    async drop() {
      const cleaner = new pg.Client({ connectionString: ADMIN_URL });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}
