import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A PostgreSQL cluster of the test's own, which it may stop and restart at will. */
export interface PrivateCluster {
  /** The superuser's URL to its `postgres` database. */
  adminUrl: string;
  port: number;
  /** `pg_ctl restart -m fast`: sessions are terminated, the server is back when this resolves. */
  restart(): Promise<void>;
  /** `pg_ctl stop -m fast`: sessions are terminated and the server is down when this resolves. */
  stop(): Promise<void>;
  /** `pg_ctl start`, resolving once it accepts connections. */
  start(): Promise<void>;
  /** Stops it if running and deletes its files. */
  destroy(): Promise<void>;
}

const execFileAsync = promisify(execFile);

/** Where initdb and pg_ctl are: PULSO_PG_BIN, Debian's layout (newest first), or the PATH. */
function postgresBinDir(): string | undefined {
  if (process.env.PULSO_PG_BIN) return process.env.PULSO_PG_BIN;
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((entry) => existsSync(join(debian, entry, "bin", "initdb")))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(debian, versions[0], "bin");
  }
  try {
    return execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim();
  } catch {
    return undefined;
  }
}

/**
 * Creates and starts a throwaway cluster in a temporary directory on `port`, listening on
 * 127.0.0.1 with its socket in that directory (the machine's own cluster is never touched).
 * PostgreSQL refuses to run as root, so under root the directory is given to the `postgres`
 * OS user and the commands run as that user.
 */
export async function startPrivateCluster(port: number): Promise<PrivateCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("initdb not found: install PostgreSQL or set PULSO_PG_BIN");
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), "pulso-pg-"));
  const data = join(dir, "data");
  const log = join(dir, "postgres.log");
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  // Asynchronous, so the test's own clients keep running while PostgreSQL stops and starts.
  const run = async (tool: string, args: string[]) => {
    const command = asRoot ? "runuser" : join(bin, tool);
    const argv = asRoot ? ["-u", "postgres", "--", join(bin, tool), ...args] : args;
    try {
      await execFileAsync(command, argv, { cwd: dir, encoding: "utf8" });
    } catch (error) {
      const logText = existsSync(log) ? readFileSync(log, "utf8").slice(-2000) : "";
      const stderr = (error as { stderr?: string }).stderr ?? "";
      throw new Error(`${tool} ${args.join(" ")} failed: ${stderr}\n${logText}`, { cause: error });
    }
  };
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const start = () => run("pg_ctl", ["start", "-w", "-D", data, "-l", log, "-o", serverOptions]);
  let running = false;

  try {
    await run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"]);
    await start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  running = true;

  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async restart() {
      await run("pg_ctl", [
        "restart",
        "-w",
        "-m",
        "fast",
        "-D",
        data,
        "-l",
        log,
        "-o",
        serverOptions,
      ]);
      running = true;
    },
    async stop() {
      await run("pg_ctl", ["stop", "-w", "-m", "fast", "-D", data]);
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      try {
        if (running) await run("pg_ctl", ["stop", "-w", "-m", "immediate", "-D", data]);
      } finally {
        running = false;
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
