// `pnpm bench`: every benchmark of DESIGN §10 in turn, each in its own process, each printing one
// JSON line per measurement (figure, same-run baseline, budget, met). `--quick` is the short run
// CI uses to prove every benchmark still runs; benchmarks never decide whether a run passes, so a
// benchmark that crashes is reported in the closing summary line and the exit code stays 0 unless
// `--strict` is given. `pnpm bench <name> …` runs only the named ones.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** Each benchmark, in the order they run: the cheap ones first. */
const benches = {
  weight: "weight.mjs",
  bets: "bets.mjs",
  resolution: "resolution.mjs",
  realtime: "realtime.mjs",
  page: "page.mjs",
  lighthouse: "lighthouse.mjs",
};
/** Too slow for the quick run CI makes: run there only when named. */
const fullRunOnly = new Set(["lighthouse"]);

const args = process.argv.slice(2);
const flags = args.filter((arg) => arg.startsWith("--"));
const named = args.filter((arg) => !arg.startsWith("--"));
const unknown = named.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark ${unknown.join(", ")}; choose from ${Object.keys(benches).join(", ")}.`,
  );
  process.exit(2);
}
const quickRun = flags.includes("--quick") || process.env.PULSO_BENCH_QUICK === "1";
const chosen =
  named.length > 0
    ? named
    : Object.keys(benches).filter((name) => !(quickRun && fullRunOnly.has(name)));
const skipped = Object.keys(benches).filter((name) => !chosen.includes(name));

/** Runs one benchmark with the same flags, its output passed straight through. */
function runOne(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [fileURLToPath(new URL(benches[name], import.meta.url)), ...flags],
      {
        stdio: "inherit",
      },
    );
    child.once("exit", (code, signal) =>
      resolve({
        name,
        ok: code === 0,
        code,
        signal,
        seconds: Math.round((Date.now() - started) / 1000),
      }),
    );
  });
}

const results = [];
for (const name of chosen) results.push(await runOne(name));
const failed = results.filter((result) => !result.ok);
console.log(
  JSON.stringify({
    bench: "summary",
    ran: results,
    skipped,
    failed: failed.map((result) => result.name),
  }),
);
if (failed.length > 0) {
  console.error(
    `[bench] ${failed.map((result) => result.name).join(", ")} did not complete: see above.`,
  );
  if (flags.includes("--strict")) process.exit(1);
}
