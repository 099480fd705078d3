import { describe, expect, it, vi } from "vitest";
import { parseBusMessage, type BusMessage } from "./bus";
import { createLocalBus } from "./localBus";
import { createTestLogger, notification, pollResolved } from "./test-utils/realtimeHarness";

describe("parseBusMessage", () => {
  it("accepts both scopes and strips fields the event schema does not know", () => {
    const withExtra = {
      scope: "user",
      userId: "ana",
      event: { event: "balance_updated", userId: "ana", newBalance: 12.5, passwordHash: "x" },
    };

    expect(parseBusMessage(withExtra)).toEqual({
      ok: true,
      message: {
        scope: "user",
        userId: "ana",
        event: { event: "balance_updated", userId: "ana", newBalance: 12.5 },
      },
    });
    expect(parseBusMessage(pollResolved("p1", "yes", ["ana"]))).toEqual({
      ok: true,
      message: pollResolved("p1", "yes", ["ana"]),
    });
  });

  it.each([
    ["a non-object", "hello"],
    ["an unknown scope", { scope: "room", event: { event: "pong" } }],
    [
      "a missing poll id",
      { scope: "poll", event: { event: "poll_resolved", pollId: "p", winner: null } },
    ],
    ["a control frame", { scope: "user", userId: "ana", event: { event: "pong" } }],
    ["an invalid event", { scope: "user", userId: "ana", event: { event: "balance_updated" } }],
    ["extra envelope fields", { ...notification("ana", "hi"), room: "x" }],
  ])("refuses %s with a reason", (_, value) => {
    const result = parseBusMessage(value);

    expect(result.ok).toBe(false);
    expect(result).toHaveProperty("reason", expect.any(String));
  });
});

describe("createLocalBus", () => {
  it("delivers after publish returns, in publish order", async () => {
    const bus = createLocalBus();
    const received: BusMessage[] = [];
    bus.subscribe((message) => received.push(message));

    const first = bus.publish(notification("ana", "1"));
    const second = bus.publish(notification("ana", "2"));
    expect(received).toEqual([]);
    await Promise.all([first, second]);

    expect(received).toEqual([notification("ana", "1"), notification("ana", "2")]);
  });

  it("lets a handler publish without re-entering handlers", async () => {
    const bus = createLocalBus();
    const log: string[] = [];
    bus.subscribe((message) => {
      log.push(`start ${message.scope}`);
      if (message.scope === "user") void bus.publish(pollResolved("p1", "yes"));
      log.push(`end ${message.scope}`);
    });

    await bus.publish(notification("ana", "hi"));
    await vi.waitFor(() => expect(log).toHaveLength(4));

    expect(log).toEqual(["start user", "end user", "start poll", "end poll"]);
  });

  it("stops delivering to an unsubscribed handler", async () => {
    const bus = createLocalBus();
    const handler = vi.fn();
    const unsubscribe = bus.subscribe(handler);

    unsubscribe();
    await bus.publish(notification("ana", "hi"));

    expect(handler).not.toHaveBeenCalled();
  });

  it("logs a throwing handler and still delivers to the others", async () => {
    const logger = createTestLogger();
    const bus = createLocalBus({ logger });
    const after = vi.fn();
    bus.subscribe(() => {
      throw new Error("boom");
    });
    bus.subscribe(after);

    await bus.publish(notification("ana", "hi"));

    expect(after).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(expect.anything(), expect.stringContaining("boom"));
  });

  it("rejects an invalid message, and any publish after close", async () => {
    const bus = createLocalBus();
    const invalid = { scope: "user", userId: "ana", event: { event: "pong" } } as never;

    await expect(bus.publish(invalid)).rejects.toThrow(/invalid realtime bus message/);
    await bus.close();
    await expect(bus.publish(notification("ana", "hi"))).rejects.toThrow(/closed/);
  });
});
