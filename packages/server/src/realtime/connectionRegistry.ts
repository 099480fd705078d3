import type { WebSocket } from "ws";

/**
 * Who an authenticated socket belongs to: the user, and the session that vouched for them (its
 * stored id, the token's hash), so revoking that session can close the socket (DESIGN §5).
 */
export interface RealtimeIdentity {
  userId: string;
  sessionId: string;
}

/** One open socket as the hub tracks it. */
export interface RealtimeConnection {
  readonly socket: WebSocket;
  /** The user whose events this socket receives, or null for an anonymous reader. */
  userId: string | null;
  /** The session that authenticated the socket; null exactly when `userId` is. */
  sessionId: string | null;
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

/**
 * The hub's indexes: all connections, by poll, by user and by session, so fan-out and
 * revocation cost O(receivers).
 */
export type ConnectionRegistry = ReturnType<typeof createConnectionRegistry>;

/** Creates the hub's connection indexes (see {@link ConnectionRegistry}). */
export function createConnectionRegistry() {
  const connections = new Set<RealtimeConnection>();
  const byPoll = new Map<string, Set<RealtimeConnection>>();
  const byUser = new Map<string, Set<RealtimeConnection>>();
  const bySession = new Map<string, Set<RealtimeConnection>>();
  let subscriptions = 0;

  function forget(connection: RealtimeConnection): void {
    if (connection.userId !== null) removeFrom(byUser, connection.userId, connection);
    if (connection.sessionId !== null) removeFrom(bySession, connection.sessionId, connection);
  }

  function setIdentity(connection: RealtimeConnection, identity: RealtimeIdentity): void {
    forget(connection);
    connection.userId = identity.userId;
    connection.sessionId = identity.sessionId;
    addTo(byUser, identity.userId, connection);
    addTo(bySession, identity.sessionId, connection);
  }

  return {
    add(socket: WebSocket, identity: RealtimeIdentity | null): RealtimeConnection {
      const connection: RealtimeConnection = {
        socket,
        userId: null,
        sessionId: null,
        pollIds: new Set(),
        alive: true,
        refusals: 0,
        authAttempts: 0,
      };
      connections.add(connection);
      if (identity) setIdentity(connection, identity);
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
      forget(connection);
      return true;
    },
    /** Makes the socket that user's, vouched for by that session (an `auth` frame may switch). */
    /** Makes the socket that user's, vouched for by that session (an `auth` frame may switch it). */
    setIdentity,
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
    forSession(sessionId: string): ReadonlySet<RealtimeConnection> {
      return bySession.get(sessionId) ?? none;
    },
    /** The sessions that authenticated at least one open socket (a snapshot). */
    sessionIds(): string[] {
      return [...bySession.keys()];
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
