import { REALTIME_RECONNECT, type RealtimeEvent, type RealtimeServerMessage } from "@pulso/core";
import ReconnectingWebSocket from "partysocket/ws";
import { createStore } from "zustand/vanilla";
import { log } from "../log";
import { readOnly, type ReadableStore } from "../store";
import { INITIAL_CONNECTION_STATE, type ConnectionState } from "./connectionState";
import { parseServerMessage } from "./parseServerMessage";
import { createSubscriptionSet, inBatches } from "./subscriptions";

/** A WebSocket constructor: the browser's, or `ws`'s in Node. */
export type WebSocketConstructor = new (url: string, protocols?: string | string[]) => unknown;

/** One of the six realtime events (not the control frames `pong`, `subscribed`, `error`). */
export type RealtimeEventMessage = Extract<RealtimeServerMessage, { event: RealtimeEvent }>;

/** Options of {@link createRealtimeClient}. */
export interface RealtimeClientOptions {
  /** The socket URL (see `realtimeUrl`). */
  url: string;
  /** The WebSocket implementation; defaults to the global one (browsers, Node 22+). */
  WebSocket?: WebSocketConstructor;
  /** The bearer token to authenticate the socket with (`auth` frame), or null (cookie/anonymous). */
  getToken: () => string | null;
  /** Receives every well-formed event (the sdk's cache and toast effects). */
  onEvent: (message: RealtimeEventMessage) => void;
  /** Called once each time the client gives up after `maxAttempts` failed tries in a row. */
  onGiveUp: () => void;
  /** Wait before each reconnection try (spec §9: 5 s). */
  reconnectDelayMs?: number;
  /** Tries in a row before giving up (spec §9: 5). */
  maxAttempts?: number;
  /** A try that has not opened after this long counts as failed. */
  connectionTimeoutMs?: number;
}

/** The realtime connection of one instance. */
export interface RealtimeClient {
  /** Status, attempts, gave-up flag and acknowledged subscriptions. */
  store: ReadableStore<ConnectionState>;
  /** Opens the socket (no-op when already connecting or open); starts a fresh count after giving up. */
  connect(): void;
  /** Closes the socket deliberately: no retry follows. */
  disconnect(): void;
  /** Follows markets (restored after every reconnect); returns the function that stops following. */
  subscribe(pollIds: string | readonly string[]): () => void;
  /** Calls `listener` with every event; returns the function that stops it. */
  onEvent(listener: (message: RealtimeEventMessage) => void): () => void;
  /** Re-authenticates after sign-in (bearer), or reopens the socket so it follows the new identity. */
  refreshIdentity(): void;
}

const isPollId = (id: unknown): id is string =>
  typeof id === "string" && id.length > 0 && id.length <= 64;

