import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** One request as the server saw it. */
export interface RecordedRequest {
  method: string;
  /** The raw request target, e.g. `/api/v1/polls?page=1`. */
  url: string;
  /** The pathname relative to the API prefix, e.g. `/polls`. */
  path: string;
  /** Every query parameter, always as a list (repeated keys keep their order). */
  query: Record<string, string[]>;
  /** Headers with lower-cased names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** The raw `content-type`, boundary included for multipart. */
  contentType: string | undefined;
  /** The body as UTF-8 text ("" when none). */
  rawBody: string;
  /** The body parsed as JSON when it is JSON, otherwise undefined. */
  json: unknown;
  /** Date.now() when the request arrived. */
  receivedAt: number;
}

/** How a route answers. */
export interface RouteResponse {
  status?: number;
  /** Serialised as the body with `content-type: application/json`. */
  json?: unknown;
  /** A raw body (e.g. an HTML error page); set its content-type in `headers`. */
  body?: string;
  headers?: Record<string, string>;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Destroy the socket without answering: the client sees a network failure. */
  destroy?: boolean;
}

/** A fixed answer, or a function of the recorded request (may count calls, vary answers). */
export type RouteHandler =
  RouteResponse | ((request: RecordedRequest) => RouteResponse | Promise<RouteResponse>);

/** A local HTTP server for transport tests; see {@link createRecordingServer}. */
export interface RecordingServer {
  /** Listens on 127.0.0.1 and a free port. */
  start(): Promise<void>;
  /** Drops open connections and pending answers, then stops listening. */
  close(): Promise<void>;
  /** `http://127.0.0.1:<port>` + the API prefix; valid after start(). */
  readonly baseURL: string;
  /** `http://127.0.0.1:<port>`; valid after start(). */
  readonly origin: string;
  /** Every request received since the last reset(), in arrival order. */
  readonly requests: RecordedRequest[];
  /** Forgets recorded requests and routes. */
  reset(): void;
  /** Sets how `method path` (path relative to the API prefix, no query) answers. */
  respond(method: string, path: string, handler: RouteHandler): void;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

function toRecord(request: IncomingMessage, body: Buffer, prefix: string): RecordedRequest {
  const target = request.url ?? "/";
  const parsed = new URL(target, "http://127.0.0.1");
  const query: Record<string, string[]> = {};
  for (const [key, value] of parsed.searchParams) (query[key] ??= []).push(value);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  const rawBody = body.toString("utf8");
  let json: unknown;
  if (headers["content-type"]?.includes("json")) {
    try {
      json = JSON.parse(rawBody);
    } catch {
      json = undefined;
    }
  }
  const pathname = parsed.pathname;
  return {
    method: request.method ?? "GET",
    url: target,
    path: pathname.startsWith(prefix) ? pathname.slice(prefix.length) || "/" : pathname,
    query,
    headers,
    contentType: headers["content-type"],
    rawBody,
    json,
    receivedAt: Date.now(),
  };
}

/**
 * A real HTTP server on 127.0.0.1 that records every request and answers from a route table,
 * so transport tests exercise real sockets, headers and bodies instead of a mocked fetch.
 * Unknown routes answer 404 with a Pulso error envelope (code `NO_TEST_ROUTE`).
 *
 * @example
 * const server = createRecordingServer();
 * await server.start();
 * server.respond("GET", "/users/me", { json: { status: "success", data: { user } } });
 */
export function createRecordingServer(options: { apiPrefix?: string } = {}): RecordingServer {
  const prefix = options.apiPrefix ?? "/api/v1";
  const routes = new Map<string, RouteHandler>();
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let server: Server | undefined;
  let origin = "";

  function wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const recorded = toRecord(request, await readBody(request), prefix);
    requests.push(recorded);
    const handler = routes.get(`${recorded.method} ${recorded.path}`) ?? {
      status: 404,
      json: {
        status: "fail",
        code: "NO_TEST_ROUTE",
        message: `No test route for ${recorded.method} ${recorded.path}`,
      },
    };
    const answer = typeof handler === "function" ? await handler(recorded) : handler;
    if (answer.delayMs) await wait(answer.delayMs);
    if (answer.destroy) {
      request.socket.destroy();
      return;
    }
    if (response.destroyed) return;
    const headers: Record<string, string> = { ...answer.headers };
    let body = answer.body;
    if (answer.json !== undefined) {
      body = JSON.stringify(answer.json);
      headers["content-type"] ??= "application/json";
    }
    response.writeHead(answer.status ?? 200, headers);
    response.end(body);
  }

  return {
    async start() {
      const created = createServer((request, response) => {
        handle(request, response).catch((error: unknown) => {
          if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain" });
          response.end(`recording server failed: ${String(error)}`);
        });
      });
      created.on("connection", (socket) => {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
      });
      await new Promise<void>((resolve, reject) => {
        created.once("error", reject);
        created.listen(0, "127.0.0.1", () => resolve());
      });
      server = created;
      origin = `http://127.0.0.1:${(created.address() as AddressInfo).port}`;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const socket of sockets) socket.destroy();
      const running = server;
      server = undefined;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    get baseURL() {
      return origin + prefix;
    },
    get origin() {
      return origin;
    },
    requests,
    reset() {
      requests.length = 0;
      routes.clear();
    },
    respond(method, path, handler) {
      routes.set(`${method.toUpperCase()} ${path}`, handler);
    },
  };
}
