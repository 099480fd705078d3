import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { realtimeServerMessageSchema, type RealtimeServerMessage } from "@pulso/core";
import { vi, type Mock } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import type { BusMessage, EventBus } from "../bus";
import { createRealtimeHub, type RealtimeHub, type RealtimeHubOptions } from "../hub";
import { createLocalBus } from "../localBus";
import type { RealtimeLogFn, RealtimeLogger } from "../logger";

/** A logger whose methods are spies. */
export type TestLogger = { [TLevel in keyof Required<RealtimeLogger>]: Mock<RealtimeLogFn> };

/** Creates a {@link TestLogger}. */
export function createTestLogger(): TestLogger {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() };
}

/**
 * A hub attached to a real WebSocketServer on 127.0.0.1; `?user=<id>&session=<id>` plays the
 * cookie (the session defaults to `cookie-of-<user>`).
 */
export interface HubHarness {
  hub: RealtimeHub;
  bus: EventBus;
  logger: TestLogger;
  url: string;
  /** Connects a real `ws` client, optionally as a user by a session (the cookie path). */
  connect(options?: { user?: string; session?: string; autoPong?: boolean }): Promise<TestClient>;
  /** Closes clients, hub, server and bus. */
  close(): Promise<void>;
}

/** Starts a hub on a local bus (or the given one) behind a real WebSocketServer. */
export async function startHub(options: Partial<RealtimeHubOptions> = {}): Promise<HubHarness> {
  const bus = options.bus ?? createLocalBus();
  const logger = createTestLogger();
  const hub = createRealtimeHub({ authenticate: async () => null, logger, ...options, bus });
  const server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  await once(server, "listening");
  server.on("connection", (socket, request) => {
    const query = new URL(request.url ?? "/", "http://localhost").searchParams;
    const user = query.get("user");
    const session = query.get("session") ?? `cookie-of-${user}`;
    hub.handleConnection(socket, { identity: user ? { userId: user, sessionId: session } : null });
  });
  const { port } = server.address() as AddressInfo;
  const url = `ws://127.0.0.1:${port}/ws`;
  const clients: TestClient[] = [];

  return {
    hub,
    bus,
    logger,
    url,
    async connect(clientOptions = {}) {
      const query = new URLSearchParams();
      if (clientOptions.user) query.set("user", clientOptions.user);
      if (clientOptions.session) query.set("session", clientOptions.session);
      const target = query.size > 0 ? `${url}?${query}` : url;
      const client = await connectClient(target, { autoPong: clientOptions.autoPong ?? true });
      clients.push(client);
      return client;
    },
    async close() {
      for (const client of clients) client.socket.terminate();
      await hub.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await bus.close();
    },
  };
}

/** A real `ws` client that records every frame the server sends. */
export interface TestClient {
  socket: WebSocket;
  /** Every server frame so far, parsed and checked against core's schema. */
  frames: RealtimeServerMessage[];
  /** Heartbeat pings received. */
  pings: number;
  /** Resolves with the close code once the socket closes. */
  closed: Promise<number>;
  send(message: unknown): void;
  /** Sends a message and resolves with the next frame. */
  request(message: unknown): Promise<RealtimeServerMessage>;
  /** Resolves with the first frame (past or future) that matches. */
  waitFor(match: (frame: RealtimeServerMessage) => boolean): Promise<RealtimeServerMessage>;
  /** Ping/pong round trip: everything the hub sent before it has arrived when this resolves. */
  barrier(): Promise<void>;
  /** The frames of one event type. */
  events<TEvent extends RealtimeServerMessage["event"]>(
    event: TEvent,
  ): Extract<RealtimeServerMessage, { event: TEvent }>[];
}

/** Opens a client to `url` and waits until it is open. */
export async function connectClient(
  url: string,
  options: { autoPong: boolean },
): Promise<TestClient> {
  const socket = new WebSocket(url, { autoPong: options.autoPong });
  const frames: RealtimeServerMessage[] = [];
  const waiters = new Set<() => void>();
  const client: TestClient = {
    socket,
    frames,
    pings: 0,
    closed: new Promise((resolve) => socket.once("close", (code) => resolve(code))),
    send: (message) => socket.send(JSON.stringify(message)),
    async request(message) {
      const index = frames.length;
      client.send(message);
      return frameAt(index);
    },
    waitFor(match) {
      return new Promise((resolve) => {
        const check = () => {
          const found = frames.find(match);
          if (!found) return false;
          waiters.delete(check);
          resolve(found);
          return true;
        };
        if (!check()) waiters.add(check);
      });
    },
    async barrier() {
      const index = frames.length;
      client.send({ type: "ping" });
      await client.waitFor((frame) => frame.event === "pong" && frames.indexOf(frame) >= index);
    },
    events(event) {
      return frames.filter((frame) => frame.event === event) as never;
    },
  };
  function frameAt(index: number): Promise<RealtimeServerMessage> {
    return client.waitFor((frame) => frames.indexOf(frame) === index);
  }
  socket.on("message", (data) => {
    frames.push(realtimeServerMessageSchema.parse(JSON.parse(String(data))));
    for (const waiter of [...waiters]) waiter();
  });
  socket.on("ping", () => {
    client.pings += 1;
  });
  socket.on("error", () => {
    // A terminated connection surfaces as an error before close; the close code says enough.
  });
  await once(socket, "open");
  return client;
}

/** A `poll_updated` bus message with one option whose price is `volume`. */
export function pollUpdated(pollId: string, volume: number): BusMessage {
  return {
    scope: "poll",
    pollId,
    event: {
      event: "poll_updated",
      pollId,
      prices: { yes: volume, no: 100 - volume },
      volume,
      at: new Date().toISOString(),
    },
  };
}

/** A `poll_resolved` bus message, optionally also to participants. */
export function pollResolved(pollId: string, winner: string, alsoUserIds?: string[]): BusMessage {
  return {
    scope: "poll",
    pollId,
    event: { event: "poll_resolved", pollId, winner },
    ...(alsoUserIds ? { alsoUserIds } : {}),
  };
}

/** A `notification_received` bus message for one user. */
export function notification(userId: string, message: string): BusMessage {
  return {
    scope: "user",
    userId,
    event: { event: "notification_received", userId, notification: { title: "t", message } },
  };
}
