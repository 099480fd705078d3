import type { ThrottleClock } from "../pathThrottle";

/** A ThrottleClock whose time moves only when a test calls `advance`. */
export interface ManualClock extends ThrottleClock {
  /** Moves time forward and runs, in order, every task that has come due. */
  advance(ms: number): void;
  /** Tasks scheduled and not yet run. */
  pendingCount(): number;
}

/** Creates a {@link ManualClock} starting at `start` ms. */
export function createManualClock(start = 1_000_000): ManualClock {
  let time = start;
  let pending: { at: number; run: () => void }[] = [];
  return {
    now: () => time,
    setTimeout(run, delayMs) {
      pending.push({ at: time + delayMs, run });
    },
    advance(ms) {
      time += ms;
      const due = pending.filter((task) => task.at <= time).sort((a, b) => a.at - b.at);
      pending = pending.filter((task) => task.at > time);
      for (const task of due) task.run();
    },
    pendingCount: () => pending.length,
  };
}
