// CPU time used by another process, from /proc (Linux): how the deliveries benchmark tells a
// server's own work from the share of the cores a busy machine leaves it.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

let ticksPerSecond = null;

/** Clock ticks per second of /proc's CPU counters (`getconf CLK_TCK`, 100 almost everywhere). */
function clockTicks() {
  if (ticksPerSecond === null) {
    const answer = spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" });
    ticksPerSecond = Number(answer.stdout.trim()) || 100;
  }
  return ticksPerSecond;
}

/** User + system CPU milliseconds `pid` has used so far, or null where /proc is missing. */
export function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces) start at its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / clockTicks();
  } catch {
    return null;
  }
}
