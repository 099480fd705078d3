import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createServer, connect, type AddressInfo, type Socket } from "node:net";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EventBus } from "./bus";
import { busChannel, createRedisBus } from "./redisBus";
import {
  createTestLogger,
  notification,
  pollResolved,
  startHub,
  type HubHarness,
} from "./test-utils/realtimeHarness";

const REDIS_URL = "redis://127.0.0.1:6379";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function uniqueName(): string {
  return `pulso-test-${randomUUID()}`;
}

async function startRedisHub(namespace: string): Promise<HubHarness> {
  const logger = createTestLogger();
  const bus = await createRedisBus({
    url: REDIS_URL,
    namespace,
    logger,
    connectionName: uniqueName(),
  });
  const harness = await startHub({ bus });
  cleanups.push(() => harness.close());
  return harness;
}

function rawClient(): Redis {
  const redis = new Redis(REDIS_URL);
  cleanups.push(() => redis.quit());
  return redis;
}

async function clientNames(admin: Redis): Promise<string[]> {
  const list = String(await admin.client("LIST"));
  return [...list.matchAll(/ name=(\S*)/g)].map((match) => match[1] ?? "");
}

describe("createRedisBus", () => {
  it("fans an event published on one hub out to both hubs, once each", async () => {
    const namespace = uniqueName();
    const hubA = await startRedisHub(namespace);
    const hubB = await startRedisHub(namespace);
    const onA = await hubA.connect();
    const onB = await hubB.connect({ user: "ana" });
    await onA.request({ type: "subscribe", pollIds: ["p1"] });
    await onB.request({ type: "subscribe", pollIds: ["p1"] });

    await hubA.hub.publish(pollResolved("p1", "yes"));
    await hubB.hub.publish(notification("ana", "from B"));
    // Redis keeps one connection's order: once the sentinel is in, so is everything before it.
    await hubA.hub.publish(pollResolved("p1", "sentinel"));
    await Promise.all(
      [onA, onB].map((client) =>
        client.waitFor((frame) => frame.event === "poll_resolved" && frame.winner === "sentinel"),
      ),
    );

    for (const client of [onA, onB]) {
      expect(client.events("poll_resolved").map((frame) => frame.winner)).toEqual([
        "yes",
        "sentinel",
      ]);
    }
    expect(onB.events("notification_received")).toHaveLength(1);
    expect(onA.events("notification_received")).toHaveLength(0);
  });

  it("keeps deployments with different namespaces on one Redis apart (DESIGN §4)", async () => {
    const hubA = await startRedisHub(uniqueName());
    const hubB = await startRedisHub(uniqueName());
    const session = "a".repeat(64);
    const onA = await hubA.connect({ user: "ana", session });
    const onB = await hubB.connect({ user: "ana", session });
    await onA.request({ type: "subscribe", pollIds: ["p1"] });
    await onB.request({ type: "subscribe", pollIds: ["p1"] });

    await hubA.hub.publish(pollResolved("p1", "from A"));
    await hubA.hub.publish(notification("ana", "from A"));
    await hubA.hub.publish({ scope: "sessions_revoked", sessionIds: [session] });
    // Redis writes a message to its channel's subscribers before acknowledging the PUBLISH, so
    // had B listened on A's channel, A's three would reach B before B's own.
    await hubB.hub.publish(pollResolved("p1", "from B"));
    await onB.waitFor((frame) => frame.event === "poll_resolved" && frame.winner === "from B");

    expect(onB.events("poll_resolved").map((frame) => frame.winner)).toEqual(["from B"]);
    expect(onB.events("notification_received")).toEqual([]);
    expect(onB.socket.readyState).toBe(onB.socket.OPEN);
    expect(await onA.closed).toBe(4401);
    expect(onA.events("poll_resolved").map((frame) => frame.winner)).toEqual(["from A"]);
    expect(onA.events("notification_received")).toHaveLength(1);
  });

  it("logs and drops malformed payloads on the channel", async () => {
    const namespace = uniqueName();
    const channel = busChannel(namespace);
    const harness = await startRedisHub(namespace);
    const client = await harness.connect();
    await client.request({ type: "subscribe", pollIds: ["p1"] });
    const raw = rawClient();
    const busLogger = createTestLogger();
    const bus = await createRedisBus({ url: REDIS_URL, namespace, logger: busLogger });
    cleanups.push(() => bus.close());
    const received = vi.fn();
    bus.subscribe(received);

    await raw.publish(channel, "{not json");
    await raw.publish(channel, JSON.stringify({ scope: "poll", pollId: "p1" }));
    await raw.publish(
      channel,
      JSON.stringify({ scope: "poll", pollId: "p1", event: { event: "pong" } }),
    );
    await raw.publish(channel, JSON.stringify(pollResolved("p1", "valid")));
    await client.waitFor((frame) => frame.event === "poll_resolved");
    await vi.waitFor(() => expect(received).toHaveBeenCalledTimes(1));

    expect(client.frames.filter((frame) => frame.event !== "subscribed")).toEqual([
      { event: "poll_resolved", pollId: "p1", winner: "valid" },
    ]);
    expect(busLogger.warn).toHaveBeenCalledTimes(3);
    expect(busLogger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ channel }),
      expect.stringContaining("malformed"),
    );
  });

  it("closes both of its connections on close()", async () => {
    const admin = rawClient();
    const connectionName = uniqueName();
    const bus = await createRedisBus({
      url: REDIS_URL,
      namespace: uniqueName(),
      logger: createTestLogger(),
      connectionName,
    });
    expect(await clientNames(admin)).toEqual(
      expect.arrayContaining([`${connectionName}:pub`, `${connectionName}:sub`]),
    );

    await bus.close();

    await vi.waitFor(async () => {
      const names = await clientNames(admin);
      expect(names.filter((name) => name.startsWith(connectionName))).toEqual([]);
    });
    await expect(bus.publish(notification("ana", "late"))).rejects.toThrow(/closed/);
  });

  it("refuses to start when Redis is unreachable, naming REDIS_URL", async () => {
    const closedPort = await freePort();

    await expect(
      createRedisBus({
        url: `redis://127.0.0.1:${closedPort}`,
        namespace: uniqueName(),
        logger: createTestLogger(),
      }),
    ).rejects.toThrow(/REDIS_URL/);
  });

  it("rejects a publish while Redis is down instead of hanging, and still closes", async () => {
    const proxy = await startProxy(6379);
    const logger = createTestLogger();
    const bus: EventBus = await createRedisBus({
      url: `redis://127.0.0.1:${proxy.port}`,
      namespace: uniqueName(),
      logger,
    });
    await bus.publish(notification("ana", "while up"));

    await proxy.cut();

    await expect(bus.publish(notification("ana", "while down"))).rejects.toThrow(
      /Could not publish a realtime event to Redis/,
    );
    await vi.waitFor(() =>
      expect(logger.warn).toHaveBeenCalledWith(
        expect.anything(),
        expect.stringContaining("lost its Redis connection"),
      ),
    );
    await bus.close();
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A TCP proxy to Redis whose `cut()` simulates an outage: it drops every link and stops listening. */
async function startProxy(targetPort: number) {
  const sockets = new Set<Socket>();
  const server = createServer((inbound) => {
    const outbound = connect(targetPort, "127.0.0.1");
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => sockets.delete(socket));
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    port,
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
