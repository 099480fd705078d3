/** Options of {@link startSessionCheck}. */
export interface SessionCheckOptions {
  intervalMs: number;
  /** The sessions that authenticated open sockets, read at every tick. */
  sessionIds: () => readonly string[];
  /** Which of these sessions are still live (one query per batch); may reject. */
  liveSessions: (sessionIds: readonly string[]) => Promise<ReadonlySet<string>>;
  /** Called with the checked sessions that are no longer live; should close their sockets. */
  onEnded: (sessionIds: readonly string[]) => void;
  /**
   * Called when a check fails (the database is down) after one that did not: sockets are kept,
   * the next tick retries, and an outage is reported once, not every interval.
   */
  onError: (error: unknown) => void;
}

/** Most session ids asked about in one `liveSessions` call. */
const BATCH = 1_000;

/**
 * The backstop behind the `sessions_revoked` bus message (DESIGN §5): every interval, asks the
 * database which of the sockets' sessions are still live and reports the others, so a revoked,
 * expired or disabled session loses its sockets even if its bus message was lost. A check never
 * overlaps the previous one. Returns `stop`.
 */
export function startSessionCheck(options: SessionCheckOptions): () => void {
  const { intervalMs, sessionIds, liveSessions, onEnded, onError } = options;
  let running = false;
  let stopped = false;
  let failing = false;

  async function check(): Promise<void> {
    const all = sessionIds();
    for (let start = 0; start < all.length && !stopped; start += BATCH) {
      const batch = all.slice(start, start + BATCH);
      const live = await liveSessions(batch);
      const ended = batch.filter((sessionId) => !live.has(sessionId));
      if (ended.length > 0 && !stopped) onEnded(ended);
    }
  }

  const timer = setInterval(() => {
    if (running) return;
    running = true;
    check()
      .then(() => {
        failing = false;
      })
      .catch((error: unknown) => {
        if (!failing) onError(error);
        failing = true;
      })
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
