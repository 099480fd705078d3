import {
  REALTIME_BACKOFF,
  REALTIME_RECONNECT,
  type RealtimeEvent,
  type RealtimeServerMessage,
} from "@pulso/core";
import { createStore } from "zustand/vanilla";
import { log } from "../log";
import { readOnly, type ReadableStore } from "../store";
import { INITIAL_CONNECTION_STATE, type ConnectionState } from "./connectionState";
import { parseServerMessage } from "./parseServerMessage";
import {
  openReconnectingSocket,
  type ReconnectingSocket,
  type WebSocketConstructor,
} from "./reconnectingSocket";
import { createSubscriptionSet, inBatches } from "./subscriptions";

export type { WebSocketConstructor } from "./reconnectingSocket";

/** One of the six realtime events (not the control frames `pong`, `subscribed`, `error`). */
export type RealtimeEventMessage = Extract<RealtimeServerMessage, { event: RealtimeEvent }>;

/** What the client knows of the markets an event may be about, when it delivers the event. */
export interface RealtimeEventContext {
  /** Whether a page has this market open ({@link RealtimeClient.watch}), not merely on screen. */
  isWatched(pollId: string): boolean;
}

/** Options of {@link createRealtimeClient}. */
export interface RealtimeClientOptions {
  /** The socket URL (see `realtimeUrl`). */
  url: string;
  /** The WebSocket implementation; defaults to the global one (browsers, Node 22+). */
  WebSocket?: WebSocketConstructor;
  /** The bearer token to authenticate the socket with (`auth` frame), or null (cookie/anonymous). */
  getToken: () => string | null;
  /** Receives every well-formed event (the sdk's cache and toast effects). */
  onEvent: (message: RealtimeEventMessage, context: RealtimeEventContext) => void;
  /**
   * Called once per outage, when `maxAttempts` tries in a row have failed: the client now marks
   * itself offline (`gaveUp`) and keeps trying with back-off.
   */
  onGiveUp: () => void;
  /** Wait before each reconnection try (spec §9: 5 s). */
  reconnectDelayMs?: number;
  /** Tries in a row before marking the connection offline (spec §9: 5). */
  maxAttempts?: number;
  /** After `maxAttempts`: the first wait between tries, doubled after each failure (10 s). */
  backoffDelayMs?: number;
  /** The longest wait between tries after `maxAttempts` (60 s). */
  maxBackoffDelayMs?: number;
  /** A try that has not opened after this long counts as failed. */
  connectionTimeoutMs?: number;
}

/** The realtime connection of one instance. */
export interface RealtimeClient {
  /** Status, attempts, gave-up flag and acknowledged subscriptions. */
  store: ReadableStore<ConnectionState>;
  /**
   * Opens the socket (no-op when connecting or open). While offline after the five tries, it tries
   * again at once instead of waiting out the back-off.
   */
  connect(): void;
  /** Closes the socket deliberately: no retry follows, and no catch-up after a later `connect()`. */
  disconnect(): void;
  /** Follows markets (restored after every reconnect); returns the function that stops following. */
  subscribe(pollIds: string | readonly string[]): () => void;
  /**
   * Marks a market as open on this page (its market page) and follows it while open; returns
   * the function that closes it. Only open markets and markets the signed-in reader holds a
   * position in pop "Market Updated!" (issue 17's toast policy); the rest refresh silently.
   *
   * @example
   * useEffect(() => pulso.realtime.watch(marketId), [marketId]);
   */
  watch(pollId: string): () => void;
  /** Calls `listener` with every event; returns the function that stops it. */
  onEvent(
    listener: (message: RealtimeEventMessage, context: RealtimeEventContext) => void,
  ): () => void;
  /**
   * Calls `listener` each time the socket opens again after a drop (not on the first open, nor
   * after a deliberate reopen), with the markets it follows: events may have been missed
   * meanwhile, so consumers load again what they show. Returns the function that stops it.
   *
   * @example
   * client.onReconnect((pollIds) => refetchMarkets(pollIds));
   */
  onReconnect(listener: (followedPollIds: readonly string[]) => void): () => void;
  /** Re-authenticates after sign-in (bearer), or reopens the socket so it follows the new identity. */
  refreshIdentity(): void;
}

const isPollId = (id: unknown): id is string =>
  typeof id === "string" && id.length > 0 && id.length <= 64;

/** Browser events that say a try may now succeed; absent in Node, hence the guards. */
interface WakeTargets {
  window: Pick<Window, "addEventListener" | "removeEventListener"> | null;
  document: Pick<Document, "addEventListener" | "removeEventListener" | "visibilityState"> | null;
}

function wakeTargets(): WakeTargets {
  const scope = globalThis as { window?: Window; document?: Document };
  return {
    window: typeof scope.window?.addEventListener === "function" ? scope.window : null,
    document: typeof scope.document?.addEventListener === "function" ? scope.document : null,
  };
}

