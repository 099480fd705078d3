/**
 * The realtime connection as the UI reads it (spec §4): `connecting` (first try or a scheduled
 * retry), `open`, or `closed` (not started, deliberately disconnected, or given up).
 */
export type ConnectionStatus = "connecting" | "open" | "closed";

/** Connection state, in its own store. */
export interface ConnectionState {
  status: ConnectionStatus;
  /** Reconnection tries since the last successful open (0–5). */
  attempts: number;
  /** True after 5 failed tries in a row: no more retries until `connect()`. */
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
