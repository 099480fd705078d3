import type { RealtimeConnection } from "./connectionRegistry";

/** Options of {@link startHeartbeat}. */
export interface HeartbeatOptions {
  intervalMs: number;
  /** The connections to check, read at every tick. */
  connections: () => Iterable<RealtimeConnection>;
  /** Called for a connection that has not ponged since the previous ping; should end it. */
  onUnresponsive: (connection: RealtimeConnection) => void;
}

/**
 * Pings every socket each interval and reports those that did not answer the previous ping
 * (a pong sets `connection.alive`), so half-open connections do not linger. Returns `stop`.
 */
export function startHeartbeat(options: HeartbeatOptions): () => void {
  const { intervalMs, connections, onUnresponsive } = options;
  const timer = setInterval(() => {
    for (const connection of connections()) {
      if (!connection.alive) {
        onUnresponsive(connection);
        continue;
      }
      connection.alive = false;
      try {
        connection.socket.ping();
      } catch {
        // Already closing: its close event removes it.
      }
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
