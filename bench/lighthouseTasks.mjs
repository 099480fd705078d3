// `node bench/lighthouseTasks.mjs DIR/<page>.trace.json [--min=50]`: what each long task of a
// Lighthouse run ran, from the trace `bench/lighthouse.mjs --reports=DIR` keeps. Prints ONE JSON
// object: per task of the page's main thread at least `--min` ms long (observed, before
// Lighthouse's CPU multiplier), its start after navigation, its length, the trace events it holds
// most (e.g. `LayoutInvalidationTracking`, `TimerInstall`: Lighthouse traces each with a stack),
// and from V8's samples the functions that ran at the top of the stack and the source files on it,
// in ms, mapped through the built portal's source maps (packages/portal/dist/assets/*.map) where
// the script is the portal's. It reads; it measures nothing itself.
import { existsSync, readFileSync } from "node:fs";
import { SourceMapConsumer } from "source-map-js";

const file = process.argv[2];
const MIN_MS = Number(process.argv.find((arg) => arg.startsWith("--min="))?.slice(6) ?? 50);
const ASSETS = new URL("../packages/portal/dist/assets/", import.meta.url);
const ms = (microseconds) => Math.round(microseconds / 100) / 10;

if (!file) {
  console.error("usage: node bench/lighthouseTasks.mjs DIR/<page>.trace.json [--min=50]");
  process.exit(2);
}
const trace = JSON.parse(readFileSync(file, "utf8"));
const events = trace?.traceEvents ?? trace;
if (!Array.isArray(events)) throw new Error(`${file} holds no trace events`);

// The top frame's renderer and its main thread.
const started = events.find((event) => event.name === "TracingStartedInBrowser");
const pid = started?.args?.data?.frames?.find((frame) => !frame.parent)?.processId;
const tid = events.find(
  (event) =>
    event.name === "thread_name" && event.pid === pid && event.args?.name === "CrRendererMain",
)?.tid;
if (pid === undefined || tid === undefined) throw new Error("the trace names no page main thread");
const main = events.filter((event) => event.pid === pid && event.tid === tid);
const navigation = main.find((event) => event.name === "navigationStart")?.ts ?? main[0]?.ts ?? 0;

// V8's samples of that thread: nodes (with their parents), and each sample's time.
const profile = main.find((event) => event.name === "Profile");
const nodes = new Map();
const samples = [];
let time = profile?.args?.data?.startTime ?? 0;
for (const event of events) {
  if (event.name !== "ProfileChunk" || event.pid !== pid || event.id !== profile?.id) continue;
  const data = event.args?.data ?? {};
  for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
  const ids = data.cpuProfile?.samples ?? [];
  ids.forEach((id, index) => {
    time += data.timeDeltas?.[index] ?? 0;
    samples.push({ time, id });
  });
}

const maps = new Map();
/** The portal's source map for a script URL, or null. */
function mapOf(url) {
  const name = /\/assets\/([\w.-]+\.js)$/.exec(url)?.[1];
  if (!name) return null;
  if (!maps.has(name)) {
    const path = new URL(`${name}.map`, ASSETS);
    maps.set(
      name,
      existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, "utf8"))) : null,
    );
  }
  return maps.get(name);
}

/** Where a frame's code comes from, and its name: `react-dom/…/file.js:123 name`. */
function frameOf({ url, functionName, lineNumber, columnNumber }) {
  if (!url) return { file: null, name: functionName || "(native)" };
  const original = mapOf(url)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (original?.source) {
    const source = original.source.replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, "");
    return { file: source, name: `${source}:${original.line} ${original.name ?? functionName}` };
  }
  const short = url.split("/").pop();
  return { file: short, name: `${short}:${lineNumber + 1} ${functionName || "(anonymous)"}` };
}

const stackOf = (id) => {
  const stack = [];
  for (let node = nodes.get(id); node; node = nodes.get(node.parent)) stack.push(node);
  return stack;
};
const top = (counts, perSample, count = 8) =>
  Object.fromEntries(
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, value]) => [key, Math.round(value * perSample * 10) / 10]),
  );

const tasks = main
  .filter((event) => event.name === "RunTask" && event.dur >= MIN_MS * 1000)
  .sort((a, b) => a.ts - b.ts)
  .map((task) => {
    const end = task.ts + task.dur;
    const held = new Map();
    for (const event of main) {
      if (event.ts < task.ts || event.ts >= end || event === task) continue;
      held.set(event.name, (held.get(event.name) ?? 0) + 1);
    }
    const within = samples.filter((sample) => sample.time >= task.ts && sample.time <= end);
    const self = new Map();
    const files = new Map();
    for (const sample of within) {
      const stack = stackOf(sample.id);
      if (!stack[0]) continue;
      const name = frameOf(stack[0].callFrame).name;
      self.set(name, (self.get(name) ?? 0) + 1);
      const seen = new Set();
      for (const node of stack) {
        const source = frameOf(node.callFrame).file;
        if (!source || seen.has(source)) continue;
        seen.add(source);
        files.set(source, (files.get(source) ?? 0) + 1);
      }
    }
    const perSample = within.length ? ms(task.dur) / within.length : 0;
    return {
      startMs: ms(task.ts - navigation),
      durationMs: ms(task.dur),
      events: Object.fromEntries([...held].sort((a, b) => b[1] - a[1]).slice(0, 8)),
      selfMs: top(self, perSample),
      onStackMs: top(files, perSample, 10),
    };
  });

process.stdout.write(
  `${JSON.stringify({ bench: "lighthouse-tasks", trace: file, minMs: MIN_MS, sampled: samples.length > 0, tasks }, null, 2)}\n`,
);
