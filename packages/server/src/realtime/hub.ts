/**
 * The realtime hub: owns the `/ws` sockets of one instance and fans bus events out to them
 * (DESIGN §4 "Realtime fan-out", §6 "Realtime protocol").
 *
 * Client → server frames (JSON text, at most `maxFrameBytes`, core's `realtimeClientMessageSchema`)
 * and their answers:
 *
 * | frame                                   | answer                                               |
 * |-----------------------------------------|------------------------------------------------------|
 * | `{ type: "subscribe", pollIds }`        | `{ event: "subscribed", pollIds: <all current> }`, then each new poll's latest `poll_updated` of the last `replayMs` |
 * | `{ type: "unsubscribe", pollIds }`      | `{ event: "subscribed", pollIds: <all current> }`    |
 * | `{ type: "ping" }`                      | `{ event: "pong" }`                                  |
 * | `{ type: "auth", token }` (valid)       | `{ event: "subscribed", pollIds: <all current> }`; the socket now receives that user's events, until that session is revoked |
 * | `{ type: "auth", token }` (refused)     | `{ event: "error", code: "UNAUTHENTICATED" }`; identity unchanged |
 * | binary, oversized, not JSON, off-schema | `{ event: "error", code: "VALIDATION_FAILED" }`      |
 * | subscribe past `maxSubscriptions` polls | `{ event: "error", code: "VALIDATION_FAILED" }`      |
 *
 * A refused frame changes nothing; after `maxRefusals` refusals in a row the socket is closed
 * with 1008.
 *
 * When the session that authenticated a socket (its cookie, or its latest accepted `auth` frame)
 * is revoked — logout, password change or reset, an admin disabling the account, an embed session
 * disconnected — or expires, the socket gets `{ event: "error", code: "UNAUTHENTICATED" }` and is
 * closed with 4401 (DESIGN §5): at once when the `sessions_revoked` bus message arrives, and at
 * the latest on the next `sessionCheckMs` check of the database if that message was lost. A
 * client may reconnect; it comes back anonymous unless it authenticates again.
 *
 * Server → client events (core's `RealtimeServerMessage`):
 *
 * | event                   | to                                                          |
 * |-------------------------|-------------------------------------------------------------|
 * | `poll_updated`          | subscribers of the poll; first at once, then at most one per `coalesceMs` per poll, always ending on the latest |
 * | `poll_resolved`         | subscribers of the poll and sockets of `alsoUserIds` (participants), each socket once |
 * | `bet_placed`, `dashboard_updated`, `balance_updated`, `notification_received` | every socket of the user |
 *
 * Events other than `poll_updated` go out at once, in bus order (a held `poll_updated` of the
 * same poll goes first). A socket that subscribes to a poll gets that poll's latest `poll_updated`
 * of the last `replayMs` at once, marked `replayed: true`: a reader's page loads a market, then subscribes, and a trade in
 * between would otherwise never reach it (its prices stale until the next trade). A poll's other
 * events (its resolution) end its replay: the page loads the market as resolved. A socket whose send buffer exceeds `maxBufferedBytes` is terminated; a
 * socket that misses a heartbeat pong for a whole `heartbeatMs` interval is terminated.
 */
import { POLL_UPDATE_COALESCE_MS, type RealtimeServerMessage } from "@pulso/core";

/**
 * How long a poll's latest `poll_updated` is replayed to a socket that subscribes to it: more than
 * a slow page takes between loading its markets and its socket's subscription.
 */
export const POLL_UPDATE_REPLAY_MS = 30_000;
import type { RawData, WebSocket } from "ws";
import type { BusEvent, BusMessage, EventBus, PollBusMessage } from "./bus";
import { parseClientFrame } from "./clientFrame";
import {
  closeGracefully,
  CLOSE_GOING_AWAY,
  CLOSE_POLICY_VIOLATION,
  CLOSE_SESSION_REVOKED,
} from "./closeGracefully";
import { createPollUpdateCoalescer } from "./coalescer";
import {
  createConnectionRegistry,
  type RealtimeConnection,
  type RealtimeIdentity,
} from "./connectionRegistry";
import { startHeartbeat } from "./heartbeat";
import { describeError, type RealtimeLogger } from "./logger";
import { startSessionCheck } from "./sessionCheck";

