import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PollBusMessage } from "./bus";
import { createPollUpdateCoalescer } from "./coalescer";

function update(pollId: string, volume: number): PollBusMessage {
  return {
    scope: "poll",
    pollId,
    event: { event: "poll_updated", pollId, prices: {}, volume, at: "2026-11-03T18:00:00.000Z" },
  };
}

const volumes = (deliver: ReturnType<typeof vi.fn>) =>
  deliver.mock.calls.map(([message]) => `${message.pollId}:${message.event.volume}`);

describe("createPollUpdateCoalescer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("delivers the first update at once and only the latest at the end of the window", () => {
    const deliver = vi.fn();
    const coalescer = createPollUpdateCoalescer({ windowMs: 250, deliver });

    for (let volume = 1; volume <= 5; volume += 1) coalescer.push(update("p1", volume));
    expect(volumes(deliver)).toEqual(["p1:1"]);

    vi.advanceTimersByTime(250);
    expect(volumes(deliver)).toEqual(["p1:1", "p1:5"]);
  });

  it("keeps throttling after a trailing delivery, and reopens when the poll goes quiet", () => {
    const deliver = vi.fn();
    const coalescer = createPollUpdateCoalescer({ windowMs: 250, deliver });
    coalescer.push(update("p1", 1));
    coalescer.push(update("p1", 2));
    vi.advanceTimersByTime(250);

    coalescer.push(update("p1", 3));
    expect(volumes(deliver)).toEqual(["p1:1", "p1:2"]);
    vi.advanceTimersByTime(250);
    expect(volumes(deliver)).toEqual(["p1:1", "p1:2", "p1:3"]);

    vi.advanceTimersByTime(250);
    coalescer.push(update("p1", 4));
    expect(volumes(deliver)).toEqual(["p1:1", "p1:2", "p1:3", "p1:4"]);
  });

  it("keeps polls independent", () => {
    const deliver = vi.fn();
    const coalescer = createPollUpdateCoalescer({ windowMs: 250, deliver });

    coalescer.push(update("p1", 1));
    coalescer.push(update("p2", 1));
    coalescer.push(update("p1", 2));
    vi.advanceTimersByTime(250);

    expect(volumes(deliver)).toEqual(["p1:1", "p2:1", "p1:2"]);
  });

  it("flushes a held update on demand without delivering it twice", () => {
    const deliver = vi.fn();
    const coalescer = createPollUpdateCoalescer({ windowMs: 250, deliver });
    coalescer.push(update("p1", 1));
    coalescer.push(update("p1", 2));

    coalescer.flush("p1");
    coalescer.flush("p2");
    vi.advanceTimersByTime(1_000);

    expect(volumes(deliver)).toEqual(["p1:1", "p1:2"]);
  });

  it("delivers everything at once with a zero window", () => {
    const deliver = vi.fn();
    const coalescer = createPollUpdateCoalescer({ windowMs: 0, deliver });

    coalescer.push(update("p1", 1));
    coalescer.push(update("p1", 2));

    expect(volumes(deliver)).toEqual(["p1:1", "p1:2"]);
  });

  it("drops held updates and timers on close", () => {
    const deliver = vi.fn();
    const coalescer = createPollUpdateCoalescer({ windowMs: 250, deliver });
    coalescer.push(update("p1", 1));
    coalescer.push(update("p1", 2));

    coalescer.close();
    vi.advanceTimersByTime(1_000);

    expect(volumes(deliver)).toEqual(["p1:1"]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
