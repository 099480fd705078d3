import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WebSocketServer, type WebSocket } from "ws";
import { createRealtimeClient, type RealtimeClient } from "./createRealtimeClient";

/**
 * The realtime client against a real `ws` server that goes away and comes back on the same port,
 * with the platform WebSocket as the browser's (the sdk project runs Node with it). Waits are
 * shortened through the client's options so an outage past the five tries takes a moment.
 */

interface TestServer {
  port: number;
  /** Every connection ever accepted, across restarts. */
  connections: WebSocket[];
  /** Frames received, parsed. */
  frames: unknown[];
  stop(): Promise<void>;
}

async function startServer(
  port = 0,
  log: Pick<TestServer, "connections" | "frames"> = {
    connections: [],
    frames: [],
  },
): Promise<TestServer> {
  const wss = new WebSocketServer({ host: "127.0.0.1", port });
  await new Promise<void>((resolve, reject) => {
    wss.once("listening", resolve);
    wss.once("error", reject);
  });
  wss.on("connection", (socket) => {
    log.connections.push(socket);
    socket.on("message", (data) => log.frames.push(JSON.parse(String(data)) as unknown));
  });
  return {
    port: (wss.address() as AddressInfo).port,
    ...log,
    async stop() {
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** Starts the server again on the same port, keeping its log. */
const restart = (server: TestServer) => startServer(server.port, server);

const SHORT_WAITS = {
  reconnectDelayMs: 20,
  backoffDelayMs: 40,
  maxBackoffDelayMs: 160,
  connectionTimeoutMs: 2000,
};

let cleanup: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
  vi.unstubAllGlobals();
});

function clientOf(server: TestServer, waits: Partial<typeof SHORT_WAITS> = {}) {
  const onGiveUp = vi.fn();
  const onEvent = vi.fn();
  const client: RealtimeClient = createRealtimeClient({
    url: `ws://127.0.0.1:${server.port}/ws`,
    getToken: () => null,
    onEvent,
    onGiveUp,
    ...SHORT_WAITS,
    ...waits,
  });
  cleanup.push(async () => client.disconnect());
  const state = () => client.store.getState();
  return { client, state, onGiveUp, onEvent };
}

const subscribed = (pollId: string) => ({ type: "subscribe", pollIds: [pollId] });

describe("createRealtimeClient against a real server", () => {
  it("keeps trying past five failures, comes back when the server does, and signals a catch-up", async () => {
    let server = await startServer();
    cleanup.push(() => server.stop());
    const { client, state, onGiveUp, onEvent } = clientOf(server);
    const reconnected = vi.fn();
    client.onReconnect(reconnected);
    client.subscribe("m_1");
    client.connect();
    await vi.waitFor(() => expect(state().status).toBe("open"));
    await vi.waitFor(() => expect(server.frames).toEqual([subscribed("m_1")]));

    await server.stop();
    // Offline past the five tries, and still trying after that.
    await vi.waitFor(() => expect(state()).toMatchObject({ gaveUp: true }), { timeout: 10_000 });
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(state().attempts).toBeGreaterThanOrEqual(8), { timeout: 10_000 });
    expect(reconnected).not.toHaveBeenCalled();

    server = await restart(server);
    await vi.waitFor(() => expect(state()).toMatchObject({ status: "open", gaveUp: false }), {
      timeout: 10_000,
    });
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    expect(reconnected).toHaveBeenCalledTimes(1);
    expect(reconnected).toHaveBeenCalledWith(["m_1"]);
    // The new connection follows the market again and receives its pushes.
    await vi.waitFor(() => expect(server.frames).toEqual([subscribed("m_1"), subscribed("m_1")]));
    const update = {
      event: "poll_updated",
      pollId: "m_1",
      prices: { o_yes: 70, o_no: 30 },
      volume: 1300,
      at: "2026-11-21T12:00:00.000Z",
    };
    server.connections.at(-1)?.send(JSON.stringify(update));
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalledWith(update, expect.anything()));
  });

  it("tries at once when the browser says it is back online, without waiting out the back-off", async () => {
    const window = new EventTarget();
    vi.stubGlobal("window", window);
    let server = await startServer();
    cleanup.push(() => server.stop());
    // A back-off of ten minutes: only the `online` event can bring the client back in time.
    const { client, state } = clientOf(server, {
      backoffDelayMs: 600_000,
      maxBackoffDelayMs: 600_000,
    });
    client.connect();
    await vi.waitFor(() => expect(state().status).toBe("open"));

    await server.stop();
    await vi.waitFor(() => expect(state()).toMatchObject({ status: "closed", gaveUp: true }), {
      timeout: 10_000,
    });
    server = await restart(server);
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(state()).toMatchObject({ status: "open", gaveUp: false }), {
      timeout: 5_000,
    });
    expect(server.connections).toHaveLength(2);
  });

  it("makes no further try after disconnect(), even while offline", async () => {
    let server = await startServer();
    cleanup.push(() => server.stop());
    const { client, state } = clientOf(server);
    client.connect();
    await vi.waitFor(() => expect(state().status).toBe("open"));

    await server.stop();
    await vi.waitFor(() => expect(state().gaveUp).toBe(true), { timeout: 10_000 });
    client.disconnect();
    server = await restart(server);
    // Many back-off periods (160 ms at most here) pass with the server up: nobody comes.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(server.connections).toHaveLength(1);
    expect(state()).toMatchObject({ status: "closed", gaveUp: false });
  });
});
