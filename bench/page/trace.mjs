// Reads a Chromium trace (devtools.timeline categories) for the work on the host page's main
// thread: the renderer main thread of the top frame's process, where the page's scripts, style,
// layout and paint run. Cross-site frames (the account widgets) run in other processes and are
// left out: their work does not block the host page.

/** The categories `browser.startTracing` records for `mainThreadWork`. */
export const TRACE_CATEGORIES = [
  "__metadata",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
];

/** A task at least this long blocks input noticeably (the Long Tasks API threshold). */
export const LONG_TASK_MS = 50;

/** Timeline event names by the kind of work DevTools files them under. */
const KINDS = new Map([
  ...[
    "EvaluateScript",
    "FunctionCall",
    "v8.evaluateModule",
    "v8.compile",
    "v8.compileModule",
    "v8.produceModuleCache",
    "RunMicrotasks",
    "TimerFire",
    "EventDispatch",
    "FireAnimationFrame",
    "FireIdleCallback",
    "XHRReadyStateChange",
  ].map((name) => [name, "script"]),
  ...["UpdateLayoutTree", "Layout", "RecalculateStyles", "InvalidateLayout"].map((name) => [
    name,
    "style-layout",
  ]),
  ...["PrePaint", "Paint", "Layerize", "Commit", "UpdateLayer", "PaintImage", "Decode Image"].map(
    (name) => [name, "paint"],
  ),
  ...["ParseHTML", "ParseAuthorStyleSheet"].map((name) => [name, "parse"]),
  ...["MinorGC", "MajorGC", "V8.GC_SCAVENGER", "V8.GCFinalizeMC"].map((name) => [name, "gc"]),
]);

const ms = (microseconds) => Math.round(microseconds / 100) / 10;

/** The process id of the top frame's renderer: the last one the top frame committed in. */
function topFrameProcess(events) {
  let pid = null;
  for (const event of events) {
    if (event.name === "TracingStartedInBrowser") {
      const top = event.args?.data?.frames?.find((frame) => !frame.parent);
      if (top && pid === null) pid = top.processId;
    }
    const data = event.args?.data;
    if (event.name === "FrameCommittedInBrowser" && data?.isOutermostMainFrame)
      pid = data.processId;
  }
  if (pid === null) throw new Error("the trace names no top frame (were devtools.timeline on?)");
  return pid;
}

/** Where a script event's code came from: its origin and file name, or why it has none. */
function scriptSource(event) {
  const url = event.args?.data?.url ?? event.args?.fileName;
  if (!url) return event.name === "v8.evaluateModule" ? "(module evaluation)" : `(${event.name})`;
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return url;
  }
}

/**
 * Sums the top-level tasks on the top frame's renderer main thread (wall-clock `dur`, as the
 * DevTools Performance panel shows them, and thread CPU time `tdur`), lists the long ones, and
 * splits the time inside tasks by kind (script, style/layout, paint, parse, GC) and the script time
 * by the file it ran (outermost events only, so nothing is counted twice).
 * @param {Array<Record<string, any>>} events the trace's `traceEvents`
 */
export function mainThreadWork(events) {
  const pid = topFrameProcess(events);
  const tid = events.find(
    (event) =>
      event.ph === "M" &&
      event.name === "thread_name" &&
      event.pid === pid &&
      event.args?.name === "CrRendererMain",
  )?.tid;
  if (tid === undefined) throw new Error(`the trace has no main thread for process ${pid}`);

  const onThread = events
    .filter((event) => event.ph === "X" && event.pid === pid && event.tid === tid)
    .sort(
      (a, b) =>
        a.ts - b.ts || b.dur - a.dur || Number(b.name === "RunTask") - Number(a.name === "RunTask"),
    );
  const tasks = [];
  let taskEnd = -Infinity;
  let kindEnd = -Infinity;
  const byKind = {};
  const byScript = {};
  let current = null;
  for (const event of onThread) {
    if (event.name === "RunTask") {
      // Nested run loops inside a task are part of it.
      if (event.ts < taskEnd) continue;
      current = { ts: event.ts, dur: event.dur, tdur: event.tdur ?? 0, kinds: {}, scripts: {} };
      tasks.push(current);
      taskEnd = event.ts + event.dur;
      continue;
    }
    const kind = KINDS.get(event.name);
    if (!kind || event.ts >= taskEnd || event.ts < kindEnd) continue;
    kindEnd = event.ts + event.dur;
    byKind[kind] = (byKind[kind] ?? 0) + event.dur;
    current.kinds[kind] = (current.kinds[kind] ?? 0) + event.dur;
    if (kind === "script") {
      const source = scriptSource(event);
      byScript[source] = (byScript[source] ?? 0) + event.dur;
      current.scripts[source] = (current.scripts[source] ?? 0) + event.dur;
    }
  }

  const total = tasks.reduce((sum, task) => sum + task.dur, 0);
  const cpu = tasks.reduce((sum, task) => sum + task.tdur, 0);
  const first = tasks[0]?.ts ?? 0;
  const long = tasks.filter((task) => task.dur >= LONG_TASK_MS * 1000);
  const top = (record, count) =>
    Object.fromEntries(
      Object.entries(record)
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([name, value]) => [name, ms(value)]),
    );
  return {
    totalMs: ms(total),
    cpuMs: ms(cpu),
    tasks: tasks.length,
    longTasks: long.length,
    longTaskMs: ms(long.reduce((sum, task) => sum + task.dur, 0)),
    byKindMs: top(byKind, 10),
    otherMs: ms(total - Object.values(byKind).reduce((sum, value) => sum + value, 0)),
    byScriptMs: top(byScript, 8),
    longest: [...long]
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 5)
      .map((task) => ({
        atMs: ms(task.ts - first),
        ms: ms(task.dur),
        kinds: top(task.kinds, 4),
        scripts: top(task.scripts, 3),
      })),
  };
}
