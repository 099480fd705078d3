import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";

/**
 * Runs the real Pulso server as a child process for the sdk's integration test. The sdk may not
 * import the server package (DESIGN §1: sdk → core, api-client only), so the test starts its
 * built entry point, `packages/server/dist/main.js`, like `pnpm start` does.
 */

const REPO_ROOT = resolve(import.meta.dirname, "../../../..");
const SERVER_DIR = join(REPO_ROOT, "packages/server");
const SERVER_ENTRY = join(SERVER_DIR, "dist/main.js");

function newestSourceTime(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceTime(path));
    else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
      newest = Math.max(newest, statSync(path).mtimeMs);
    }
  }
  return newest;
}

/**
 * Builds the server (`pnpm --filter @pulso/server build`) when its bundle is missing or older
 * than its sources. A failed rebuild falls back to an existing bundle, with a warning.
 */
export function ensureServerBuild(): string {
  const built = existsSync(SERVER_ENTRY) ? statSync(SERVER_ENTRY).mtimeMs : 0;
  const sources = Math.max(
    newestSourceTime(join(SERVER_DIR, "src")),
    newestSourceTime(join(REPO_ROOT, "packages/core/src")),
  );
  if (built >= sources) return SERVER_ENTRY;
  const result = spawnSync("pnpm", ["--filter", "@pulso/server", "build"], {
    cwd: REPO_ROOT,
    encoding: "utf8",
    timeout: 120_000,
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim();
    if (!existsSync(SERVER_ENTRY)) throw new Error(`building @pulso/server failed:\n${output}`);
    console.warn(`[pulso] rebuilding @pulso/server failed; testing its previous build.\n${output}`);
  }
  return SERVER_ENTRY;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/** Settings of one server run. */
export interface ServerProcessOptions {
  entry: string;
  port: number;
  /** PGlite's folder (kept across restarts), or `memory`. */
  dataDir: string;
  /** Seed the demo data set on an empty database. */
  seed: boolean;
}

/** A running server process. */
export interface ServerProcess {
  origin: string;
  apiBase: string;
  /** What it printed, for failure messages. */
  output(): string;
  /** SIGTERM (graceful: sockets get 1001), SIGKILL after 10 s; resolves when it exited. */
  stop(): Promise<void>;
}

async function waitUntilAnswering(origin: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    }
    try {
      const response = await fetch(`${origin}/api/v1/openapi.json`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  throw new Error(`the server did not answer within 90 s:\n${output()}`);
}

/** Starts the server and resolves once `GET /api/v1/openapi.json` answers. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const origin = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, [options.entry], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(options.port),
      PUBLIC_URL: origin,
      PULSO_DATA_DIR: options.dataDir,
      PULSO_SEED: String(options.seed),
      LOG_LEVEL: "silent",
      // The tests sign up many readers from one address.
      SIGNUPS_PER_ADDRESS_PER_HOUR: "1000000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  child.stdout?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  const output = () => printed;
  const exited = new Promise<void>((resolveExit) => child.once("exit", () => resolveExit()));
  try {
    await waitUntilAnswering(origin, child, output);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    origin,
    apiBase: `${origin}/api/v1`,
    output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
