import { spawn, type ChildProcess } from "node:child_process";
import { SERVER_MAIN } from "./paths";
import { waitFor } from "./waitFor";

/** A `node packages/server/dist/main.js` process, as production runs it. */
export interface ServerProcess {
  name: string;
  origin: string;
  /** The pid of the process (for the report when something goes wrong). */
  pid: number;
  /** Exit code or signal once it has exited; undefined while it runs. */
  exit(): { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /** The last lines it printed (stdout and stderr), for failure messages. */
  output(): string;
  /** Sends SIGKILL: the instance dies without closing anything, as on a crashed host. */
  kill(): Promise<void>;
  /** Asks it to stop (SIGTERM) and waits for it; SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

const KEPT_LINES = 200;

/**
 * Starts one server instance on 127.0.0.1:`port` with `env` on top of a production-like base
 * (NODE_ENV=production, no demo data), and resolves once `/healthz` answers.
 */
export async function startServerProcess(options: {
  name: string;
  port: number;
  env: Record<string, string>;
}): Promise<ServerProcess> {
  const { name, port } = options;
  const origin = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PULSO_SEED: "false",
      // The scenarios deposit through the sandbox card processor, which production refuses.
      PULSO_ALLOW_UNSAFE_PRODUCTION: "staging",
      LOG_LEVEL: "warn",
      // The scenarios sign up whole populations from one address.
      SIGNUPS_PER_ADDRESS_PER_HOUR: "1000000",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n")) {
      if (line.trim()) lines.push(line);
    }
    if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exitPromise = new Promise<void>((resolve) => {
    child.once("exit", (code, signal) => {
      exited = { code, signal };
      resolve();
    });
  });
  const output = () => lines.join("\n");

  try {
    await waitFor(
      `${name} to answer /healthz`,
      async () => {
        if (exited) {
          throw new Error(`${name} exited (${JSON.stringify(exited)}):\n${output()}`);
        }
        const response = await fetch(`${origin}/healthz`).catch(() => undefined);
        return response?.ok === true;
      },
      { timeoutMs: 60_000, intervalMs: 100 },
    );
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${name} did not start: ${(error as Error).message}\n${output()}`);
  }

  return {
    name,
    origin,
    pid: child.pid ?? -1,
    exit: () => exited,
    output,
    async kill() {
      if (exited) return;
      child.kill("SIGKILL");
      await exitPromise;
    },
    async stop(graceMs = 10_000) {
      if (exited) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await exitPromise;
      clearTimeout(timer);
    },
  };
}
