// The baseline of the bets benchmark: pgbench running bet.sql (the server's bet transaction, one
// bet per commit) against a copy of the seeded database, with the same number of clients.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { percentile } from "../lib/report.mjs";

const script = fileURLToPath(new URL("bet.sql", import.meta.url));
const PGBENCH = process.env.PULSO_BENCH_PGBENCH ?? "pgbench";

/**
 * Writes the lookup table bet.sql picks its market from: row n (0 = hot, 1… = spread) and side
 * (0/1) give the market, the option bet on and the other option.
 */
export async function writeTargets(databaseUrl, markets) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `CREATE TABLE bench_targets (n int, side int, market_id text, option_id text, other_id text,
                                   PRIMARY KEY (n, side))`,
    );
    const rows = markets.flatMap((market, n) => [
      [n, 0, market.id, market.optionIds[0], market.optionIds[1]],
      [n, 1, market.id, market.optionIds[1], market.optionIds[0]],
    ]);
    await db.query(
      `INSERT INTO bench_targets
       SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[])`,
      [0, 1, 2, 3, 4].map((column) => rows.map((row) => row[column])),
    );
  } finally {
    await db.end();
  }
}

/** Runs a program to completion, resolving to its stdout; rejects with its stderr on failure. */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} exited ${code}: ${err.trim()}`)),
    );
  });
}

/**
 * Runs bet.sql for `seconds` with `clients` connections on markets first..last of
 * bench_targets. Resolves to bets/s (committed transactions per second, connection time
 * excluded) and p50/p99 latency in ms from pgbench's per-transaction log.
 */
export async function runPgbench({ databaseUrl, clients, seconds, users, first, last }) {
  const url = new URL(databaseUrl);
  const logs = mkdtempSync(join(tmpdir(), "pulso-pgbench-"));
  try {
    const out = await run(PGBENCH, [
      "-h",
      url.hostname,
      "-p",
      url.port || "5432",
      "-U",
      decodeURIComponent(url.username || "postgres"),
      "--no-vacuum",
      "-M",
      "extended",
      "-c",
      String(clients),
      "-j",
      String(Math.min(clients, 2)),
      "-T",
      String(seconds),
      "-D",
      `users=${users}`,
      "-D",
      `first=${first}`,
      "-D",
      `last=${last}`,
      "-f",
      script,
      "-l",
      `--log-prefix=${join(logs, "tx")}`,
      url.pathname.slice(1),
    ]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out);
    const failed = /number of failed transactions: (\d+)/.exec(out);
    if (!tps) throw new Error(`pgbench printed no tps:\n${out}`);
    // Log lines: client_id transaction_no latency_us script_no epoch_s epoch_us.
    const latencies = readdirSync(logs).flatMap((file) =>
      readFileSync(join(logs, file), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => Number(line.split(" ")[2]) / 1000),
    );
    return {
      betsPerSecond: Number(tps[1]),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      transactions: latencies.length,
      failed: failed ? Number(failed[1]) : 0,
    };
  } finally {
    rmSync(logs, { recursive: true, force: true });
  }
}
