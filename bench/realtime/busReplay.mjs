// Feeds a Pulso instance through its Redis bus, the way the other instances of a scale-out
// deployment do (DESIGN §4): first by listening to the channel while real bets are placed, to
// keep the very messages the server published, then by publishing those messages again at a
// steady rate.
import { Redis } from "ioredis";

/** The Redis namespace the benchmark's server is started with (its `REDIS_NAMESPACE`). */
export const BUS_NAMESPACE = "pulso-bench";

/** That namespace's bus channel (`busChannel` in packages/server/src/realtime/redisBus.ts). */
const BUS_CHANNEL = `${BUS_NAMESPACE}:events`;

/**
 * Listens on the bus channel and keeps the latest `poll_updated` message of each market;
 * `stop()` resolves to them, as the JSON strings that travelled on the channel.
 */
export async function captureBusMessages(url) {
  const listener = new Redis(url);
  const latest = new Map();
  listener.on("message", (channel, payload) => {
    if (channel !== BUS_CHANNEL) return;
    const message = JSON.parse(payload);
    if (message.scope === "poll" && message.event?.event === "poll_updated") {
      latest.set(message.pollId, payload);
    }
  });
  await listener.subscribe(BUS_CHANNEL);
  return {
    count: () => latest.size,
    async stop() {
      await listener.quit();
      return [...latest.values()];
    },
  };
}

/**
 * Publishes `payloads` round-robin at `perSecond` (checked every 10 ms, so bursts stay small)
 * until `stop()`, which resolves to how many were published.
 */
export async function replayBusMessages(url, payloads, perSecond) {
  const publisher = new Redis(url);
  await publisher.ping();
  const started = performance.now();
  let published = 0;
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1000) * perSecond) - published;
    for (let index = 0; index < due; index += 1) {
      void publisher.publish(BUS_CHANNEL, payloads[published % payloads.length]);
      published += 1;
    }
  }, 10);
  return {
    async stop() {
      clearInterval(timer);
      await publisher.quit();
      return published;
    },
  };
}
