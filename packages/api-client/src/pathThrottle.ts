/** Time source and scheduler of a throttle; tests inject a manual one. */
export interface ThrottleClock {
  /** Current time in ms. */
  now(): number;
  /** Runs `run` after `delayMs` ms. */
  setTimeout(run: () => void, delayMs: number): void;
}

/** The real clock, read at call time so vitest fake timers also apply. */
export const systemClock: ThrottleClock = {
  now: () => Date.now(),
  setTimeout: (run, delayMs) => {
    setTimeout(run, delayMs);
  },
};

/**
 * Spaces tasks to one start per interval per path key, and lets a task whose URL key started
 * less than one interval ago (or is queued) be shared instead of run again, unless it failed.
 */
export interface PathThrottle {
  run<T>(pathKey: string, urlKey: string, task: () => Promise<T>): Promise<T>;
}

interface Started {
  startAt: number;
  promise: Promise<unknown>;
}

/** Creates a {@link PathThrottle}; `intervalMs` defaults to 1000. */
export function createPathThrottle(
  options: { intervalMs?: number; clock?: ThrottleClock } = {},
): PathThrottle {
  const intervalMs = options.intervalMs ?? 1000;
  const clock = options.clock ?? systemClock;
  const byURL = new Map<string, Started>();
  const lastStartByPath = new Map<string, number>();

  // Entries older than one interval no longer constrain anything; drop them so maps stay small.
  function prune(now: number): void {
    for (const [url, started] of byURL) {
      if (now - started.startAt >= intervalMs) byURL.delete(url);
    }
    for (const [path, startAt] of lastStartByPath) {
      if (now - startAt >= intervalMs) lastStartByPath.delete(path);
    }
  }

  return {
    run<T>(pathKey: string, urlKey: string, task: () => Promise<T>): Promise<T> {
      const now = clock.now();
      prune(now);
      // A queued start lies in the future, so `now - startAt` is negative and it is shared too.
      const same = byURL.get(urlKey);
      if (same) return same.promise as Promise<T>;

      const previous = lastStartByPath.get(pathKey);
      const startAt = previous === undefined ? now : Math.max(now, previous + intervalMs);
      lastStartByPath.set(pathKey, startAt);
      const promise =
        startAt <= now
          ? new Promise<T>((resolve) => resolve(task()))
          : new Promise<T>((resolve, reject) => {
              clock.setTimeout(() => {
                new Promise<T>((inner) => inner(task())).then(resolve, reject);
              }, startAt - now);
            });
      const started = { startAt, promise };
      byURL.set(urlKey, started);
      // A failure is not shared: a retry right after it waits for the path's next slot and asks
      // again, instead of getting the same failure back.
      promise.catch(() => {
        if (byURL.get(urlKey) === started) byURL.delete(urlKey);
      });
      return promise;
    },
  };
}