/** Every server → client frame is JSON text, also when handed to ws as an encoded Buffer. */
const TEXT_FRAME = { binary: false } as const;

/** Options of {@link createRealtimeHub}. */
export interface RealtimeHubOptions {
  /** Where events come from; the hub subscribes on creation and leaves on close. */
  bus: EventBus;
  /** Resolves a bearer token (from an `auth` frame) to its user and session, or null if not live. */
  authenticate: (token: string) => Promise<RealtimeIdentity | null>;
  /**
   * Which of these sessions are still live (not revoked, not expired, user not disabled): the
   * backstop that closes the sockets of a session whose `sessions_revoked` message was lost.
   * Without it, only bus messages end sessions' sockets.
   */
  liveSessions?: (sessionIds: readonly string[]) => Promise<ReadonlySet<string>>;
  /** How often `liveSessions` is asked about every authenticated socket's session, in ms. */
  sessionCheckMs?: number;
  /** Receives drops, refusal-closes and failures (the Fastify logger fits). */
  logger: RealtimeLogger;
  /** The `poll_updated` window per poll, in ms. */
  coalesceMs?: number;
  /** A socket with more unsent bytes than this is dropped. */
  maxBufferedBytes?: number;
  /** Ping interval; a socket silent for a whole interval is dropped. */
  heartbeatMs?: number;
  /** The largest client frame accepted, in bytes. */
  maxFrameBytes?: number;
  /** Polls one socket may follow at once. */
  maxSubscriptions?: number;
  /** Refused frames in a row before the socket is closed with 1008. */
  maxRefusals?: number;
  /** How long a poll's latest `poll_updated` is replayed to new subscribers, in ms. */
  replayMs?: number;
}

/** Who a new socket belongs to, as the HTTP layer established it (session cookie) or null. */
export interface RealtimeConnectionInit {
  identity: RealtimeIdentity | null;
}

/** Counts for metrics and tests. */
export interface RealtimeHubStats {
  /** Open sockets. */
  connections: number;
  /** (socket, poll) subscription pairs. */
  subscriptions: number;
}

/** An instance's realtime endpoint; see the protocol table at the top of this file. */
export interface RealtimeHub {
  /** Takes over an open socket (from `/ws`) until it closes. */
  handleConnection(socket: WebSocket, init: RealtimeConnectionInit): void;
  /** Publishes on the bus, reaching the sockets of every instance (`bus.publish`). */
  publish(message: BusMessage): Promise<void>;
  /** Open sockets and subscriptions right now. */
  stats(): RealtimeHubStats;
  /** Closes every socket with 1001, clears timers and leaves the bus (which the caller closes). */
  close(): Promise<void>;
}

/**
 * Creates the hub that serves `/ws`: validates client frames, keeps per-socket subscriptions and
 * identity, and delivers bus events (see the protocol table at the top of this file).
 * @example
 * const hub = createRealtimeHub({ bus: createLocalBus(), authenticate, logger: app.log });
 * app.get("/ws", { websocket: true }, (socket, req) => hub.handleConnection(socket, { identity }));
 */
