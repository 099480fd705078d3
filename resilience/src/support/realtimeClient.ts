import { REALTIME_RECONNECT, type RealtimeServerMessage } from "@pulso/core";
import WebSocket from "ws";

/** What a test socket has seen so far. */
export interface RealtimeClientState {
  status: "connecting" | "open" | "closed";
  /** Successful opens (1 + reconnections). */
  opens: number;
  /** Connections that ended without `disconnect()`. */
  drops: number;
  /** Failed tries in a row (reset on open). */
  attempts: number;
  gaveUp: boolean;
  /** Polls the server acknowledged in its last `subscribed` frame on the current connection. */
  subscribedPollIds: string[];
}

/** A socket that follows polls the way the sdk does, recording what it receives. */
export interface TestRealtimeClient {
  state(): RealtimeClientState;
  /** Every well-formed frame received, in order, with the connection number it came on. */
  frames: { opens: number; message: RealtimeServerMessage }[];
  disconnect(): void;
}

/**
 * A Node realtime client with the behaviour DESIGN §6 fixes for the sdk: on an unexpected close
 * it tries again after 5 s (`REALTIME_RECONNECT.delayMs`), at most 5 tries in a row, the count
 * reset on open; it re-sends its subscriptions on every open; it ignores malformed messages and
 * never retries after `disconnect()`. (The sdk's own client needs partysocket, which this package
 * does not depend on; this one keeps to the same rules with `ws`.)
 */
export function connectRealtime(options: {
  url: string;
  pollIds: readonly string[];
  reconnectDelayMs?: number;
  maxAttempts?: number;
  connectionTimeoutMs?: number;
}): TestRealtimeClient {
  const {
    url,
    pollIds,
    reconnectDelayMs = REALTIME_RECONNECT.delayMs,
    maxAttempts = REALTIME_RECONNECT.maxAttempts,
    connectionTimeoutMs = 4_000,
  } = options;
  const state: RealtimeClientState = {
    status: "connecting",
    opens: 0,
    drops: 0,
    attempts: 0,
    gaveUp: false,
    subscribedPollIds: [],
  };
  const frames: TestRealtimeClient["frames"] = [];
  let socket: WebSocket | null = null;
  let retry: NodeJS.Timeout | null = null;
  let deliberate = false;

  const scheduleRetry = () => {
    if (deliberate) return;
    if (state.attempts >= maxAttempts) {
      state.status = "closed";
      state.gaveUp = true;
      return;
    }
    state.attempts += 1;
    state.status = "connecting";
    retry = setTimeout(open, reconnectDelayMs);
  };

  function open(): void {
    retry = null;
    const ws = new WebSocket(url, { handshakeTimeout: connectionTimeoutMs });
    socket = ws;
    let wasOpen = false;
    ws.on("open", () => {
      wasOpen = true;
      state.status = "open";
      state.opens += 1;
      state.attempts = 0;
      state.subscribedPollIds = [];
      ws.send(JSON.stringify({ type: "subscribe", pollIds }));
    });
    ws.on("message", (data, isBinary) => {
      if (isBinary) return;
      let message: RealtimeServerMessage;
      try {
        message = JSON.parse(String(data)) as RealtimeServerMessage;
      } catch {
        return;
      }
      if (typeof message !== "object" || message === null || !("event" in message)) return;
      if (message.event === "subscribed") state.subscribedPollIds = [...message.pollIds];
      frames.push({ opens: state.opens, message });
    });
    ws.on("error", () => {
      // The close that follows schedules the retry.
    });
    ws.on("close", () => {
      if (socket !== ws) return;
      socket = null;
      state.subscribedPollIds = [];
      if (wasOpen && !deliberate) state.drops += 1;
      if (deliberate) {
        state.status = "closed";
        return;
      }
      scheduleRetry();
    });
  }

  open();
  return {
    state: () => ({ ...state, subscribedPollIds: [...state.subscribedPollIds] }),
    frames,
    disconnect() {
      deliberate = true;
      if (retry) clearTimeout(retry);
      socket?.close();
      state.status = "closed";
    },
  };
}
