import { fileURLToPath } from "node:url";

/** The repository's root (this file is resilience/src/support/paths.ts). */
export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** The built server's entry point and audit command (`pnpm --filter @pulso/server build`). */
export const SERVER_MAIN = fileURLToPath(
  new URL("../../../packages/server/dist/main.js", import.meta.url),
);
export const SERVER_AUDIT = fileURLToPath(
  new URL("../../../packages/server/dist/audit.js", import.meta.url),
);

/** The machine's PostgreSQL, where the scale-out test creates (and drops) its database. */
export const ADMIN_PG_URL =
  process.env.PULSO_TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** The machine's Redis, shared by the instances of the scale-out test. */
export const REDIS_URL = process.env.PULSO_TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
