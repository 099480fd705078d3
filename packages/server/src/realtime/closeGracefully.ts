import type { WebSocket } from "ws";

/** WebSocket close code: the server is going away. */
export const CLOSE_GOING_AWAY = 1001;
/** WebSocket close code: the client broke the protocol's rules. */
export const CLOSE_POLICY_VIOLATION = 1008;
/** WebSocket close code (application range, after HTTP 401): the socket's session has ended. */
export const CLOSE_SESSION_REVOKED = 4401;

/**
 * Closes a socket with a code and waits for the close handshake, terminating it if the peer
 * has not answered within `graceMs`.
 */
export function closeGracefully(
  socket: WebSocket,
  code: number,
  reason: string,
  graceMs = 1_000,
): Promise<void> {
  if (socket.readyState === socket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => socket.terminate(), graceMs);
    socket.once("close", () => {
      clearTimeout(timer);
      resolve();
    });
    socket.close(code, reason);
  });
}
