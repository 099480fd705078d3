import type { PollBusMessage } from "./bus";

/** Options of {@link createPollUpdateCoalescer}. */
export interface PollUpdateCoalescerOptions {
  /** The window length in ms; 0 or less delivers every update at once. */
  windowMs: number;
  /** Hands an update to the sockets; must not throw (it runs from timers). */
  deliver: (message: PollBusMessage) => void;
}

/** Throttles `poll_updated` per poll: see {@link createPollUpdateCoalescer}. */
export interface PollUpdateCoalescer {
  /** Offers an update: delivered now if the poll is quiet, else kept as the latest of the window. */
  push(message: PollBusMessage): void;
  /** Delivers the poll's held update now (before another event of that poll, to keep order). */
  flush(pollId: string): void;
  /** Drops held updates and clears every timer. */
  close(): void;
}

interface CoalesceWindow {
  timer: ReturnType<typeof setTimeout>;
  latest: PollBusMessage | null;
}

/**
 * Coalesces price updates so a busy poll costs each socket at most one `poll_updated` per
 * window (DESIGN §6): the first update of a quiet poll goes out at once and opens a window;
 * later ones only replace the held update, which goes out when the window ends and opens the
 * next. Polls are independent; the last update always arrives.
 */
export function createPollUpdateCoalescer(
  options: PollUpdateCoalescerOptions,
): PollUpdateCoalescer {
  const { windowMs, deliver } = options;
  const windows = new Map<string, CoalesceWindow>();

  function open(pollId: string): void {
    const timer = setTimeout(() => end(pollId), windowMs);
    timer.unref();
    windows.set(pollId, { timer, latest: null });
  }

  function end(pollId: string): void {
    const window = windows.get(pollId);
    windows.delete(pollId);
    if (window?.latest) {
      open(pollId);
      deliver(window.latest);
    }
  }

  return {
    push(message) {
      if (windowMs <= 0) {
        deliver(message);
        return;
      }
      const window = windows.get(message.pollId);
      if (window) {
        window.latest = message;
        return;
      }
      open(message.pollId);
      deliver(message);
    },
    flush(pollId) {
      const window = windows.get(pollId);
      if (!window?.latest) return;
      const latest = window.latest;
      window.latest = null;
      deliver(latest);
    },
    close() {
      for (const window of windows.values()) clearTimeout(window.timer);
      windows.clear();
    },
  };
}
