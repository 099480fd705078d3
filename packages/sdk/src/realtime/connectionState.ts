/**
 * The realtime connection as the UI reads it (spec §4): `connecting` (first try, a scheduled
 * retry, or a try while offline), `open`, or `closed` (not started, deliberately disconnected, or
 * offline waiting for the next try).
 */
export type ConnectionStatus = "connecting" | "open" | "closed";

/** Connection state, in its own store. */
export interface ConnectionState {
  status: ConnectionStatus;
  /** Reconnection tries since the last successful open (past 5 while offline). */
  attempts: number;
  /**
   * True after 5 failed tries in a row, until a socket opens again: the connection is offline
   * (the UI's "sin conexión" mark) while the client keeps trying with back-off.
   */
  gaveUp: boolean;
  /** The polls the server last acknowledged this socket follows. */
  subscribedPollIds: readonly string[];
}

/** The state before `connect()`. */
export const INITIAL_CONNECTION_STATE: ConnectionState = {
  status: "closed",
  attempts: 0,
  gaveUp: false,
  subscribedPollIds: [],
};
