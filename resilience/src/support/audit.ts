import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { SERVER_AUDIT } from "./paths";

/** The audit command's exit code and report. */
export interface AuditRun {
  code: number;
  report: string;
}

/**
 * Runs the production ledger audit (`node packages/server/dist/audit.js`) against `databaseUrl`:
 * exit code 0 and "Ledger sound" when every DESIGN §3 invariant holds.
 */
export async function runLedgerAudit(databaseUrl: string): Promise<AuditRun> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [SERVER_AUDIT], {
      env: { PATH: process.env.PATH ?? "", DATABASE_URL: databaseUrl },
      encoding: "utf8",
    });
    return { code: 0, report: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: typeof failed.code === "number" ? failed.code : 1,
      report: `${failed.stdout ?? ""}${failed.stderr ?? ""}`,
    };
  }
}
