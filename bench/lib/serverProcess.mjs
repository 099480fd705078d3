// Starts the built Pulso server (packages/server/dist/main.js) as its own process, the way
// production runs it, and waits until it answers. Benchmarks drive it over HTTP and WebSocket.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const serverMain = fileURLToPath(new URL("../../packages/server/dist/main.js", import.meta.url));

/** Builds the server once per run when its bundle is missing or `rebuild` is asked for. */
export function buildServer({ rebuild = false } = {}) {
  if (!rebuild && existsSync(serverMain)) return;
  const result = spawnSync("pnpm", ["--filter", "@pulso/server", "build"], {
    cwd: repo,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error("the server build failed");
}

/**
 * Starts one server process on `port` with `env` added to the defaults (no demo data, warnings
 * only, PGlite in memory unless `DATABASE_URL` is given) and resolves once `/api/v1/openapi.json`
 * answers. `stop()` ends it with SIGTERM (SIGKILL after 5 s); `kill()` ends it at once. `nodeArgs`
 * go to node before the script (`--cpu-prof` for a profile, written when the server stops).
 */
export async function startServer({ port, env = {}, timeoutMs = 60_000, nodeArgs = [] }) {
  buildServer();
  const child = spawn(process.execPath, [...nodeArgs, serverMain], {
    cwd: repo,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PULSO_DATA_DIR: "memory",
      PULSO_SEED: "false",
      // The benches deposit through the sandbox card processor, which production refuses.
      PULSO_ALLOW_UNSAFE_PRODUCTION: "staging",
      LOG_LEVEL: "warn",
      // The benches sign up many users from one address.
      SIGNUPS_PER_ADDRESS_PER_HOUR: "1000000",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/api/v1/openapi.json`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not answer on ${origin} within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    pid: child.pid,
    exited,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      if (child.exitCode !== null) return;
      child.kill("SIGKILL");
      await exited;
    },
  };
}
