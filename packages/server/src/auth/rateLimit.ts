/**
 * A sliding-window counter of failures per key (an account or an address), in memory. Login
 * attempts are limited per account and per address (DESIGN §5).
 */
export function createFailureLimiter(options: {
  max: number;
  windowMs: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();
  const recent = (key: string) => {
    const cutoff = now() - options.windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > cutoff);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };
  return {
    /** Whether the key has used up its failures for the window. */
    blocked: (key: string) => recent(key).length >= options.max,
    /** Counts one failure. */
    fail: (key: string) => {
      const kept = recent(key);
      kept.push(now());
      failures.set(key, kept);
      if (failures.size > 100_000) failures.clear();
    },
    /** Forgets a key's failures (after a success). */
    reset: (key: string) => {
      failures.delete(key);
    },
  };
}

/** A failure limiter. */
export type FailureLimiter = ReturnType<typeof createFailureLimiter>;
