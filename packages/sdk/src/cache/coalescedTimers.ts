import { timeoutManager, type TimeoutProvider } from "@tanstack/query-core";

/** The timer functions the coalesced timers run on (the page's own, or a test's). */
export type TimerHost = Pick<
  typeof globalThis,
  "setTimeout" | "clearTimeout" | "setInterval" | "clearInterval"
>;

/** The longest delay a browser's setTimeout keeps (a longer one fires at once). */
const LONGEST_DELAY_MS = 2 ** 31 - 1;

/**
 * The query cache's timeouts (each query's garbage collection after `gcTime`, each observer's
 * `staleTime`) on one page timer: the one due first. A page that starts with a few dozen queries
 * set and cleared that many timers inside its first renders; now it sets one, and moves it only
 * when a new timeout is due sooner. A cleared timeout is forgotten, its page timer left to run:
 * when it finds nothing due it waits for the next one. Timeouts due together run in the order
 * they were set; one that throws is reported and the others still run. Intervals (a query's
 * `refetchInterval`) stay the page's own.
 */
export function createCoalescedTimers(
  host: TimerHost = globalThis,
  now: () => number = Date.now,
): TimeoutProvider<number> {
  const pending = new Map<number, { run: () => void; at: number }>();
  let lastId = 0;
  /** The page timer, and when it fires. */
  let armed: { at: number; timer: ReturnType<typeof setTimeout> } | null = null;
  const armedAt = (): number => armed?.at ?? Infinity;

  const arm = (at: number) => {
    if (armed) host.clearTimeout(armed.timer);
    const delay = Math.min(Math.max(0, at - now()), LONGEST_DELAY_MS);
    armed = { at, timer: host.setTimeout(fire, delay) };
  };

  const fire = () => {
    armed = null;
    const time = now();
    // Map order is the order of setting: ids grow, so due timeouts run in that order.
    const due: (() => void)[] = [];
    let next = Infinity;
    for (const [id, timeout] of pending) {
      if (timeout.at <= time) {
        pending.delete(id);
        due.push(timeout.run);
      } else {
        next = Math.min(next, timeout.at);
      }
    }
    for (const run of due) {
      try {
        run();
      } catch (error) {
        // As a throwing timer callback would be: reported, without stopping the others.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
    // A callback may have set a timeout (and armed for it) already.
    for (const timeout of pending.values()) next = Math.min(next, timeout.at);
    if (next < armedAt()) arm(next);
  };

  return {
    setTimeout(run, delay) {
      lastId += 1;
      const at = now() + Math.max(0, Number.isFinite(delay) ? delay : 0);
      pending.set(lastId, { run, at });
      if (at < armedAt()) arm(at);
      return lastId;
    },
    clearTimeout(id) {
      if (id !== undefined) pending.delete(id);
    },
    setInterval: (run, delay) => host.setInterval(run, delay) as unknown as number,
    clearInterval: (id) => host.clearInterval(id),
  };
}

/**
 * Puts the query cache's timeouts of this page on {@link createCoalescedTimers}. For an app that
 * owns its page (the portal), called once before its Pulso is created; a library never calls it,
 * since the timers it changes are those of every query client on the page sharing this
 * `@tanstack/query-core`.
 */
export function coalesceQueryTimers(host: TimerHost = globalThis): void {
  timeoutManager.setTimeoutProvider(createCoalescedTimers(host));
}
