// Runs the server's test suite a second time against real PostgreSQL (DESIGN §11). In CI the
// database must be reachable; on a developer machine without one, the pass is skipped loudly.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(new URL("../packages/server/package.json", import.meta.url));
const pg = require("pg");
const url = process.env.PULSO_TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.end();
} catch (error) {
  const message = `[pulso] PostgreSQL is not reachable at ${url.replace(/\/\/[^@]*@/, "//")}: ${error.message}`;
  if (process.env.CI) {
    console.error(`${message}\nCI requires the PostgreSQL pass.`);
    process.exit(1);
  }
  console.warn(`${message}\nSkipping the PostgreSQL pass (CI runs it).`);
  process.exit(0);
}

// Vitest's default is one worker fewer than the cores: one on the 2-core CI machines. These test
// files mostly wait on PostgreSQL and their sockets, so two run well side by side.
const result = spawnSync(
  "pnpm",
  ["exec", "vitest", "run", "--project", "server", "--maxWorkers=2"],
  {
    stdio: "inherit",
    env: { ...process.env, PULSO_TEST_DB: "postgres" },
  },
);
process.exit(result.status ?? 1);
