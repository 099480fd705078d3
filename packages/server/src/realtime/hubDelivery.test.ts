import { afterEach, describe, expect, it } from "vitest";
import {
  notification,
  pollResolved,
  pollUpdated,
  startHub,
  type HubHarness,
} from "./test-utils/realtimeHarness";

let harness: HubHarness;

afterEach(async () => {
  await harness.close();
});

const tokens: Record<string, string> = { "token-ana": "ana", "token-ben": "ben" };
const authenticate = async (token: string) => {
  const userId = tokens[token];
  return userId ? { userId, sessionId: `session-of-${token}` } : null;
};

describe("realtime hub delivery", () => {
  it("delivers a poll event only to that poll's subscribers", async () => {
    harness = await startHub();
    const [onP1, onP2, onBoth] = await Promise.all([
      harness.connect(),
      harness.connect(),
      harness.connect(),
    ]);
    await onP1.request({ type: "subscribe", pollIds: ["p1"] });
    await onP2.request({ type: "subscribe", pollIds: ["p2"] });
    await onBoth.request({ type: "subscribe", pollIds: ["p1", "p2"] });

    await harness.hub.publish(pollResolved("p1", "yes"));
    await Promise.all([onP1, onP2, onBoth].map((client) => client.barrier()));

    expect(onP1.events("poll_resolved")).toEqual([
      { event: "poll_resolved", pollId: "p1", winner: "yes" },
    ]);
    expect(onP2.events("poll_resolved")).toEqual([]);
    expect(onBoth.events("poll_resolved")).toHaveLength(1);
  });

  it("sends one fan-out to every subscriber as the same UTF-8 text frame", async () => {
    harness = await startHub({ authenticate });
    const readers = await Promise.all([harness.connect(), harness.connect(), harness.connect()]);
    await Promise.all(
      readers.map((reader) => reader.request({ type: "subscribe", pollIds: ["p1"] })),
    );
    const ana = await harness.connect({ user: "ana" });
    const raw: { text: string; isBinary: boolean }[][] = [...readers, ana].map((client) => {
      const seen: { text: string; isBinary: boolean }[] = [];
      client.socket.on("message", (data, isBinary) => {
        seen.push({ text: String(data), isBinary });
      });
      return seen;
    });

    await harness.hub.publish(pollResolved("p1", "sí, ¿ganó?"));
    await harness.hub.publish(notification("ana", "¡Mañana cierra el mercado!"));
    await Promise.all([...readers, ana].map((client) => client.barrier()));

    const resolved = JSON.stringify({ event: "poll_resolved", pollId: "p1", winner: "sí, ¿ganó?" });
    for (const seen of raw.slice(0, 3)) {
      expect(seen.filter((frame) => frame.text.includes("poll_resolved"))).toEqual([
        { text: resolved, isBinary: false },
      ]);
    }
    expect(ana.events("notification_received")[0]?.notification.message).toBe(
      "¡Mañana cierra el mercado!",
    );
    expect(raw[3]?.every((frame) => !frame.isBinary)).toBe(true);
  });

  it("delivers a user event to every socket of that user, cookie or auth frame, and no other", async () => {
    harness = await startHub({ authenticate });
    const anaByCookie = await harness.connect({ user: "ana" });
    const anaByToken = await harness.connect();
    const ben = await harness.connect({ user: "ben" });
    const anonymous = await harness.connect();
    await anonymous.request({ type: "subscribe", pollIds: ["p1"] });

    expect(await anaByToken.request({ type: "auth", token: "token-ana" })).toEqual({
      event: "subscribed",
      pollIds: [],
    });
    await harness.hub.publish(notification("ana", "hola"));
    const clients = [anaByCookie, anaByToken, ben, anonymous];
    await Promise.all(clients.map((client) => client.barrier()));

    for (const client of [anaByCookie, anaByToken]) {
      expect(client.events("notification_received")).toEqual([
        expect.objectContaining({ userId: "ana", notification: { title: "t", message: "hola" } }),
      ]);
    }
    expect(ben.events("notification_received")).toEqual([]);
    expect(anonymous.events("notification_received")).toEqual([]);
  });

  it("answers a refused token with UNAUTHENTICATED and no user events", async () => {
    harness = await startHub({ authenticate });
    const client = await harness.connect();

    expect(await client.request({ type: "auth", token: "forged" })).toMatchObject({
      event: "error",
      code: "UNAUTHENTICATED",
    });
    await harness.hub.publish(notification("ana", "secret"));
    await client.barrier();

    expect(client.events("notification_received")).toEqual([]);
  });

  it("keeps a socket's identity when a later token is refused", async () => {
    harness = await startHub({ authenticate });
    const client = await harness.connect();
    await client.request({ type: "auth", token: "token-ana" });

    await client.request({ type: "auth", token: "forged" });
    await harness.hub.publish(notification("ana", "still yours"));

    expect(await client.waitFor((frame) => frame.event === "notification_received")).toMatchObject({
      userId: "ana",
    });
  });

  it("treats an authenticate() that throws as a refusal and logs it", async () => {
    harness = await startHub({
      authenticate: () => Promise.reject(new Error("database down")),
    });
    const client = await harness.connect();

    expect(await client.request({ type: "auth", token: "any" })).toMatchObject({
      code: "UNAUTHENTICATED",
    });
    expect(harness.logger.error).toHaveBeenCalled();
  });

  it("moves a socket to the new user when it authenticates as someone else", async () => {
    harness = await startHub({ authenticate });
    const client = await harness.connect({ user: "ana" });

    await client.request({ type: "auth", token: "token-ben" });
    await harness.hub.publish(notification("ana", "for ana"));
    await harness.hub.publish(notification("ben", "for ben"));
    await client.barrier();

    expect(client.events("notification_received").map((frame) => frame.userId)).toEqual(["ben"]);
  });

  it("delivers poll_resolved to unsubscribed participants, and to each socket once", async () => {
    harness = await startHub();
    const participant = await harness.connect({ user: "ana" });
    const subscribedParticipant = await harness.connect({ user: "ben" });
    const reader = await harness.connect();
    const stranger = await harness.connect({ user: "carla" });
    await subscribedParticipant.request({ type: "subscribe", pollIds: ["p1"] });
    await reader.request({ type: "subscribe", pollIds: ["p1"] });

    await harness.hub.publish(pollResolved("p1", "yes", ["ana", "ben", "ben"]));
    const clients = [participant, subscribedParticipant, reader, stranger];
    await Promise.all(clients.map((client) => client.barrier()));

    expect(participant.events("poll_resolved")).toHaveLength(1);
    expect(subscribedParticipant.events("poll_resolved")).toHaveLength(1);
    expect(reader.events("poll_resolved")).toHaveLength(1);
    expect(stranger.events("poll_resolved")).toHaveLength(0);
  });

  it("coalesces a burst of poll_updated to the first and the last", async () => {
    harness = await startHub({ coalesceMs: 100 });
    const client = await harness.connect();
    await client.request({ type: "subscribe", pollIds: ["p1"] });

    // One synchronous burst: every update is on the bus before any window can end.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => harness.hub.publish(pollUpdated("p1", i + 1))),
    );
    await client.waitFor((frame) => frame.event === "poll_updated" && frame.volume === 20);
    await harness.hub.publish(pollResolved("p1", "yes"));
    await client.waitFor((frame) => frame.event === "poll_resolved");

    const updates = client.events("poll_updated");
    expect(updates.map((frame) => frame.volume)).toEqual([1, 20]);
    expect(updates[1]?.prices).toEqual({ yes: 20, no: 80 });
  });

  it("coalesces two polls independently", async () => {
    harness = await startHub({ coalesceMs: 100 });
    const client = await harness.connect();
    await client.request({ type: "subscribe", pollIds: ["p1", "p2"] });

    await Promise.all(
      Array.from({ length: 10 }, (_, i) => [
        harness.hub.publish(pollUpdated("p1", i + 1)),
        harness.hub.publish(pollUpdated("p2", 50 + i)),
      ]).flat(),
    );
    await client.waitFor((frame) => frame.event === "poll_updated" && frame.volume === 10);
    await client.waitFor((frame) => frame.event === "poll_updated" && frame.volume === 59);

    const volumesOf = (pollId: string) =>
      client
        .events("poll_updated")
        .filter((frame) => frame.pollId === pollId)
        .map((frame) => frame.volume);
    expect(volumesOf("p1")).toEqual([1, 10]);
    expect(volumesOf("p2")).toEqual([50, 59]);
  });

  it("sends a held poll_updated before a later event of the same poll", async () => {
    harness = await startHub({ coalesceMs: 60_000 });
    const client = await harness.connect();
    await client.request({ type: "subscribe", pollIds: ["p1"] });

    await harness.hub.publish(pollUpdated("p1", 1));
    await harness.hub.publish(pollUpdated("p1", 2));
    await harness.hub.publish(pollResolved("p1", "yes"));
    await client.waitFor((frame) => frame.event === "poll_resolved");

    expect(client.frames.slice(1).map((frame) => frame.event)).toEqual([
      "poll_updated",
      "poll_updated",
      "poll_resolved",
    ]);
    expect(client.events("poll_updated").map((frame) => frame.volume)).toEqual([1, 2]);
  });

  it("tells a new subscriber a poll's latest recent update, which a page loaded just before would miss", async () => {
    harness = await startHub({ coalesceMs: 0, replayMs: 200 });
    // A trade on p1, then on p2, before the reader's page subscribes (it has loaded the markets).
    await harness.hub.publish(pollUpdated("p1", 10));
    await harness.hub.publish(pollUpdated("p1", 11));
    await harness.hub.publish(pollUpdated("p2", 40));
    const reader = await harness.connect();
    await reader.request({ type: "subscribe", pollIds: ["p1", "p3"] });
    await reader.barrier();
    // The latest of p1's, once, marked as told again; nothing of a poll it did not ask for, or
    // without an update.
    expect(reader.events("poll_updated").map((frame) => [frame.pollId, frame.volume])).toEqual([
      ["p1", 11],
    ]);
    expect(reader.events("poll_updated")[0]?.replayed).toBe(true);
    // Subscribing again to a poll it follows replays nothing; a new one gets its own.
    await reader.request({ type: "subscribe", pollIds: ["p1", "p2"] });
    await reader.barrier();
    expect(reader.events("poll_updated").map((frame) => [frame.pollId, frame.volume])).toEqual([
      ["p1", 11],
      ["p2", 40],
    ]);
  });

  it("replays no update older than its window, nor one from before the poll's resolution", async () => {
    harness = await startHub({ coalesceMs: 0, replayMs: 100 });
    await harness.hub.publish(pollUpdated("p1", 10));
    await new Promise((resolve) => setTimeout(resolve, 150));
    await harness.hub.publish(pollUpdated("p2", 20));
    await harness.hub.publish(pollResolved("p2", "yes"));
    await harness.hub.publish(pollUpdated("p3", 30));
    const late = await harness.connect();
    await late.request({ type: "subscribe", pollIds: ["p1", "p2", "p3"] });
    await late.barrier();
    // p1's is too old, p2's came before it was resolved; p3's is recent.
    expect(late.events("poll_updated").map((frame) => frame.pollId)).toEqual(["p3"]);
  });
});
