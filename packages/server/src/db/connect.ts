import type { Config } from "../config";
import type { Database } from "./database";
import { migrate } from "./migrate";
import { createPgliteDatabase } from "./pglite";
import { createPostgresDatabase } from "./postgres";

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite) and migrates it. */
export async function connectDatabase(
  config: Pick<Config, "DATABASE_URL" | "PULSO_DATA_DIR">,
): Promise<Database> {
  const db = config.DATABASE_URL
    ? await createPostgresDatabase(config.DATABASE_URL)
    : await createPgliteDatabase(config.PULSO_DATA_DIR);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
