// The baseline of the deliveries benchmark: a bare `ws` WebSocketServer in its own process that
// speaks just enough of `/ws` (the subscribe frame and its acknowledgement) for the same socket
// clients, and broadcasts given frames to every socket as fast as it can: the textbook loop over
// `wss.clients`, yielding to the event loop between frames (as Pulso does between events), and
// pausing while a lagging reader has more than 1 MB queued instead of letting memory grow.
import { WebSocketServer, WebSocket } from "ws";
import { serveCommands } from "./rpc.mjs";
import { monotonicMs } from "./clock.mjs";

const BACKLOG_LIMIT = 1_048_576;
/** @type {WebSocketServer | null} */
let server = null;

const yieldToLoop = () => new Promise((resolve) => setImmediate(resolve));
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function lagging() {
  for (const client of server.clients) if (client.bufferedAmount > BACKLOG_LIMIT) return true;
  return false;
}

serveCommands({
  async listen({ port }) {
    server = new WebSocketServer({ host: "127.0.0.1", port, maxPayload: 16 * 1024 });
    server.on("connection", (socket) => {
      socket.on("message", (data) => {
        const frame = JSON.parse(String(data));
        if (frame.type === "subscribe") {
          socket.send(JSON.stringify({ event: "subscribed", pollIds: frame.pollIds }));
        }
      });
    });
    await new Promise((resolve) => server.once("listening", resolve));
    return { url: `ws://127.0.0.1:${port}` };
  },
  /**
   * Broadcasts `frames` in turn, round and round, for `durationMs`: as fast as it can, or at
   * `perSecond` broadcasts when given. Answers what it sent and the CPU time it took.
   */
  async broadcast({ frames, durationMs, perSecond = null }) {
    const start = monotonicMs();
    const end = start + durationMs;
    const cpuBefore = process.cpuUsage();
    let broadcasts = 0;
    let sends = 0;
    let paused = 0;
    while (monotonicMs() < end) {
      const frame = frames[broadcasts % frames.length];
      for (const client of server.clients) {
        if (client.readyState !== WebSocket.OPEN) continue;
        client.send(frame);
        sends += 1;
      }
      broadcasts += 1;
      if (perSecond) {
        const due = start + (broadcasts * 1000) / perSecond;
        await pause(Math.max(0, due - monotonicMs()));
      } else await yieldToLoop();
      while (broadcasts % 10 === 0 && lagging() && monotonicMs() < end) {
        paused += 1;
        await pause(1);
      }
    }
    const cpu = process.cpuUsage(cpuBefore);
    return { broadcasts, sends, paused, cpuMs: Math.round((cpu.user + cpu.system) / 1000) };
  },
  /** Sends one frame to every socket; answers when the loop began and ended (clock.mjs). */
  once({ frame }) {
    const startedAt = monotonicMs();
    let sends = 0;
    for (const client of server.clients) {
      if (client.readyState !== WebSocket.OPEN) continue;
      client.send(frame);
      sends += 1;
    }
    return { startedAt, endedAt: monotonicMs(), sends };
  },
  async close() {
    for (const client of server.clients) client.terminate();
    await new Promise((resolve) => server.close(resolve));
    return {};
  },
});
