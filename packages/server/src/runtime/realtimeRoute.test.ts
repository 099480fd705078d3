import type { RealtimeServerMessage } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { loadConfig } from "../config";
import { createTestDatabase } from "../test-utils/testServer";
import { startServer, type RunningServer } from "./startServer";

let server: RunningServer;
let dropDb: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  dropDb = database.drop;
  const config = loadConfig({
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "silent",
    PULSO_SEED: "false",
  });
  server = await startServer(config, { db: database.db });
});
afterAll(async () => {
  await server.close();
  await dropDb();
});

/** A socket that records every frame it receives. */
async function connect(headers: Record<string, string> = {}) {
  const socket = new WebSocket(`${server.origin.replace("http", "ws")}/ws`, { headers });
  const frames: RealtimeServerMessage[] = [];
  socket.on("message", (data) => frames.push(JSON.parse(String(data)) as RealtimeServerMessage));
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  const waitFor = async (predicate: (frame: RealtimeServerMessage) => boolean, ms = 3000) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const found = frames.find(predicate);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return undefined;
  };
  const send = (frame: unknown) => socket.send(JSON.stringify(frame));
  return { socket, frames, waitFor, send };
}

async function signup(email: string) {
  const response = await fetch(`${server.origin}/api/v1/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Lectora", email, password: "Secreto123" }),
  });
  const body = (await response.json()) as { token: string; data: { user: { _id: string } } };
  return { token: body.token, userId: body.data.user._id };
}

const balanceFor = (userId: string): RealtimeServerMessage => ({
  event: "balance_updated",
  userId,
  newBalance: 42,
});

describe("/ws", () => {
  it("gives anyone, from any origin, the public feed of the polls they subscribe to", async () => {
    const reader = await connect({ origin: "https://diario.example" });
    reader.send({ type: "subscribe", pollIds: ["m_1"] });
    expect(await reader.waitFor((frame) => frame.event === "subscribed")).toEqual({
      event: "subscribed",
      pollIds: ["m_1"],
    });
    server.ctx.realtime.toPoll("m_1", {
      event: "poll_updated",
      pollId: "m_1",
      prices: { o_yes: 61 },
      volume: 12,
      at: new Date().toISOString(),
    });
    const update = await reader.waitFor((frame) => frame.event === "poll_updated");
    expect(update).toMatchObject({ pollId: "m_1", prices: { o_yes: 61 } });
    reader.socket.close();
  });

  it("sends a user's events to a socket opened with their session cookie from the platform", async () => {
    const { token, userId } = await signup("cookie@example.com");
    const mine = await connect({ cookie: `pulso_session=${token}`, origin: server.origin });
    mine.send({ type: "ping" });
    await mine.waitFor((frame) => frame.event === "pong");
    server.ctx.realtime.toUser(userId, balanceFor(userId));
    expect(await mine.waitFor((frame) => frame.event === "balance_updated")).toMatchObject({
      userId,
      newBalance: 42,
    });
    mine.socket.close();
  });

  it("ignores the cookie of a socket opened from a foreign origin", async () => {
    const { token, userId } = await signup("foreign@example.com");
    const hostile = await connect({
      cookie: `pulso_session=${token}`,
      origin: "https://evil.example",
    });
    hostile.send({ type: "ping" });
    await hostile.waitFor((frame) => frame.event === "pong");
    server.ctx.realtime.toUser(userId, balanceFor(userId));
    expect(
      await hostile.waitFor((frame) => frame.event === "balance_updated", 600),
    ).toBeUndefined();
    hostile.socket.close();
  });

  it("lets API clients authenticate with their token, and refuses a bad one", async () => {
    const { token, userId } = await signup("bearer@example.com");
    const client = await connect();
    client.send({ type: "auth", token: "not-a-real-token-but-long-enough" });
    expect(await client.waitFor((frame) => frame.event === "error")).toMatchObject({
      code: "UNAUTHENTICATED",
    });
    client.send({ type: "auth", token });
    await client.waitFor((frame) => frame.event === "subscribed");
    server.ctx.realtime.toUser(userId, balanceFor(userId));
    expect(await client.waitFor((frame) => frame.event === "balance_updated")).toMatchObject({
      userId,
    });
    client.socket.close();
  });

  it("answers malformed frames with an error and keeps the socket", async () => {
    const client = await connect();
    client.socket.send("{not json");
    expect(await client.waitFor((frame) => frame.event === "error")).toMatchObject({
      code: "VALIDATION_FAILED",
    });
    client.send({ type: "ping" });
    expect(await client.waitFor((frame) => frame.event === "pong")).toEqual({ event: "pong" });
    client.socket.close();
  });
});
