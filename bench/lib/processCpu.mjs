// CPU time spent by the processes a benchmark involves, from Linux's /proc: the server, every
// PostgreSQL process, and the benchmark itself (the load generator). Taken before and after a
// measurement, the difference per bet says where a bet's time goes on the machine's cores — the
// database, the server's JavaScript, or the client. Elsewhere than Linux it reports nothing.
import { existsSync, readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100;

/**
 * utime + stime of one process in ms, with the time of its children that ended and it reaped
 * (cutime + cstime: the postmaster's share of backends that came and went, the benchmark's share
 * of a pgbench run), or 0 when it is gone.
 */
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces) start past its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Every PostgreSQL process on the machine (the postmaster and its backends). */
function postgresPids() {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres";
      } catch {
        return false;
      }
    });
}

/**
 * A snapshot of CPU ms used so far by the server (`serverPid`, or none), by PostgreSQL and by
 * this process with its ended children (pgbench); null where /proc does not exist. A backend that
 * ended between two snapshots counts through the postmaster, which reaped it.
 */
export function cpuSnapshot(serverPid) {
  if (!existsSync("/proc/self/stat")) return null;
  const postgres = new Map(postgresPids().map((pid) => [pid, cpuMsOf(pid)]));
  return {
    server: serverPid ? cpuMsOf(serverPid) : 0,
    postgres,
    bench: cpuMsOf("self"),
    at: performance.now(),
  };
}

/**
 * CPU ms per bet between two snapshots, by process group, their sum, and the wall time they
 * spanned. The load generator is this process (the HTTP load) or pgbench (the baseline).
 */
export function cpuPerBet(before, after, bets) {
  if (!before || !after || bets === 0) return null;
  let postgres = 0;
  for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
  const per = (ms) => Math.round((100 * ms) / bets) / 100;
  const server = after.server - before.server;
  const load = after.bench - before.bench;
  return {
    serverMsPerBet: per(server),
    postgresMsPerBet: per(postgres),
    loadGeneratorMsPerBet: per(load),
    totalMsPerBet: per(server + postgres + load),
    wallMsPerBet: per(after.at - before.at),
  };
}
