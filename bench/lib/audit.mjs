// The server's ledger audit (packages/server/dist/audit.js) run on a benchmark's database: every
// benchmark that moves money reports whether the ledger stayed sound.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const audit = fileURLToPath(new URL("../../packages/server/dist/audit.js", import.meta.url));

/** Runs the audit on the database at `databaseUrl`: true when it passed (its report is printed when not). */
export function runAudit(databaseUrl) {
  const result = spawnSync(process.execPath, [audit], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  if (result.status !== 0) console.error(result.stdout, result.stderr);
  return result.status === 0;
}
