import { Redis, type RedisOptions } from "ioredis";
import {
  assertBusMessage,
  deliverToHandlers,
  parseBusMessage,
  type BusHandler,
  type EventBus,
} from "./bus";
import { describeError, type RealtimeLogger } from "./logger";

/** The Redis channel of a deployment's realtime bus: every instance publishes and listens on it. */
export function busChannel(namespace: string): string {
  return `${namespace}:events`;
}

/** Options of {@link createRedisBus}. */
export interface RedisBusOptions {
  /** `redis://` or `rediss://` URL (the `REDIS_URL` setting). */
  url: string;
  /**
   * The deployment's Redis namespace (`REDIS_NAMESPACE`, runtime/redisNamespace.ts): the bus uses
   * its channel, {@link busChannel}, so deployments sharing one Redis never hear each other.
   */
  namespace: string;
  logger: RealtimeLogger;
  /** Prefix of the connections' `CLIENT SETNAME` (`<name>:pub`, `<name>:sub`). */
  connectionName?: string;
  /** How long a publish may wait for Redis before it rejects, in ms. */
  commandTimeoutMs?: number;
}

type Role = "pub" | "sub";

/**
 * The multi-instance event bus: publishes JSON on its deployment's Redis channel and delivers
 * what comes back from it, so every instance (this one included, exactly once) sees every
 * message. Resolves once both connections are up and subscribed; rejects, naming REDIS_URL, if
 * Redis is unreachable.
 * While Redis is down, `publish` rejects at once (it never queues or hangs) and the connections
 * keep reconnecting in the background.
 */
export async function createRedisBus(options: RedisBusOptions): Promise<EventBus> {
  const { url, logger, connectionName = "pulso-bus" } = options;
  const channel = busChannel(options.namespace);
  const connectionOptions: RedisOptions = {
    lazyConnect: true,
    // Fail fast while disconnected: realtime events are best effort, clients resync over REST.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: options.commandTimeoutMs ?? 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  };
  const publisher = new Redis(url, {
    ...connectionOptions,
    connectionName: `${connectionName}:pub`,
  });
  const subscriber = new Redis(url, {
    ...connectionOptions,
    connectionName: `${connectionName}:sub`,
  });
  const handlers = new Set<BusHandler>();
  let closed = false;

  watchConnection(publisher, "pub");
  watchConnection(subscriber, "sub");

  subscriber.on("message", (from: string, payload: string) => {
    if (from !== channel || closed) return;
    let value: unknown;
    try {
      value = JSON.parse(payload);
    } catch {
      logger.warn(
        { channel, payload: payload.slice(0, 200) },
        "Dropped a malformed realtime bus payload: not JSON",
      );
      return;
    }
    const parsed = parseBusMessage(value);
    if (!parsed.ok) {
      logger.warn(
        { channel, payload: payload.slice(0, 200), reason: parsed.reason },
        `Dropped a malformed realtime bus payload: ${parsed.reason}`,
      );
      return;
    }
    deliverToHandlers(handlers, parsed.message, logger);
  });

  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(channel);
  } catch (error) {
    closed = true;
    publisher.disconnect();
    subscriber.disconnect();
    throw new Error(
      `The realtime bus could not connect to Redis (${describeError(error)}); check REDIS_URL and that Redis is running.`,
      { cause: error },
    );
  }

  function watchConnection(client: Redis, role: Role): void {
    let state: "starting" | "up" | "down" = "starting";
    let errorLogged = false;
    client.on("ready", () => {
      if (state === "down") logger.info({ channel, role }, "Realtime bus reconnected to Redis");
      state = "up";
      errorLogged = false;
    });
    client.on("close", () => {
      if (state !== "up" || closed) return;
      state = "down";
      logger.warn({ channel, role }, "Realtime bus lost its Redis connection; reconnecting");
    });
    client.on("error", (error: unknown) => {
      // Startup failures are reported by the rejected promise; outages once each, not per retry.
      if (state === "starting" || errorLogged || closed) return;
      errorLogged = true;
      logger.error(
        { err: error, channel, role },
        `Realtime bus Redis error: ${describeError(error)}`,
      );
    });
  }

  return {
    async publish(message) {
      if (closed) throw new Error("The Redis realtime bus is closed; publish before close().");
      const payload = JSON.stringify(assertBusMessage(message));
      try {
        await publisher.publish(channel, payload);
      } catch (error) {
        throw new Error(
          `Could not publish a realtime event to Redis channel "${channel}": ${describeError(error)}`,
          { cause: error },
        );
      }
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      handlers.clear();
      await Promise.all([shutdown(publisher), shutdown(subscriber)]);
    },
  };
}

/** Quits politely when connected; otherwise just stops the reconnect loop. */
async function shutdown(client: Redis): Promise<void> {
  try {
    await client.quit();
  } catch {
    // Not connected (offline queue disabled): nothing to say goodbye to.
  }
  client.disconnect();
}
