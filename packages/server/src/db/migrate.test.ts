import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { TEST_DB_KIND } from "../test-utils/testServer";
import { createPostgresDatabase } from "./postgres";
import { migrate, MIGRATIONS } from "./migrate";

const ADMIN_URL = process.env.PULSO_TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

describe("migrate", () => {
  it.runIf(TEST_DB_KIND === "postgres")(
    "lets instances that start together on an empty PostgreSQL database apply each migration once",
    async () => {
      const name = `pulso_test_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
      // Separate pools, as separate server processes would have.
      const instances = await Promise.all(
        Array.from({ length: 4 }, () => createPostgresDatabase(url, { max: 2 })),
      );
      try {
        const results = await Promise.all(instances.map((db) => migrate(db)));
        expect(results.flat().sort()).toEqual(MIGRATIONS.map((migration) => migration.id).sort());
        const { rows } = await instances[0]!.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM schema_migrations",
        );
        expect(rows[0]?.n).toBe(MIGRATIONS.length);
      } finally {
        await Promise.all(instances.map((db) => db.close()));
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );
});
