import { log } from "../log";

/** A WebSocket constructor: the browser's, or `ws`'s in Node. */
export type WebSocketConstructor = new (url: string, protocols?: string | string[]) => unknown;

/** The part of a WebSocket the realtime client uses (browsers' and `ws`'s alike). */
interface RawSocket {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  addEventListener(type: string, listener: (event: never) => void): void;
}

/** What happens on the socket, told to the realtime client. */
export interface SocketHandlers {
  /** A connection opened (the first, or one after a failure). */
  onOpen(): void;
  /** A try failed or an open connection dropped; the next try follows `delayMs` later. */
  onFailure(): void;
  /** A frame arrived. */
  onMessage(data: unknown): void;
}

/** One realtime connection that tries again after every failure until it is closed. */
export interface ReconnectingSocket {
  /** Whether a connection is open now. */
  readonly isOpen: boolean;
  /** Sends a frame on the open connection (the caller checks `isOpen`). */
  send(data: string): void;
  /** Closes for good: no event follows and no try is made. */
  close(): void;
}

const OPEN = 1;

/**
 * Opens `url` and keeps trying, `delayMs` after each failure, until `close()`. A try that has not
 * opened after `timeoutMs` counts as failed. Each failure is told once, whatever events the
 * socket fires for it (a refused connection fires an error and then a close; a constructor that
 * throws, nothing). A few lines of our own instead of a reconnecting-socket library: the realtime
 * client counts tries and backs off itself, and the embed's weight budget (DESIGN §10) has no
 * room for what it would not use.
 */
export function openReconnectingSocket(
  url: string,
  WebSocketImpl: WebSocketConstructor,
  options: { delayMs: number; timeoutMs: number },
  handlers: SocketHandlers,
): ReconnectingSocket {
  let closed = false;
  let current: RawSocket | null = null;
  /** Which try is current: events of an earlier one are ignored. */
  let tryNumber = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let openTimer: ReturnType<typeof setTimeout> | null = null;

  const clearTimers = () => {
    if (retryTimer !== null) clearTimeout(retryTimer);
    if (openTimer !== null) clearTimeout(openTimer);
    retryTimer = null;
    openTimer = null;
  };

  /** Closes a socket quietly: its later events belong to an old try and are ignored. */
  const abandon = (socket: RawSocket | null) => {
    if (!socket) return;
    try {
      socket.close();
    } catch (error) {
      log.warn("closing the realtime socket failed", error);
    }
  };

  /** Try `number` failed: tell the client once, then try again after the delay. */
  function fail(number: number): void {
    if (closed || number !== tryNumber) return;
    tryNumber += 1;
    clearTimers();
    abandon(current);
    current = null;
    handlers.onFailure();
    // onFailure may have closed us (past its five tries the client spaces tries itself).
    if (!closed) retryTimer = setTimeout(connect, options.delayMs);
  }

  function connect(): void {
    retryTimer = null;
    if (closed) return;
    const number = ++tryNumber;
    let socket: RawSocket;
    try {
      socket = new WebSocketImpl(url) as RawSocket;
    } catch (error) {
      log.warn("the realtime socket could not be created", error);
      // Told after this call returns, as a socket's own failure would be.
      queueMicrotask(() => fail(number));
      return;
    }
    current = socket;
    openTimer = setTimeout(() => fail(number), options.timeoutMs);
    socket.addEventListener("open", () => {
      if (closed || number !== tryNumber) return;
      if (openTimer !== null) clearTimeout(openTimer);
      openTimer = null;
      handlers.onOpen();
    });
    socket.addEventListener("close", () => fail(number));
    // An error before opening fails the try (its close is then ignored); an open socket's error
    // is followed by its close.
    socket.addEventListener("error", () => {
      if (socket.readyState !== OPEN) fail(number);
    });
    socket.addEventListener("message", (event: MessageEvent) => {
      if (!closed && number === tryNumber) handlers.onMessage(event.data);
    });
  }

  connect();
  return {
    get isOpen() {
      return !closed && current?.readyState === OPEN;
    },
    send(data) {
      current?.send(data);
    },
    close() {
      if (closed) return;
      closed = true;
      clearTimers();
      const socket = current;
      current = null;
      abandon(socket);
    },
  };
}
