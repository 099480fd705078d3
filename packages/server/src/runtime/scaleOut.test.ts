import { randomBytes } from "node:crypto";
import { createApiClient } from "@pulso/api-client";
import type { RealtimeServerMessage } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { loadConfig } from "../config";
import { createTestDatabase, TEST_DB_KIND } from "../test-utils/testServer";
import { startServer, type RunningServer } from "./startServer";

/**
 * DESIGN §4's scale-out path: N stateless instances sharing PostgreSQL and Redis. It needs a real
 * PostgreSQL (two processes cannot share a PGlite), so it runs in the PostgreSQL pass.
 */
const shared = TEST_DB_KIND === "postgres";

let first: RunningServer;
let second: RunningServer;
let stranger: RunningServer;
let dropDb: () => Promise<void>;

beforeAll(async () => {
  if (!shared) return;
  const database = await createTestDatabase();
  dropDb = database.drop;
  // The instances open their own pools on the shared database, as separate processes would.
  const env = {
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "silent",
    PULSO_SEED: "false",
    DATABASE_URL: database.url!,
    REDIS_URL: "redis://127.0.0.1:6379",
  };
  // An hour between session checks: a socket closed by a revocation was closed by the bus.
  const hub = { sessionCheckMs: 3_600_000 };
  first = await startServer(loadConfig(env), { hub });
  second = await startServer(loadConfig(env), { hub });
  // Another deployment on the same Redis (and, here, the same database, to prove the namespace
  // alone keeps them apart).
  stranger = await startServer(loadConfig({ ...env, REDIS_NAMESPACE: "pulso-other-deployment" }));
});

afterAll(async () => {
  if (!shared) return;
  await first?.close();
  await second?.close();
  await stranger?.close();
  await dropDb?.();
});

describe.runIf(shared)("two instances sharing PostgreSQL and Redis", () => {
  it("deliver a bet placed on one to a socket connected to the other", async () => {
    const api = createApiClient({ baseURL: `${first.origin}/api/v1` });
    const admin = await api.signup({
      name: "Admin",
      email: `admin-${randomBytes(3).toString("hex")}@example.com`,
      password: "Secreto123",
    });
    await first.db.query("UPDATE users SET role = 'admin' WHERE id = $1", [admin.user._id]);
    const adminApi = createApiClient({ baseURL: `${first.origin}/api/v1`, token: admin.token });
    const market = await adminApi.createPoll({
      kind: "prediction",
      title: "¿Ganará la candidata?",
      description: "Mercado de prueba",
      category: "presidential",
      startDate: new Date(Date.now() - 60_000).toISOString(),
      endDate: new Date(Date.now() + 86_400_000).toISOString(),
      yesPrice: 50,
      noPrice: 50,
      options: [{ text: "Sí" }, { text: "No" }],
    });

    const { socket, waitFor } = await openSocket(second);
    socket.send(JSON.stringify({ type: "subscribe", pollIds: [market._id] }));
    expect(await waitFor((frame) => frame.event === "subscribed")).toBeDefined();
    const elsewhere = await openSocket(stranger);
    elsewhere.socket.send(JSON.stringify({ type: "subscribe", pollIds: [market._id] }));
    expect(await elsewhere.waitFor((frame) => frame.event === "subscribed")).toBeDefined();

    const bettor = await api.signup({
      name: "Lectora",
      email: `b-${randomBytes(3).toString("hex")}@example.com`,
      password: "Secreto123",
    });
    const yes = market.options[0]!;
    await createApiClient({ baseURL: `${first.origin}/api/v1`, token: bettor.token }).placeBet({
      pollId: market._id,
      optionId: yes._id,
      amount: 10,
    });

    const update = await waitFor((frame) => frame.event === "poll_updated");
    expect(update).toMatchObject({ event: "poll_updated", pollId: market._id });
    const prices = (update as Extract<RealtimeServerMessage, { event: "poll_updated" }>).prices;
    expect(prices[yes._id]).toBeGreaterThan(50);
    const seenBySecond = await createApiClient({ baseURL: `${second.origin}/api/v1` }).getPoll(
      market._id,
    );
    expect(seenBySecond.options[0]?.price).toBe(
      prices[yes._id] !== undefined ? Math.round(prices[yes._id]!) : NaN,
    );
    // The other deployment's own event, published after the bet's: had its instance listened on
    // this deployment's channel, the bet's update would have reached it first.
    stranger.ctx.realtime.toPoll(market._id, {
      event: "poll_updated",
      pollId: market._id,
      prices: {},
      volume: -1,
      at: new Date().toISOString(),
    });
    await elsewhere.waitFor((frame) => frame.event === "poll_updated");
    expect(elsewhere.frames.filter((frame) => frame.event === "poll_updated")).toEqual([
      expect.objectContaining({ volume: -1 }),
    ]);
    socket.close();
    elsewhere.socket.close();
  });

  it("close a socket on one instance when its session is revoked on the other", async () => {
    const api = createApiClient({ baseURL: `${first.origin}/api/v1` });
    const account = await api.signup({
      name: "Lectora",
      email: `r-${randomBytes(3).toString("hex")}@example.com`,
      password: "Secreto123",
    });
    const { socket, frames, waitFor } = await openSocket(second, {
      cookie: `pulso_session=${account.token}`,
      origin: second.origin,
    });
    socket.send(JSON.stringify({ type: "ping" }));
    expect(await waitFor((frame) => frame.event === "pong")).toBeDefined();
    const closed = new Promise<number>((resolve) => socket.once("close", resolve));

    await createApiClient({ baseURL: `${first.origin}/api/v1`, token: account.token }).logout();

    // DESIGN §5's promise: closed within 5 s.
    const late = new Promise<"open">((resolve) => setTimeout(() => resolve("open"), 5_000).unref());
    expect(await Promise.race([closed, late])).toBe(4401);
    expect(frames.at(-1)).toMatchObject({ event: "error", code: "UNAUTHENTICATED" });
  });
});

/** Opens `/ws` on an instance and records its frames. */
async function openSocket(server: RunningServer, headers: Record<string, string> = {}) {
  const socket = new WebSocket(`${server.origin.replace("http", "ws")}/ws`, { headers });
  const frames: RealtimeServerMessage[] = [];
  socket.on("message", (data) => frames.push(JSON.parse(String(data)) as RealtimeServerMessage));
  await new Promise((resolve) => socket.once("open", resolve));
  const waitFor = async (predicate: (frame: RealtimeServerMessage) => boolean) => {
    for (let tries = 0; tries < 150; tries += 1) {
      const found = frames.find(predicate);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return undefined;
  };
  return { socket, frames, waitFor };
}
