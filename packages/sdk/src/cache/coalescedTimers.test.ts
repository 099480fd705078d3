import { QueryClient } from "@tanstack/query-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { coalesceQueryTimers, createCoalescedTimers, type TimerHost } from "./coalescedTimers";

/** The page's timer functions under fake time, counting what the coalesced timers ask of them. */
function countingHost() {
  const calls = { set: 0, clear: 0 };
  const host: TimerHost = {
    setTimeout: ((run: () => void, delay?: number) => {
      calls.set += 1;
      return setTimeout(run, delay);
    }) as TimerHost["setTimeout"],
    clearTimeout: ((id?: ReturnType<typeof setTimeout>) => {
      calls.clear += 1;
      clearTimeout(id);
    }) as TimerHost["clearTimeout"],
    setInterval,
    clearInterval,
  };
  return { host, calls };
}

describe("createCoalescedTimers", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs many timeouts at their times, in order, on one page timer", () => {
    const { host, calls } = countingHost();
    const timers = createCoalescedTimers(host);
    const ran: string[] = [];
    timers.setTimeout(() => ran.push("gc a"), 300_000);
    timers.setTimeout(() => ran.push("stale"), 60_000);
    timers.setTimeout(() => ran.push("gc b"), 300_000);
    timers.setTimeout(() => ran.push("gc c"), 300_000);
    // The first set the page timer; only the sooner "stale" moved it.
    expect(calls).toEqual({ set: 2, clear: 1 });

    vi.advanceTimersByTime(59_999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(["stale"]);
    vi.advanceTimersByTime(239_999);
    expect(ran).toEqual(["stale"]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(["stale", "gc a", "gc b", "gc c"]);
    expect(calls.set).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("forgets a cleared timeout without touching the page timer, and then waits for the next", () => {
    const { host, calls } = countingHost();
    const timers = createCoalescedTimers(host);
    const ran: string[] = [];
    const first = timers.setTimeout(() => ran.push("first"), 1_000);
    timers.setTimeout(() => ran.push("second"), 5_000);
    timers.clearTimeout(first);
    timers.clearTimeout(undefined);
    expect(calls.clear).toBe(0);

    vi.advanceTimersByTime(1_000);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(4_000);
    expect(ran).toEqual(["second"]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("runs a timeout set by another's callback, and the others when one throws", () => {
    const reported: unknown[] = [];
    const microtask = vi.spyOn(globalThis, "queueMicrotask").mockImplementation((task) => {
      try {
        task();
      } catch (error) {
        reported.push(error);
      }
    });
    const timers = createCoalescedTimers(countingHost().host);
    const ran: string[] = [];
    const broken = new Error("a callback failed");
    timers.setTimeout(() => {
      ran.push("first");
      timers.setTimeout(() => ran.push("set by first"), 10);
    }, 100);
    timers.setTimeout(() => {
      throw broken;
    }, 100);
    timers.setTimeout(() => ran.push("third"), 100);

    vi.advanceTimersByTime(100);
    expect(ran).toEqual(["first", "third"]);
    expect(reported).toEqual([broken]);
    vi.advanceTimersByTime(10);
    expect(ran).toEqual(["first", "third", "set by first"]);
    microtask.mockRestore();
  });

  it("waits out a delay longer than a page timer can hold", () => {
    const timers = createCoalescedTimers(countingHost().host);
    let ran = false;
    timers.setTimeout(() => (ran = true), 2 ** 31 + 5_000);
    vi.advanceTimersByTime(2 ** 31 - 1);
    expect(ran).toBe(false);
    vi.advanceTimersByTime(5_001);
    expect(ran).toBe(true);
  });
});

// The provider it sets stays for the rest of this file (vitest gives each file its own modules).
describe("coalesceQueryTimers", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives a query client's many queries one page timer, and still collects each after gcTime", () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { host, calls } = countingHost();
    coalesceQueryTimers(host);
    const client = new QueryClient({ defaultOptions: { queries: { gcTime: 60_000 } } });
    for (let index = 0; index < 40; index += 1) client.setQueryData(["market", index], { index });
    expect(client.getQueryCache().getAll()).toHaveLength(40);
    expect(calls.set).toBe(1);

    vi.advanceTimersByTime(59_999);
    expect(client.getQueryCache().getAll()).toHaveLength(40);
    vi.advanceTimersByTime(1);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