export function createRealtimeHub(options: RealtimeHubOptions): RealtimeHub {
  const {
    bus,
    authenticate,
    logger,
    coalesceMs = POLL_UPDATE_COALESCE_MS,
    maxBufferedBytes = 1_048_576,
    heartbeatMs = 30_000,
    maxFrameBytes = 4096,
    maxSubscriptions = 200,
    maxRefusals = 20,
    liveSessions,
    sessionCheckMs = 2_000,
    replayMs = POLL_UPDATE_REPLAY_MS,
  } = options;
  const registry = createConnectionRegistry();
  const coalescer = createPollUpdateCoalescer({
    windowMs: coalesceMs,
    deliver: (message) => guarded("coalesced delivery", () => deliverToPoll(message)),
  });
  const leaveBus = bus.subscribe((message) => guarded("bus delivery", () => route(message)));
  const stopHeartbeat = startHeartbeat({
    intervalMs: heartbeatMs,
    connections: () => registry.all(),
    onUnresponsive: (connection) => {
      logger.info(
        { userId: connection.userId },
        "Terminating an unresponsive realtime socket: no pong since the last ping",
      );
      drop(connection);
    },
  });
  const stopSessionCheck = liveSessions
    ? startSessionCheck({
        intervalMs: sessionCheckMs,
        sessionIds: () => registry.sessionIds(),
        liveSessions,
        onEnded: (sessionIds) => guarded("session check", () => endSessions(sessionIds)),
        onError: (error) =>
          logger.warn(
            { err: error },
            `Could not check the realtime sockets' sessions; keeping them until a check succeeds: ${describeError(error)}`,
          ),
      })
    : () => {};
  let closing: Promise<void> | null = null;
  /** Each poll's latest `poll_updated` and when it came, oldest first (insertion order). */
  const recentUpdates = new Map<string, { event: BusEvent; at: number }>();

  /** Keeps `message` as its poll's latest update, and forgets updates older than `replayMs`. */
  function remember(message: PollBusMessage): void {
    const now = Date.now();
    recentUpdates.delete(message.pollId);
    recentUpdates.set(message.pollId, { event: message.event, at: now });
    for (const [pollId, { at }] of recentUpdates) {
      if (now - at <= replayMs) break;
      recentUpdates.delete(pollId);
    }
  }

  /** Sends `connection` the recent latest update of each poll it has just subscribed to. */
  function replay(connection: RealtimeConnection, pollIds: ReadonlySet<string>): void {
    const now = Date.now();
    for (const pollId of pollIds) {
      const recent = recentUpdates.get(pollId);
      if (recent && now - recent.at <= replayMs) {
        send(connection, JSON.stringify({ ...recent.event, replayed: true }));
      }
    }
  }

  /** Runs a callback from a timer or an event, logging instead of crashing the process. */
  function guarded(what: string, run: () => void): void {
    try {
      run();
    } catch (error) {
      logger.error({ err: error }, `Realtime ${what} failed: ${describeError(error)}`);
    }
  }

  function route(message: BusMessage): void {
    if (closing) return;
    if (message.scope === "sessions_revoked") {
      endSessions(message.sessionIds);
    } else if (message.scope === "user") {
      deliver(registry.forUser(message.userId), message.event);
    } else if (message.event.event === "poll_updated") {
      remember(message);
      coalescer.push(message);
    } else {
      recentUpdates.delete(message.pollId);
      coalescer.flush(message.pollId);
      deliverToPoll(message);
    }
  }

  function deliverToPoll(message: PollBusMessage): void {
    const subscribers = registry.forPoll(message.pollId);
    if (!message.alsoUserIds?.length) {
      deliver(subscribers, message.event);
      return;
    }
    const receivers = new Set(subscribers);
    for (const userId of message.alsoUserIds) {
      for (const connection of registry.forUser(userId)) receivers.add(connection);
    }
    deliver(receivers, message.event);
  }

  function deliver(receivers: ReadonlySet<RealtimeConnection>, event: BusEvent): void {
    if (receivers.size === 0) return;
    // Serialised and UTF-8 encoded once for every receiver: given a string, ws would measure
    // and encode it again for each socket, on the hot path of a fan-out to thousands.
    const frame = Buffer.from(JSON.stringify(event));
    // A snapshot: send() may drop a slow socket from the very set being walked.
    for (const connection of [...receivers]) send(connection, frame);
  }

  function send(connection: RealtimeConnection, frame: string | Buffer): void {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > maxBufferedBytes) {
      logger.warn(
        { userId: connection.userId, bufferedAmount: socket.bufferedAmount },
        "Terminating a slow realtime socket: its send buffer is over the limit",
      );
      drop(connection);
      return;
    }
    try {
      socket.send(frame, TEXT_FRAME);
    } catch (error) {
      logger.warn({ err: error }, `A realtime send failed: ${describeError(error)}`);
      drop(connection);
    }
  }

  function reply(connection: RealtimeConnection, message: RealtimeServerMessage): void {
    send(connection, JSON.stringify(message));
  }

  function acknowledge(connection: RealtimeConnection): void {
    connection.refusals = 0;
    reply(connection, { event: "subscribed", pollIds: [...connection.pollIds] });
  }

  function refuse(connection: RealtimeConnection, code: string, message: string): void {
    connection.refusals += 1;
    reply(connection, { event: "error", code, message });
    if (connection.refusals >= maxRefusals && registry.remove(connection)) {
      logger.warn(
        { userId: connection.userId },
        "Closing a realtime socket: too many refused frames",
      );
      connection.socket.close(CLOSE_POLICY_VIOLATION, "Too many invalid messages");
    }
  }

  /** Closes every socket those sessions authenticated, telling each why first. */
  function endSessions(sessionIds: readonly string[]): void {
    for (const sessionId of sessionIds) {
      for (const connection of [...registry.forSession(sessionId)]) {
        reply(connection, {
          event: "error",
          code: "UNAUTHENTICATED",
          message: "Your session has ended (signed out, or revoked); sign in again.",
        });
        registry.remove(connection);
        connection.socket.close(CLOSE_SESSION_REVOKED, "Session ended");
      }
    }
  }

  function drop(connection: RealtimeConnection): void {
    registry.remove(connection);
    connection.socket.terminate();
  }

  function onFrame(connection: RealtimeConnection, data: RawData, isBinary: boolean): void {
    if (!registry.has(connection)) return;
    const parsed = parseClientFrame(data, isBinary, maxFrameBytes);
    if (!parsed.ok) {
      refuse(connection, "VALIDATION_FAILED", parsed.reason);
      return;
    }
    const message = parsed.message;
    switch (message.type) {
      case "subscribe": {
        const added = new Set(message.pollIds.filter((id) => !connection.pollIds.has(id)));
        if (connection.pollIds.size + added.size > maxSubscriptions) {
          refuse(
            connection,
            "VALIDATION_FAILED",
            `A socket may follow at most ${maxSubscriptions} polls; unsubscribe from some first.`,
          );
          return;
        }
        registry.subscribe(connection, added);
        acknowledge(connection);
        replay(connection, added);
        return;
      }
      case "unsubscribe":
        registry.unsubscribe(connection, message.pollIds);
        acknowledge(connection);
        return;
      case "ping":
        connection.refusals = 0;
        reply(connection, { event: "pong" });
        return;
      case "auth":
        void signIn(connection, message.token);
        return;
    }
  }

  async function signIn(connection: RealtimeConnection, token: string): Promise<void> {
    const attempt = ++connection.authAttempts;
    let identity: RealtimeIdentity | null = null;
    try {
      identity = await authenticate(token);
    } catch (error) {
      logger.error({ err: error }, `Realtime authenticate() threw: ${describeError(error)}`);
    }
    // The socket may have closed, or sent a newer token, while this one was checked.
    if (!registry.has(connection) || attempt !== connection.authAttempts) return;
    if (identity === null) {
      refuse(connection, "UNAUTHENTICATED", "The token is not valid; sign in again.");
      return;
    }
    registry.setIdentity(connection, identity);
    acknowledge(connection);
  }

  function handleConnection(socket: WebSocket, init: RealtimeConnectionInit): void {
    if (closing) {
      socket.close(CLOSE_GOING_AWAY, "Server shutting down");
      return;
    }
    if (socket.readyState !== socket.OPEN) return;
    const connection = registry.add(socket, init.identity);
    socket.on("message", (data, isBinary) => {
      guarded("frame handling", () => onFrame(connection, data, isBinary));
    });
    socket.on("pong", () => {
      connection.alive = true;
    });
    socket.on("error", (error) => {
      logger.warn({ err: error, userId: connection.userId }, "Realtime socket error");
      drop(connection);
    });
    socket.on("close", () => {
      registry.remove(connection);
    });
  }

  async function shutDown(): Promise<void> {
    leaveBus();
    stopHeartbeat();
    stopSessionCheck();
    coalescer.close();
    recentUpdates.clear();
    const connections = registry.all();
    for (const connection of connections) registry.remove(connection);
    await Promise.all(
      connections.map(({ socket }) =>
        closeGracefully(socket, CLOSE_GOING_AWAY, "Server shutting down"),
      ),
    );
  }

  return {
    handleConnection,
    publish: (message) => bus.publish(message),
    stats: () => ({ connections: registry.size, subscriptions: registry.subscriptions }),
    close() {
      closing ??= shutDown();
      return closing;
    },
  };
}
