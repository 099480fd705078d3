import type { IncomingHttpHeaders } from "node:http";
import { Socket } from "node:net";
import { errorMessage } from "@pulso/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requestLanguage } from "./language";

/** How long a request body may take and how slowly it may arrive (config REQUEST_BODY_*). */
export interface SlowBodyLimits {
  /** Longest the whole request may take to arrive, in ms. */
  totalMs: number;
  /** Slowest rate over each window, in bytes per second; 0: no rate limit. */
  minBytesPerSecond: number;
  /** The window the rate is measured over, in ms. */
  rateWindowMs: number;
}

function hasBody(headers: IncomingHttpHeaders): boolean {
  return headers["transfer-encoding"] !== undefined || Number(headers["content-length"] ?? 0) > 0;
}

/**
 * Answers 408 REQUEST_TIMEOUT in the requester's language and closes the connection. Written to
 * the socket, as Node does for its own timeouts: the request is still being parsed, so Fastify's
 * reply cannot be used, and whatever was waiting for the body then sees the connection gone.
 */
function refuseSlowBody(request: FastifyRequest, socket: Socket, responseStarted: boolean): void {
  if (responseStarted || !socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({
    status: "fail",
    code: "REQUEST_TIMEOUT",
    message: errorMessage("REQUEST_TIMEOUT", requestLanguage(request)),
  });
  socket.end(
    "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n" +
      "Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n" +
      `X-Content-Type-Options: nosniff\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}

/**
 * Times out slow request bodies: a client that sends part of a body and stalls, or trickles it,
 * would otherwise hold a connection (and a parser, and for uploads a buffer) for as long as it
 * likes. Each request with a body gets a total time and, over every window, a minimum rate of
 * bytes read from its connection; past either it gets 408 and the connection is closed. The
 * check only reads counters (it never touches the body stream, which multipart reads itself).
 */
export function installSlowBodyGuard(app: FastifyInstance, limits: SlowBodyLimits): void {
  const tickMs = Math.max(
    25,
    Math.min(1_000, Math.ceil(limits.totalMs / 4), Math.ceil(limits.rateWindowMs / 4)),
  );
  app.addHook("onRequest", (request, reply, done) => {
    const raw = request.raw;
    if (raw.complete || !hasBody(raw.headers)) return done();
    const socket = raw.socket;
    // Only a real connection can stall; an injected request (the demo seed's) has a stand-in
    // socket with no byte counter and nothing to close.
    if (!(socket instanceof Socket)) return done();
    const started = Date.now();
    let windowStart = started;
    let windowBytes = socket.bytesRead;
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) {
        clearInterval(timer);
        return;
      }
      const now = Date.now();
      let tooSlow = now - started > limits.totalMs;
      if (!tooSlow && limits.minBytesPerSecond > 0 && now - windowStart >= limits.rateWindowMs) {
        const bytes = socket.bytesRead - windowBytes;
        tooSlow = bytes * 1_000 < limits.minBytesPerSecond * (now - windowStart);
        windowStart = now;
        windowBytes = socket.bytesRead;
      }
      if (!tooSlow) return;
      clearInterval(timer);
      refuseSlowBody(request, socket, reply.raw.headersSent);
    }, tickMs);
    // A timer must never keep the process alive on its own (shutdown, tests).
    timer.unref();
    raw.once("close", () => clearInterval(timer));
    done();
  });
}
