import { realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { ConfigError, loadConfig } from "./config";
import { connectDatabase } from "./db/connect";
import type { Database } from "./db/database";
import { ledgerAudit, type AuditReport } from "./ledger/audit";

/** Where the report goes: one line at a time (stdout by default). */
export type AuditPrinter = (line: string) => void;

/** The audit report as readable lines: every invariant checked, each broken one with its rows. */
export function formatAuditReport(report: AuditReport, storage: string): string[] {
  const broken = new Map(report.violations.map((violation) => [violation.invariant, violation]));
  const lines = [`Pulso ledger audit (${storage})`, ""];
  for (const invariant of report.checked) {
    const violation = broken.get(invariant);
    lines.push(`  ${violation ? "FAIL" : "ok  "}  ${invariant}`);
    if (violation) {
      for (const row of Array.isArray(violation.detail) ? violation.detail : [violation.detail]) {
        lines.push(`          ${JSON.stringify(row)}`);
      }
    }
  }
  lines.push("");
  lines.push(
    report.ok
      ? `Ledger sound: all ${report.checked.length} invariants hold.`
      : `Ledger BROKEN: ${report.violations.length} of ${report.checked.length} invariants fail.`,
  );
  return lines;
}

/**
 * The audit command (`pnpm --filter @pulso/server audit`): connects to the configured database
 * (DATABASE_URL, else PGlite under PULSO_DATA_DIR), checks every ledger invariant of DESIGN §3,
 * prints a readable report, and returns the exit code: 0 when the ledger is sound, 1 when an
 * invariant is broken or the audit could not run.
 */
export async function runAuditCli(
  env: Record<string, string | undefined>,
  print: AuditPrinter = (line) => console.log(line),
): Promise<number> {
  let db: Database | undefined;
  try {
    const config = loadConfig(env);
    db = await connectDatabase(config);
    const storage = config.DATABASE_URL
      ? `PostgreSQL ${new URL(config.DATABASE_URL).pathname.slice(1)}`
      : `PGlite ${config.PULSO_DATA_DIR}`;
    const report = await ledgerAudit(db);
    for (const line of formatAuditReport(report, storage)) print(line);
    return report.ok ? 0 : 1;
  } catch (error) {
    const reason = error instanceof ConfigError ? error.message : String(error);
    print(`Pulso ledger audit could not run: ${reason}`);
    return 1;
  } finally {
    await db?.close();
  }
}

/** Whether this module is the process's entry point (`node dist/audit.js`), not an import. */
function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  runAuditCli(process.env).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error("[pulso] audit failed", error);
      process.exitCode = 1;
    },
  );
}
