import { MAX_SUBSCRIBE_IDS } from "@pulso/core";
import type { FastifyBaseLogger } from "fastify";
import { afterEach, describe, expect, expectTypeOf, it } from "vitest";
import type { RealtimeLogger } from "./logger";
import {
  pollResolved,
  startHub,
  type HubHarness,
  type TestClient,
} from "./test-utils/realtimeHarness";

let harness: HubHarness;

afterEach(async () => {
  await harness.close();
});

const ids = (count: number, prefix = "p") =>
  Array.from({ length: count }, (_, i) => `${prefix}${i}`);

/** Proves the subscriptions by delivery: p1 reaches the client, p2 does not. */
async function expectOnlyP1(client: TestClient) {
  await harness.hub.publish(pollResolved("p2", "no"));
  await harness.hub.publish(pollResolved("p1", "yes"));
  await client.waitFor((frame) => frame.event === "poll_resolved");
  await client.barrier();
  expect(client.events("poll_resolved").map((frame) => frame.pollId)).toEqual(["p1"]);
}

describe("realtime hub protocol", () => {
  it("acknowledges subscribe and unsubscribe with the full current list", async () => {
    harness = await startHub();
    const client = await harness.connect();

    expect(await client.request({ type: "subscribe", pollIds: ["p1", "p2"] })).toEqual({
      event: "subscribed",
      pollIds: ["p1", "p2"],
    });
    expect(await client.request({ type: "subscribe", pollIds: ["p2", "p3"] })).toEqual({
      event: "subscribed",
      pollIds: ["p1", "p2", "p3"],
    });
    expect(await client.request({ type: "unsubscribe", pollIds: ["p2", "p9"] })).toEqual({
      event: "subscribed",
      pollIds: ["p1", "p3"],
    });
    expect(harness.hub.stats()).toEqual({ connections: 1, subscriptions: 2 });
  });

  it("answers ping with pong", async () => {
    harness = await startHub();
    const client = await harness.connect();

    expect(await client.request({ type: "ping" })).toEqual({ event: "pong" });
  });

  it.each([
    ["malformed JSON", "{not json"],
    ["an unknown type", JSON.stringify({ type: "shout" })],
    ["extra fields", JSON.stringify({ type: "subscribe", pollIds: ["p2"], all: true })],
    ["a non-object", JSON.stringify(["subscribe"])],
    ["empty poll ids", JSON.stringify({ type: "unsubscribe", pollIds: [] })],
    ["too many ids", JSON.stringify({ type: "subscribe", pollIds: ids(MAX_SUBSCRIBE_IDS + 1) })],
    [
      "an oversized frame",
      JSON.stringify({ type: "unsubscribe", pollIds: ["p1"], pad: "x".repeat(5000) }),
    ],
  ])("refuses %s with an error frame and changes nothing", async (_, raw) => {
    harness = await startHub();
    const client = await harness.connect();
    await client.request({ type: "subscribe", pollIds: ["p1"] });

    const index = client.frames.length;
    client.socket.send(raw);
    const answer = await client.waitFor((frame) => client.frames.indexOf(frame) === index);

    expect(answer).toMatchObject({ event: "error", code: "VALIDATION_FAILED" });
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    await expectOnlyP1(client);
  });

  it("refuses a binary frame", async () => {
    harness = await startHub();
    const client = await harness.connect();
    await client.request({ type: "subscribe", pollIds: ["p1"] });

    const index = client.frames.length;
    client.socket.send(Buffer.from(JSON.stringify({ type: "subscribe", pollIds: ["p2"] })));
    const answer = await client.waitFor((frame) => client.frames.indexOf(frame) === index);

    expect(answer).toMatchObject({ event: "error", code: "VALIDATION_FAILED" });
    await expectOnlyP1(client);
  });

  it("caps one socket at 200 polls and refuses the subscribe that would pass it", async () => {
    harness = await startHub();
    const client = await harness.connect();
    await client.request({ type: "subscribe", pollIds: ["p1", ...ids(99, "a")] });
    await client.request({ type: "subscribe", pollIds: ids(100, "b") });

    const answer = await client.request({ type: "subscribe", pollIds: ["p2", "b0"] });

    expect(answer).toMatchObject({ event: "error", code: "VALIDATION_FAILED" });
    expect(answer).toHaveProperty("message", expect.stringContaining("200"));
    expect(harness.hub.stats().subscriptions).toBe(200);
    // Re-subscribing to polls already followed does not count against the cap.
    expect(await client.request({ type: "subscribe", pollIds: ["b0"] })).toMatchObject({
      event: "subscribed",
    });
    await expectOnlyP1(client);
  });

  it("closes a socket with 1008 after 20 refused frames in a row, not before", async () => {
    harness = await startHub();
    const client = await harness.connect();
    for (let i = 0; i < 19; i += 1) client.socket.send("nope");
    // No ping barrier here: a valid frame would reset the count.
    await client.waitFor(() => client.events("error").length === 19);
    expect(client.socket.readyState).toBe(client.socket.OPEN);

    client.socket.send("nope");

    expect(await client.closed).toBe(1008);
    expect(harness.hub.stats().connections).toBe(0);
  });

  it("resets the refusal count on a valid frame", async () => {
    harness = await startHub();
    const client = await harness.connect();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 15; i += 1) client.socket.send("nope");
      await client.barrier();
    }

    expect(client.socket.readyState).toBe(client.socket.OPEN);
    expect(client.events("error")).toHaveLength(45);
  });

  it("closes every socket with 1001 on close() and turns new ones away", async () => {
    harness = await startHub();
    const client = await harness.connect();

    await harness.hub.close();

    expect(await client.closed).toBe(1001);
    expect(harness.hub.stats()).toEqual({ connections: 0, subscriptions: 0 });
    const late = await harness.connect();
    expect(await late.closed).toBe(1001);
  });

  it("takes a Fastify logger as its logger", () => {
    expectTypeOf<FastifyBaseLogger>().toExtend<RealtimeLogger>();
  });
});