/**
 * Creates the realtime client of spec §4 and §7: it retries 5 s after a close,
 * at most 5 times in a row, resets the count on a successful open, reports the fifth failure once
 * (`onGiveUp`, `gaveUp` in the store), never retries after `disconnect()`, restores subscriptions
 * after a reconnect, and ignores malformed messages silently.
 *
 * Past the spec's five tries it does not stop (DESIGN §7, "live, or visibly not"): it stays
 * marked offline and tries again after 10 s, 20 s, 40 s, then every 60 s, and at once when the
 * browser says it is back `online` or the page becomes visible. When a socket opens after a drop
 * it tells `onReconnect` listeners, who load again what they missed.
 *
 * The socket underneath (`openReconnectingSocket`) only tries again `reconnectDelayMs` after each
 * failure and tells each failure once; this client counts the tries, resets the count on open,
 * and past the five tries closes it and spaces its own tries.
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const {
    url,
    getToken,
    reconnectDelayMs = REALTIME_RECONNECT.delayMs,
    maxAttempts = REALTIME_RECONNECT.maxAttempts,
    backoffDelayMs = REALTIME_BACKOFF.firstDelayMs,
    maxBackoffDelayMs = REALTIME_BACKOFF.maxDelayMs,
    connectionTimeoutMs = 4000,
  } = options;
  const store = createStore<ConnectionState>()(() => INITIAL_CONNECTION_STATE);
  const subscriptions = createSubscriptionSet();
  const listeners = new Set<
    (message: RealtimeEventMessage, context: RealtimeEventContext) => void
  >();
  /** Open markets (`watch`), counted per opener: two views of one market close once both do. */
  const watched = new Map<string, number>();
  const eventContext: RealtimeEventContext = {
    isWatched: (pollId) => (watched.get(pollId) ?? 0) > 0,
  };
  const reconnectListeners = new Set<(followedPollIds: readonly string[]) => void>();
  let socket: ReconnectingSocket | null = null;
  /** A socket was lost since the last open: the next open is a reconnect. */
  let dropped = false;
  /** Back-off tries made in this outage (their waits double). */
  let backoffTries = 0;
  let backoffTimer: ReturnType<typeof setTimeout> | null = null;
  let stopWaking: (() => void) | null = null;

  function send(frame: object): void {
    if (!socket?.isOpen) return;
    try {
      socket.send(JSON.stringify(frame));
    } catch (error) {
      log.warn("a realtime frame could not be sent", error);
    }
  }

  function sendPollIds(type: "subscribe" | "unsubscribe", pollIds: readonly string[]): void {
    for (const batch of inBatches(pollIds)) send({ type, pollIds: batch });
  }

  /** The polls the open socket has been told to follow: what the server holds for it. */
  const told = new Set<string>();
  let syncQueued = false;

  /**
   * Tells the open socket what changed in the followed polls since it was last told, in one
   * `subscribe` and one `unsubscribe` frame at most. Widgets mount one by one (a page of twelve
   * cards follows twelve markets in a row): each used to send its own frame and get its own
   * `subscribed` answer; now they share one, and a market left and followed again in between
   * sends nothing.
   */
  function syncSubscriptions(): void {
    syncQueued = false;
    if (!socket?.isOpen) return;
    const followed = new Set(subscriptions.ids());
    const added = [...followed].filter((id) => !told.has(id));
    const removed = [...told].filter((id) => !followed.has(id));
    for (const id of added) told.add(id);
    for (const id of removed) told.delete(id);
    sendPollIds("subscribe", added);
    sendPollIds("unsubscribe", removed);
  }

  /** Tells the socket once the current task's subscriptions are all in (a microtask later). */
  function queueSync(): void {
    if (syncQueued) return;
    syncQueued = true;
    queueMicrotask(syncSubscriptions);
  }

  function authenticate(): void {
    const token = getToken();
    if (token) send({ type: "auth", token });
  }

  function deliver(message: RealtimeEventMessage): void {
    for (const listener of [options.onEvent, ...listeners]) {
      try {
        listener(message, eventContext);
      } catch (error) {
        log.error(`a realtime ${message.event} handler threw`, error);
      }
    }
  }

  function teardown(): void {
    const closing = socket;
    socket = null;
    closing?.close();
  }

  function announceReconnect(): void {
    const followed = subscriptions.ids();
    for (const listener of [...reconnectListeners]) {
      try {
        listener(followed);
      } catch (error) {
        log.error("a realtime reconnect handler threw", error);
      }
    }
  }

  function clearBackoff(): void {
    if (backoffTimer !== null) clearTimeout(backoffTimer);
    backoffTimer = null;
  }

  /** Listens for the browser's hints that a try may now succeed, while offline. */
  function listenForWake(): void {
    if (stopWaking) return;
    const { window: win, document: doc } = wakeTargets();
    const onOnline = () => tryNow();
    const onVisibility = () => {
      if (doc?.visibilityState === "visible") tryNow();
    };
    win?.addEventListener("online", onOnline);
    doc?.addEventListener("visibilitychange", onVisibility);
    stopWaking = () => {
      win?.removeEventListener("online", onOnline);
      doc?.removeEventListener("visibilitychange", onVisibility);
    };
  }

  function stopListeningForWake(): void {
    stopWaking?.();
    stopWaking = null;
  }

  /** Offline past the five tries: the next try after a doubling wait, capped. */
  function scheduleBackoff(): void {
    clearBackoff();
    const delay = Math.min(maxBackoffDelayMs, backoffDelayMs * 2 ** backoffTries);
    backoffTries += 1;
    backoffTimer = setTimeout(() => {
      backoffTimer = null;
      tryNow();
    }, delay);
  }

  /** While offline past the five tries and no try is under way: one try now. */
  function tryNow(): void {
    if (!store.getState().gaveUp || socket) return;
    clearBackoff();
    open({ fresh: false });
  }

  /** One failed try (or a drop): schedule the next, or go offline after `maxAttempts`. */
  function recordFailure(): void {
    dropped = true;
    const { attempts, gaveUp } = store.getState();
    if (!gaveUp && attempts < maxAttempts) {
      // The socket tries again by itself, `reconnectDelayMs` from now.
      store.setState({ status: "connecting", attempts: attempts + 1, subscribedPollIds: [] });
      return;
    }
    teardown();
    store.setState({
      status: "closed",
      attempts: attempts + 1,
      gaveUp: true,
      subscribedPollIds: [],
    });
    scheduleBackoff();
    listenForWake();
    if (!gaveUp) options.onGiveUp();
  }

  /**
   * Opens a socket: a `fresh` start (connect, a deliberate reopen) or one more try while offline,
   * which keeps the count and the offline mark until it opens.
   */
  function open({ fresh }: { fresh: boolean }): void {
    const WebSocketImpl =
      options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
    if (!WebSocketImpl) {
      log.error(
        "no WebSocket implementation: pass `WebSocket` to createPulso (in Node 20, `ws`'s).",
      );
      store.setState({ ...INITIAL_CONNECTION_STATE, gaveUp: true });
      return;
    }
    if (fresh) {
      // A fresh start ends any outage's back-off; a drop still counts (`dropped`) for catch-up.
      clearBackoff();
      stopListeningForWake();
      backoffTries = 0;
      store.setState({ ...INITIAL_CONNECTION_STATE, status: "connecting" });
    } else {
      store.setState({ status: "connecting" });
    }
    const onOpen = () => {
      const reconnected = dropped;
      dropped = false;
      backoffTries = 0;
      clearBackoff();
      stopListeningForWake();
      store.setState({ status: "open", attempts: 0, gaveUp: false });
      authenticate();
      // A new socket follows nothing yet: it is told every followed poll.
      told.clear();
      syncSubscriptions();
      if (reconnected) announceReconnect();
    };
    const onMessage = (data: unknown) => {
      const message = parseServerMessage(data);
      if (!message) return;
      if (message.event === "subscribed") store.setState({ subscribedPollIds: message.pollIds });
      else if (message.event === "error")
        log.warn(`the realtime server refused a frame: ${message.code}`);
      else if (message.event !== "pong") deliver(message);
    };
    // Socket events run outside any caller's stack: nothing may escape into the host page.
    const guard =
      <TArgs extends unknown[]>(name: string, handler: (...args: TArgs) => void) =>
      (...args: TArgs) => {
        try {
          handler(...args);
        } catch (error) {
          log.error(`handling the realtime ${name} event failed`, error);
        }
      };
    socket = openReconnectingSocket(
      url,
      WebSocketImpl,
      { delayMs: reconnectDelayMs, timeoutMs: connectionTimeoutMs },
      {
        onOpen: guard("open", onOpen),
        onFailure: guard("close", recordFailure),
        onMessage: guard("message", onMessage),
      },
    );
  }

  function subscribe(pollIds: string | readonly string[]): () => void {
    const ids = (typeof pollIds === "string" ? [pollIds] : [...pollIds]).filter(isPollId);
    if (subscriptions.add(ids).length > 0) queueSync();
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      if (subscriptions.remove(ids).length > 0) queueSync();
    };
  }

  return {
    store: readOnly(store),
    connect() {
      if (socket) return;
      if (store.getState().gaveUp && backoffTimer !== null) {
        tryNow();
        return;
      }
      open({ fresh: true });
    },
    disconnect() {
      teardown();
      clearBackoff();
      stopListeningForWake();
      dropped = false;
      backoffTries = 0;
      store.setState(INITIAL_CONNECTION_STATE, true);
    },
    subscribe,
    watch(pollId) {
      if (!isPollId(pollId)) {
        log.warn(`watch() needs a market id, got ${JSON.stringify(pollId)}`);
        return () => {};
      }
      watched.set(pollId, (watched.get(pollId) ?? 0) + 1);
      const unsubscribe = subscribe(pollId);
      let open = true;
      return () => {
        if (!open) return;
        open = false;
        const left = (watched.get(pollId) ?? 1) - 1;
        if (left > 0) watched.set(pollId, left);
        else watched.delete(pollId);
        unsubscribe();
      };
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => {
        reconnectListeners.delete(listener);
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
      open({ fresh: true });
    },
  };
}
