// Where a server process spent its CPU: reads the V8 `.cpuprofile` files `node --cpu-prof` wrote
// and sums each sample's time by what ran at the top of the stack (self time): idle, garbage
// collection, the program's own code by module, each npm package, Node's internals. Used by
// `bench/bets.mjs --profile` (DESIGN §10 asks for a profile before choosing how to make bets
// faster); prints nothing itself.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The bucket a stack frame's self time counts in: a package, a program module, or V8/Node. */
function bucketOf(frame) {
  const { url, functionName } = frame;
  if (functionName === "(idle)") return "(idle)";
  if (functionName === "(garbage collector)") return "(garbage collector)";
  if (functionName === "(program)") return "(program: V8 and native)";
  if (!url) return `(native) ${functionName || "anonymous"}`;
  const modules = url.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const [scope = "", name = ""] = url.slice(modules + "node_modules/".length).split("/");
    return scope.startsWith("@") ? `${scope}/${name}` : scope;
  }
  if (url.startsWith("node:")) {
    // node:internal/streams/…, node:net, …: one bucket per top module.
    return url.split("/").slice(0, 2).join("/");
  }
  const file = url.slice(url.lastIndexOf("/") + 1);
  return `(program) ${file}`;
}

/** The function a frame is, for the top-functions list: name, file and line. */
function functionOf(frame) {
  const file = frame.url ? frame.url.slice(frame.url.lastIndexOf("/") + 1) : "";
  return `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber + 1}`;
}

/**
 * Adds one profile's self time per bucket and per function into the two maps, in ms, counting
 * only samples taken inside `window` (monotonic µs, the clock of `process.hrtime` and of V8's
 * profiles on Linux) when one is given: the measured load, not the server's start-up.
 */
function addProfile(profile, buckets, functions, window) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const { samples, timeDeltas } = profile;
  let at = profile.startTime;
  for (let index = 0; index < samples.length; index += 1) {
    at += timeDeltas[index] ?? 0;
    if (window && (at < window.fromMicros || at > window.toMicros)) continue;
    const node = byId.get(samples[index]);
    if (!node) continue;
    // The delta before sample i+1 is the time sample i stood for.
    const ms = (timeDeltas[index + 1] ?? 0) / 1000;
    const bucket = bucketOf(node.callFrame);
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + ms);
    if (!bucket.startsWith("(idle)")) {
      const name = functionOf(node.callFrame);
      functions.set(name, (functions.get(name) ?? 0) + ms);
    }
  }
}

/** Now on the monotonic clock V8's profiles use, in µs. */
export function monotonicMicros() {
  return Number(process.hrtime.bigint() / 1000n);
}

/**
 * Summarizes every `.cpuprofile` in `directory` (only the samples inside `window`, when given,
 * from `monotonicMicros()` readings): the wall time sampled, the share that was idle
 * (the process waited on the database or the network), and the busy time split by bucket and by
 * function, largest first, as percentages of the busy time.
 */
export function summarizeCpuProfiles(directory, { top = 15, window } = {}) {
  const buckets = new Map();
  const functions = new Map();
  const files = readdirSync(directory).filter((name) => name.endsWith(".cpuprofile"));
  for (const name of files) {
    addProfile(JSON.parse(readFileSync(join(directory, name), "utf8")), buckets, functions, window);
  }
  const sampledMs = [...buckets.values()].reduce((sum, ms) => sum + ms, 0);
  const idleMs = buckets.get("(idle)") ?? 0;
  const busyMs = sampledMs - idleMs;
  const shares = (map) =>
    Object.fromEntries(
      [...map]
        .filter(([name]) => name !== "(idle)")
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([name, ms]) => [name, Math.round((1000 * ms) / Math.max(busyMs, 1)) / 10]),
    );
  return {
    profiles: files.length,
    sampledMs: Math.round(sampledMs),
    idlePercent: Math.round((1000 * idleMs) / Math.max(sampledMs, 1)) / 10,
    busyPercentByBucket: shares(buckets),
    busyPercentByFunction: shares(functions),
  };
}
