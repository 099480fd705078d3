// A forked helper holding many WebSocket clients, the readers of the realtime benchmark. It
// opens sockets (to Pulso's `/ws` or the bare broadcaster, which speak the same subscribe frame),
// then either counts what arrives (throughput) or records, per distinct frame, when it reached
// its first and last socket (latency), on the machine-wide clock of clock.mjs.
import WebSocket from "ws";
import { monotonicMs } from "./clock.mjs";
import { serveCommands } from "./rpc.mjs";

/** @type {WebSocket[]} */
let sockets = [];
let closedUnexpectedly = 0;
let closing = false;
/** What `onMessage` does with each frame: nothing, count, or record. */
let mode = "idle";
let counted = { messages: 0, bytes: 0, since: 0 };
/** Distinct frames seen while counting, for the bare broadcaster to replay byte for byte. */
let samples = new Set();
let sampleLimit = 0;
/** Per distinct frame while recording: first and last arrival, and how many sockets got it. */
let arrivals = new Map();

function onMessage(data) {
  if (mode === "count") {
    counted.messages += 1;
    counted.bytes += data.length;
    if (samples.size < sampleLimit) samples.add(data.toString("latin1"));
  } else if (mode === "record") {
    const now = monotonicMs();
    const key = data.toString("latin1");
    const seen = arrivals.get(key);
    if (seen) {
      seen.last = now;
      seen.count += 1;
    } else arrivals.set(key, { first: now, last: now, count: 1 });
  }
}

/** Poll ids per subscribe frame: 50 ids stay well under the server's 4 KB frame limit. */
const IDS_PER_FRAME = 50;

/** Opens one socket, subscribes it to `pollIds` and resolves once the server acknowledged. */
function openOne(url, pollIds) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
    const fail = (error) => reject(error instanceof Error ? error : new Error(String(error)));
    const chunks = [];
    for (let at = 0; at < pollIds.length; at += IDS_PER_FRAME) {
      chunks.push(pollIds.slice(at, at + IDS_PER_FRAME));
    }
    let unanswered = chunks.length;
    socket.once("error", fail);
    socket.once("open", () => {
      for (const chunk of chunks)
        socket.send(JSON.stringify({ type: "subscribe", pollIds: chunk }));
    });
    const onAnswer = (data) => {
      const answer = JSON.parse(String(data));
      if (answer.event !== "subscribed") {
        fail(new Error(`expected "subscribed", got ${String(data)}`));
        return;
      }
      unanswered -= 1;
      if (unanswered > 0) return;
      socket.off("message", onAnswer);
      socket.off("error", fail);
      socket.on("error", () => {});
      socket.on("message", onMessage);
      socket.once("close", () => {
        if (!closing) closedUnexpectedly += 1;
      });
      resolve(socket);
    };
    socket.on("message", onAnswer);
  });
}

serveCommands({
  /** Opens `count` sockets to `url`, `concurrency` handshakes at a time, each following `pollIds`. */
  async open({ url, count, pollIds, concurrency = 100 }) {
    closing = false;
    closedUnexpectedly = 0;
    let started = 0;
    const worker = async () => {
      while (started < count) {
        started += 1;
        sockets.push(await openOne(url, pollIds));
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
    return { open: sockets.length };
  },
  startCounting({ sampleFrames = 0 } = {}) {
    counted = { messages: 0, bytes: 0, since: monotonicMs() };
    samples = new Set();
    sampleLimit = sampleFrames;
    mode = "count";
    return {};
  },
  stopCounting() {
    mode = "idle";
    const seconds = (monotonicMs() - counted.since) / 1000;
    return { ...counted, seconds, samples: [...samples] };
  },
  startRecording() {
    arrivals = new Map();
    mode = "record";
    return {};
  },
  stopRecording() {
    mode = "idle";
    return [...arrivals].map(([frame, seen]) => ({ frame, ...seen }));
  },
  status() {
    const open = sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length;
    return { open, closedUnexpectedly, rssMb: Math.round(process.memoryUsage().rss / 1e6) };
  },
  async close() {
    closing = true;
    mode = "idle";
    const all = sockets;
    sockets = [];
    await Promise.all(
      all.map(
        (socket) =>
          new Promise((resolve) => {
            if (socket.readyState === WebSocket.CLOSED) return resolve();
            socket.once("close", resolve);
            socket.terminate();
          }),
      ),
    );
    return {};
  },
});
