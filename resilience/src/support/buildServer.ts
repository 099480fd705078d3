import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "./paths";

/**
 * Vitest global setup: builds the server once (`dist/main.js`, `dist/audit.js`) so the tests
 * run the very files production runs. Other suites build it too, hence the shared lock.
 */
export default function buildServer(): void {
  const lock = join(tmpdir(), "pulso-server-build.lock");
  const result = spawnSync("flock", [lock, "pnpm", "--filter", "@pulso/server", "build"], {
    cwd: REPO_ROOT,
    encoding: "utf8",
  });
  if (result.status !== 0) {
    throw new Error(
      `Building the server failed (exit ${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}\n${result.error?.message ?? ""}`,
    );
  }
}
