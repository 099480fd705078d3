import { randomBytes } from "node:crypto";
import type { RealtimeServerMessage } from "@pulso/core";
import WebSocket from "ws";
import { loadConfig } from "../../config";
import { ledgerAudit } from "../../ledger/audit";
import {
  startServer,
  type RunningServer,
  type StartServerOptions,
} from "../../runtime/startServer";
import { createTestDatabase } from "../../test-utils/testServer";

/** A socket on `/ws` that records every frame it receives. */
export interface RecordingSocket {
  frames: RealtimeServerMessage[];
  send(frame: unknown): void;
  /** Resolves with the first frame `predicate` accepts (throws after 10 s without one). */
  next(predicate: (frame: RealtimeServerMessage) => boolean): Promise<RealtimeServerMessage>;
  /** Resolves with the close code once the socket is closed, by either side. */
  closed: Promise<number>;
  close(): void;
}

/** An account signed up through the API: its token (= its first session) and id. */
export interface LiveAccount {
  email: string;
  password: string;
  token: string;
  userId: string;
}

/** The whole server as `main.ts` runs it (API, `/ws`, hub), on a fresh database and a free port. */
export interface LiveServer {
  server: RunningServer;
  origin: string;
  api: string;
  signup(password?: string): Promise<LiveAccount>;
  /** A call with the session cookie of `token`, as the portal's own pages make it. */
  withCookie(token: string, path: string, init?: RequestInit): Promise<Response>;
  /** Opens `/ws` with these upgrade headers (cookie, origin) and waits until it is open. */
  socket(headers?: Record<string, string>): Promise<RecordingSocket>;
  /**
   * Publishes a public poll event and waits until `socket` receives it. The hub delivers one
   * instance's events in the order they were published, so afterwards the socket has received
   * every user event published before: their absence is then a fact, not a matter of waiting.
   */
  barrier(socket: RecordingSocket): Promise<void>;
  expectLedgerSound(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a {@link LiveServer} with extra environment settings (and hub tuning). */
export async function startLiveServer(
  env: Record<string, string> = {},
  hub?: StartServerOptions["hub"],
): Promise<LiveServer> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "silent",
    PULSO_SEED: "false",
    // Test files sign up many accounts from one address; the limit has its own tests.
    SIGNUPS_PER_ADDRESS_PER_HOUR: "1000000",
    ...env,
  });
  const server = await startServer(config, { db: database.db, ...(hub ? { hub } : {}) });
  const origin = server.origin;
  const api = `${origin}/api/v1`;
  let barriers = 0;

  const live: LiveServer = {
    server,
    origin,
    api,
    async signup(password = "Secreto123") {
      const email = `sec-${randomBytes(5).toString("hex")}@example.com`;
      const response = await fetch(`${api}/auth/signup`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Lectora Segura", email, password }),
      });
      if (response.status !== 201) throw new Error(`sign-up failed: ${await response.text()}`);
      const body = (await response.json()) as { token: string; data: { user: { _id: string } } };
      return { email, password, token: body.token, userId: body.data.user._id };
    },
    withCookie(token, path, init = {}) {
      return fetch(`${api}${path}`, {
        ...init,
        headers: {
          cookie: `pulso_session=${token}`,
          origin,
          "x-requested-with": "XMLHttpRequest",
          ...(init.body ? { "content-type": "application/json" } : {}),
          ...(init.headers as Record<string, string> | undefined),
        },
      });
    },
    async socket(headers = {}) {
      const ws = new WebSocket(`${origin.replace("http", "ws")}/ws`, { headers });
      const frames: RealtimeServerMessage[] = [];
      const waiting = new Set<() => void>();
      const closed = new Promise<number>((resolve) => ws.once("close", resolve));
      ws.on("message", (data) => {
        frames.push(JSON.parse(String(data)) as RealtimeServerMessage);
        for (const wake of waiting) wake();
      });
      await new Promise<void>((resolve, reject) => {
        ws.once("open", () => resolve());
        ws.once("error", reject);
      });
      return {
        frames,
        send: (frame) => ws.send(JSON.stringify(frame)),
        next(predicate) {
          return new Promise((resolve, reject) => {
            const check = () => {
              const found = frames.find(predicate);
              if (!found) return;
              clearTimeout(timer);
              waiting.delete(check);
              resolve(found);
            };
            const timer = setTimeout(() => {
              waiting.delete(check);
              reject(new Error("no such frame arrived"));
            }, 10_000);
            waiting.add(check);
            check();
          });
        },
        closed,
        close: () => ws.close(),
      };
    },
    async barrier(socket) {
      barriers += 1;
      const pollId = `barrier_${barriers}_${randomBytes(3).toString("hex")}`;
      socket.send({ type: "subscribe", pollIds: [pollId] });
      await socket.next((frame) => frame.event === "subscribed" && frame.pollIds.includes(pollId));
      server.ctx.realtime.toPoll(pollId, {
        event: "poll_updated",
        pollId,
        prices: {},
        volume: 0,
        at: new Date().toISOString(),
      });
      await socket.next((frame) => frame.event === "poll_updated" && frame.pollId === pollId);
    },
    async expectLedgerSound() {
      const report = await ledgerAudit(database.db);
      if (!report.ok) throw new Error(`ledger audit failed: ${JSON.stringify(report.violations)}`);
    },
    async close() {
      await server.close();
      await database.drop();
    },
  };
  return live;
}

/** The events of a user's own kind (never public) among a socket's frames. */
export function userEvents(socket: RecordingSocket): string[] {
  const own = new Set([
    "balance_updated",
    "notification_received",
    "dashboard_updated",
    "bet_placed",
  ]);
  return socket.frames.map((frame) => frame.event).filter((event) => own.has(event));
}
