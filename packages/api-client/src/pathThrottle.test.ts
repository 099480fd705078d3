import { afterEach, describe, expect, it, vi } from "vitest";
import { createPathThrottle } from "./pathThrottle";
import { createManualClock } from "./test-utils/manualClock";

function countingTask(label: string) {
  const task = vi.fn(() => Promise.resolve(`${label}#${task.mock.calls.length}`));
  return task;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("createPathThrottle", () => {
  it("shares a task whose URL started less than one interval ago", async () => {
    const clock = createManualClock();
    const throttle = createPathThrottle({ clock });
    const task = countingTask("a");
    const first = throttle.run("/polls", "/polls?page=1", task);
    clock.advance(999);
    const second = throttle.run("/polls", "/polls?page=1", task);
    expect(second).toBe(first);
    expect(task).toHaveBeenCalledTimes(1);
    await expect(second).resolves.toBe("a#1");
  });

  it("runs the same URL again once the interval has passed", async () => {
    const clock = createManualClock();
    const throttle = createPathThrottle({ clock });
    const task = countingTask("a");
    await throttle.run("/polls", "/polls?page=1", task);
    clock.advance(1_000);
    await expect(throttle.run("/polls", "/polls?page=1", task)).resolves.toBe("a#2");
    expect(task).toHaveBeenCalledTimes(2);
  });

  it("delays another URL of the same path until one interval after the previous start", async () => {
    const clock = createManualClock();
    const throttle = createPathThrottle({ clock });
    const first = countingTask("p1");
    const second = countingTask("p2");
    await throttle.run("/polls", "/polls?page=1", first);
    clock.advance(300);
    const pending = throttle.run("/polls", "/polls?page=2", second);
    clock.advance(699);
    expect(second).not.toHaveBeenCalled();
    clock.advance(1);
    expect(second).toHaveBeenCalledTimes(1);
    await expect(pending).resolves.toBe("p2#1");
  });

  it("spaces a queue of different URLs one interval apart", () => {
    const clock = createManualClock();
    const throttle = createPathThrottle({ clock });
    const tasks = [countingTask("1"), countingTask("2"), countingTask("3")];
    tasks.forEach((task, index) => void throttle.run("/polls", `/polls?page=${index}`, task));
    expect(tasks.map((task) => task.mock.calls.length)).toEqual([1, 0, 0]);
    clock.advance(1_000);
    expect(tasks.map((task) => task.mock.calls.length)).toEqual([1, 1, 0]);
    clock.advance(1_000);
    expect(tasks.map((task) => task.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it("lets queued calls with the same URL share one run", async () => {
    const clock = createManualClock();
    const throttle = createPathThrottle({ clock });
    void throttle.run("/polls", "/polls?page=1", countingTask("first"));
    const task = countingTask("queued");
    const a = throttle.run("/polls", "/polls?page=2", task);
    clock.advance(500);
    const b = throttle.run("/polls", "/polls?page=2", task);
    expect(b).toBe(a);
    clock.advance(500);
    expect(task).toHaveBeenCalledTimes(1);
    await expect(Promise.all([a, b])).resolves.toEqual(["queued#1", "queued#1"]);
  });

  it("does not throttle different paths against each other", () => {
    const clock = createManualClock();
    const throttle = createPathThrottle({ clock });
    const polls = countingTask("polls");
    const poll = countingTask("poll");
    void throttle.run("/polls", "/polls", polls);
    void throttle.run("/polls/p1", "/polls/p1", poll);
    expect(polls).toHaveBeenCalledTimes(1);
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it("shares a rejection within the interval and turns a throwing task into a rejection", async () => {
    const clock = createManualClock();
    const throttle = createPathThrottle({ clock });
    const task = vi.fn((): Promise<string> => {
      throw new Error("boom");
    });
    const first = throttle.run("/polls", "/polls", task);
    const second = throttle.run("/polls", "/polls", task);
    await expect(first).rejects.toThrow("boom");
    await expect(second).rejects.toThrow("boom");
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("asks again after a failure, at the path's next slot, instead of sharing the failure", async () => {
    const clock = createManualClock();
    const throttle = createPathThrottle({ clock });
    const task = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("down"))
      .mockResolvedValueOnce("back");
    await expect(throttle.run("/polls", "/polls", task)).rejects.toThrow("down");
    clock.advance(200);
    const retry = throttle.run("/polls", "/polls", task);
    expect(task).toHaveBeenCalledTimes(1);
    clock.advance(800);
    expect(task).toHaveBeenCalledTimes(2);
    await expect(retry).resolves.toBe("back");
  });

  it("honours a custom interval", () => {
    const clock = createManualClock();
    const throttle = createPathThrottle({ clock, intervalMs: 200 });
    const task = countingTask("x");
    void throttle.run("/polls", "/polls?a=1", task);
    void throttle.run("/polls", "/polls?a=2", task);
    clock.advance(199);
    expect(task).toHaveBeenCalledTimes(1);
    clock.advance(1);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it("uses Date.now and setTimeout by default, so vitest fake timers drive it", async () => {
    vi.useFakeTimers();
    const throttle = createPathThrottle();
    const task = countingTask("fake");
    void throttle.run("/polls", "/polls?page=1", task);
    const queued = throttle.run("/polls", "/polls?page=2", task);
    await vi.advanceTimersByTimeAsync(999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await expect(queued).resolves.toBe("fake#2");
  });
});