/**
 * Creates the realtime client of spec §4 and §7 over partysocket: it retries 5 s after a close,
 * at most 5 times in a row, resets the count on a successful open, gives up (and says so once)
 * after 5 failures, never retries after `disconnect()`, restores subscriptions after a reconnect,
 * and ignores malformed messages silently.
 *
 * The sdk counts tries itself rather than with partysocket's `maxRetries`: partysocket resets its
 * own counter only after `minUptime` and stops without any event, while the spec needs the reset
 * on open and an error after the last failure. partysocket keeps the 5 s spacing
 * (`minReconnectionDelay` = `maxReconnectionDelay`, growth 1) and is closed when the sdk gives up.
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const {
    url,
    getToken,
    reconnectDelayMs = REALTIME_RECONNECT.delayMs,
    maxAttempts = REALTIME_RECONNECT.maxAttempts,
    connectionTimeoutMs = 4000,
  } = options;
  const store = createStore<ConnectionState>()(() => INITIAL_CONNECTION_STATE);
  const subscriptions = createSubscriptionSet();
  const listeners = new Set<(message: RealtimeEventMessage) => void>();
  let socket: ReconnectingWebSocket | null = null;
  let detach: (() => void) | null = null;

  function send(frame: object): void {
    if (!socket || socket.readyState !== socket.OPEN) return;
    try {
      socket.send(JSON.stringify(frame));
    } catch (error) {
      log.warn("a realtime frame could not be sent", error);
    }
  }

  function sendPollIds(type: "subscribe" | "unsubscribe", pollIds: readonly string[]): void {
    for (const batch of inBatches(pollIds)) send({ type, pollIds: batch });
  }

  function authenticate(): void {
    const token = getToken();
    if (token) send({ type: "auth", token });
  }

  function deliver(message: RealtimeEventMessage): void {
    for (const listener of [options.onEvent, ...listeners]) {
      try {
        listener(message);
      } catch (error) {
        log.error(`a realtime ${message.event} handler threw`, error);
      }
    }
  }

  function teardown(): void {
    detach?.();
    detach = null;
    const closing = socket;
    socket = null;
    try {
      closing?.close();
    } catch (error) {
      log.warn("closing the realtime socket failed", error);
    }
  }

  /** One failed try (or a drop): schedule the next, or give up after `maxAttempts`. */
  function recordFailure(): void {
    const { attempts } = store.getState();
    if (attempts >= maxAttempts) {
      teardown();
      store.setState({ status: "closed", gaveUp: true, subscribedPollIds: [] });
      options.onGiveUp();
      return;
    }
    // partysocket has already scheduled the next try, `reconnectDelayMs` from now.
    store.setState({ status: "connecting", attempts: attempts + 1, subscribedPollIds: [] });
  }

  function open(): void {
    const WebSocketImpl =
      options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
    if (!WebSocketImpl) {
      log.error(
        "no WebSocket implementation: pass `WebSocket` to createPulso (in Node 20, `ws`'s).",
      );
      store.setState({ ...INITIAL_CONNECTION_STATE, gaveUp: true });
      return;
    }
    store.setState({ ...INITIAL_CONNECTION_STATE, status: "connecting" });
    const ws = new ReconnectingWebSocket(url, undefined, {
      WebSocket: WebSocketImpl,
      minReconnectionDelay: reconnectDelayMs,
      maxReconnectionDelay: reconnectDelayMs,
      reconnectionDelayGrowFactor: 1,
      maxRetries: Number.POSITIVE_INFINITY,
      connectionTimeout: connectionTimeoutMs,
      // Frames are only sent while open; subscriptions are re-sent on every open instead.
      maxEnqueuedMessages: 0,
    });
    // A failed try yields a close and then an error in the same turn; a dropped connection only
    // a close; a constructor that throws only an error. Count each failure once.
    let closeSeen = false;
    const onOpen = () => {
      store.setState({ status: "open", attempts: 0, gaveUp: false });
      authenticate();
      sendPollIds("subscribe", subscriptions.ids());
    };
    const onClose = () => {
      closeSeen = true;
      queueMicrotask(() => {
        closeSeen = false;
      });
      recordFailure();
    };
    const onError = () => {
      if (!closeSeen) recordFailure();
    };
    const onMessage = (event: MessageEvent) => {
      const message = parseServerMessage(event.data);
      if (!message) return;
      if (message.event === "subscribed") store.setState({ subscribedPollIds: message.pollIds });
      else if (message.event === "error")
        log.warn(`the realtime server refused a frame: ${message.code}`);
      else if (message.event !== "pong") deliver(message);
    };
    // Socket events run outside any caller's stack: nothing may escape into the host page.
    const guard =
      <TEvent>(name: string, handler: (event: TEvent) => void) =>
      (event: TEvent) => {
        try {
          handler(event);
        } catch (error) {
          log.error(`handling the realtime ${name} event failed`, error);
        }
      };
    const handlers = {
      open: guard("open", onOpen),
      close: guard("close", onClose),
      error: guard("error", onError),
      message: guard("message", onMessage),
    };
    ws.addEventListener("open", handlers.open);
    ws.addEventListener("close", handlers.close);
    ws.addEventListener("error", handlers.error);
    ws.addEventListener("message", handlers.message);
    socket = ws;
    detach = () => {
      ws.removeEventListener("open", handlers.open);
      ws.removeEventListener("close", handlers.close);
      ws.removeEventListener("error", handlers.error);
      ws.removeEventListener("message", handlers.message);
    };
  }

  return {
    store: readOnly(store),
    connect() {
      if (socket) return;
      open();
    },
    disconnect() {
      teardown();
      store.setState(INITIAL_CONNECTION_STATE, true);
    },
    subscribe(pollIds) {
      const ids = (typeof pollIds === "string" ? [pollIds] : [...pollIds]).filter(isPollId);
      sendPollIds("subscribe", subscriptions.add(ids));
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        sendPollIds("unsubscribe", subscriptions.remove(ids));
      };
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    refreshIdentity() {
      if (!socket) return;
      if (getToken()) {
        authenticate();
        return;
      }
      // A socket cannot drop its identity, and a cookie applies only when a socket opens.
      teardown();
      open();
    },
  };
}
