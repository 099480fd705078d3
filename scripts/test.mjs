// `pnpm test`: every check of the repository, in stages. Stages of one group run at the same time
// (they are independent and each mostly uses one core); groups run in order and the first failing
// group stops the run, as `&&` would. A table of how long each stage took closes the output, so
// the end of a CI log shows where the time went. The benchmarks run last in their quick form and
// never decide the outcome (DESIGN §10: they report, they do not gate). Beside each stage's time the
// table gives the machine's busiest one-minute load average during it: a load above the core count
// means other work shared the machine, and the stage's time says little about the project.
import { spawn } from "node:child_process";
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Each group's stages, as root package.json script names. */
const groups = [
  // The static checks and the Storybook build read the sources only: they share the first group.
  ["typecheck", "lint", "deps", "storybook:build"],
  ["test:unit"],
  ["test:integration"],
  ["test:pg"],
  ["test:resilience"],
  ["test:e2e"],
];
/** Run after the groups whatever happened to them, never failing the run. */
const reportOnly = ["bench:ci"];

const timings = [];

/** How often the load average is sampled while a stage runs, in ms. */
const LOAD_SAMPLE_MS = 5_000;

/** Runs one script; with several at once, each line is prefixed with the script's name. */
function runScript(name, { prefixed }) {
  const started = Date.now();
  let peakLoad = loadavg()[0];
  const sampler = setInterval(() => {
    peakLoad = Math.max(peakLoad, loadavg()[0]);
  }, LOAD_SAMPLE_MS);
  return new Promise((resolve) => {
    const child = spawn("pnpm", ["run", "--silent", name], {
      cwd: root,
      stdio: prefixed ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    if (prefixed) {
      for (const stream of [child.stdout, child.stderr]) {
        let pending = "";
        stream.on("data", (chunk) => {
          pending += chunk;
          const lines = pending.split("\n");
          pending = lines.pop() ?? "";
          for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
        });
        stream.on("end", () => pending && process.stdout.write(`[${name}] ${pending}\n`));
      }
    }
    child.once("exit", (code) => {
      clearInterval(sampler);
      const seconds = Math.round((Date.now() - started) / 1000);
      peakLoad = Math.max(peakLoad, loadavg()[0]);
      timings.push({ name, seconds, ok: code === 0, peakLoad });
      resolve(code === 0);
    });
  });
}

function printTimings() {
  console.log(
    `\n[test] stage                 seconds  result  peak load (${availableParallelism()} cores)`,
  );
  for (const { name, seconds, ok, peakLoad } of timings) {
    console.log(
      `[test] ${name.padEnd(20)} ${String(seconds).padStart(8)}  ${(ok ? "ok" : "FAILED").padEnd(6)}  ${peakLoad.toFixed(1)}`,
    );
  }
}

const started = Date.now();
let passed = true;
for (const group of groups) {
  const results = await Promise.all(
    group.map((name) => runScript(name, { prefixed: group.length > 1 })),
  );
  if (results.includes(false)) {
    passed = false;
    break;
  }
}
if (passed) for (const name of reportOnly) await runScript(name, { prefixed: false });
printTimings();
console.log(
  `[test] ${passed ? "passed" : "FAILED"} in ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(passed ? 0 : 1);
