/** A WebSocket the tests drive by hand: open it, fail it, drop it, push frames into it. */
export interface FakeSocket {
  readonly url: string;
  readonly readyState: number;
  /** Frames the client sent, parsed from JSON. */
  frames(): unknown[];
  /** The connection opens. */
  open(): void;
  /** The connection attempt fails (error, then close 1006), as a refused connection does. */
  fail(): void;
  /** An open connection drops (close event only). */
  drop(code?: number): void;
  /** The server sends a frame (objects are JSON-encoded; strings go as they are). */
  receive(payload: unknown): void;
  /** Whether the client closed it. */
  readonly closedByClient: boolean;
}

/** A fake server: the constructor to hand to createPulso, and every socket it made. */
export interface FakeWebSocketServer {
  WebSocket: new (url: string, protocols?: string | string[]) => FakeSocket;
  sockets: FakeSocket[];
  /** The most recent socket; throws when none was made. */
  latest(): FakeSocket;
}

function closeEvent(code: number): Event {
  // Node 20 has no CloseEvent: a plain event with a close event's fields.
  return Object.assign(new Event("close"), { code, reason: "", wasClean: code === 1000 });
}

/** Creates an isolated fake server (no state shared between tests). */
export function createFakeWebSocketServer(): FakeWebSocketServer {
  const sockets: FakeSocket[] = [];

  class FakeWebSocket extends EventTarget implements FakeSocket {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSING = 2;
    static readonly CLOSED = 3;
    readonly CONNECTING = 0;
    readonly OPEN = 1;
    readonly CLOSING = 2;
    readonly CLOSED = 3;
    readonly url: string;
    binaryType = "blob";
    bufferedAmount = 0;
    extensions = "";
    protocol = "";
    readyState = 0;
    closedByClient = false;
    private readonly sent: string[] = [];

    constructor(url: string) {
      super();
      this.url = url;
      sockets.push(this);
    }

    send(data: string): void {
      if (this.readyState !== 1) throw new Error("send() on a socket that is not open");
      this.sent.push(data);
    }

    close(): void {
      if (this.readyState >= 2) return;
      this.closedByClient = true;
      this.readyState = 3;
    }

    frames(): unknown[] {
      return this.sent.map((frame) => JSON.parse(frame) as unknown);
    }

    open(): void {
      this.readyState = 1;
      this.dispatchEvent(new Event("open"));
    }

    fail(): void {
      this.readyState = 3;
      this.dispatchEvent(new Event("error"));
      this.dispatchEvent(closeEvent(1006));
    }

    drop(code = 1006): void {
      this.readyState = 3;
      this.dispatchEvent(closeEvent(code));
    }

    receive(payload: unknown): void {
      const data = typeof payload === "string" ? payload : JSON.stringify(payload);
      this.dispatchEvent(new MessageEvent("message", { data }));
    }
  }

  return {
    WebSocket: FakeWebSocket,
    sockets,
    latest() {
      const socket = sockets.at(-1);
      if (!socket) throw new Error("no socket was opened");
      return socket;
    },
  };
}
