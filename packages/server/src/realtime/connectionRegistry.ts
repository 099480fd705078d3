import type { WebSocket } from "ws";

/** One open socket as the hub tracks it. */
export interface RealtimeConnection {
  readonly socket: WebSocket;
  /** The user whose events this socket receives, or null for an anonymous reader. */
  userId: string | null;
  readonly pollIds: Set<string>;
  /** Whether a pong arrived since the last heartbeat ping. */
  alive: boolean;
  /** Refused frames in a row; a valid one resets it. */
  refusals: number;
  /** Increments per `auth` frame so only the latest answer applies. */
  authAttempts: number;
}

const none: ReadonlySet<RealtimeConnection> = new Set();

function addTo(index: Map<string, Set<RealtimeConnection>>, key: string, c: RealtimeConnection) {
  const set = index.get(key);
  if (set) set.add(c);
  else index.set(key, new Set([c]));
}

function removeFrom(
  index: Map<string, Set<RealtimeConnection>>,
  key: string,
  c: RealtimeConnection,
) {
  const set = index.get(key);
  if (!set) return;
  set.delete(c);
  if (set.size === 0) index.delete(key);
}

/** The hub's indexes: all connections, by poll and by user, so fan-out costs O(receivers). */
export type ConnectionRegistry = ReturnType<typeof createConnectionRegistry>;

/** Creates the hub's connection indexes (see {@link ConnectionRegistry}). */
export function createConnectionRegistry() {
  const connections = new Set<RealtimeConnection>();
  const byPoll = new Map<string, Set<RealtimeConnection>>();
  const byUser = new Map<string, Set<RealtimeConnection>>();
  let subscriptions = 0;

  return {
    add(socket: WebSocket, userId: string | null): RealtimeConnection {
      const connection: RealtimeConnection = {
        socket,
        userId,
        pollIds: new Set(),
        alive: true,
        refusals: 0,
        authAttempts: 0,
      };
      connections.add(connection);
      if (userId !== null) addTo(byUser, userId, connection);
      return connection;
    },
    has(connection: RealtimeConnection): boolean {
      return connections.has(connection);
    },
    /** Forgets a connection and all its index entries; false if it was already gone. */
    remove(connection: RealtimeConnection): boolean {
      if (!connections.delete(connection)) return false;
      for (const pollId of connection.pollIds) removeFrom(byPoll, pollId, connection);
      subscriptions -= connection.pollIds.size;
      connection.pollIds.clear();
      if (connection.userId !== null) removeFrom(byUser, connection.userId, connection);
      return true;
    },
    setUser(connection: RealtimeConnection, userId: string): void {
      if (connection.userId === userId) return;
      if (connection.userId !== null) removeFrom(byUser, connection.userId, connection);
      connection.userId = userId;
      addTo(byUser, userId, connection);
    },
    subscribe(connection: RealtimeConnection, pollIds: Iterable<string>): void {
      for (const pollId of pollIds) {
        if (connection.pollIds.has(pollId)) continue;
        connection.pollIds.add(pollId);
        addTo(byPoll, pollId, connection);
        subscriptions += 1;
      }
    },
    unsubscribe(connection: RealtimeConnection, pollIds: Iterable<string>): void {
      for (const pollId of pollIds) {
        if (!connection.pollIds.delete(pollId)) continue;
        removeFrom(byPoll, pollId, connection);
        subscriptions -= 1;
      }
    },
    forPoll(pollId: string): ReadonlySet<RealtimeConnection> {
      return byPoll.get(pollId) ?? none;
    },
    forUser(userId: string): ReadonlySet<RealtimeConnection> {
      return byUser.get(userId) ?? none;
    },
    /** A snapshot, safe to iterate while connections are removed. */
    all(): RealtimeConnection[] {
      return [...connections];
    },
    get size(): number {
      return connections.size;
    },
    get subscriptions(): number {
      return subscriptions;
    },
  };
}
