import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import type { AppContext, RealtimePublisher } from "../context";
import { MAX_REVOKED_SESSIONS_PER_MESSAGE, type BusEvent, type RealtimeHub } from "../realtime";

/** Largest frame a client may send over /ws (the hub refuses anything past its own 4 KB). */
const MAX_PAYLOAD_BYTES = 16 * 1024;

/**
 * Serves `/ws` (DESIGN §6). A socket opened from a trusted origin with the session cookie
 * receives its user's events; any other origin (a news site embedding public widgets) gets the
 * public feed only, and API clients authenticate with an `auth` frame carrying their token.
 */
export async function registerRealtimeRoute(
  app: FastifyInstance,
  ctx: AppContext,
  hub: RealtimeHub,
): Promise<void> {
  await app.register(websocket, { options: { maxPayload: MAX_PAYLOAD_BYTES } });
  app.get("/ws", { websocket: true }, (socket, request) => {
    const origin = request.headers.origin;
    const own = `${request.protocol}://${request.headers.host ?? ""}`;
    const trusted =
      origin === undefined || origin === own || ctx.config.trustedOrigins.includes(origin);
    const session = request.session;
    const identity =
      trusted && session?.via === "cookie" && session.kind === "web"
        ? { userId: session.user.id, sessionId: session.tokenHash }
        : null;
    hub.handleConnection(socket, { identity });
  });
}

/** The publisher domain code uses, over the hub's bus; failures are logged, never thrown. */
export function hubPublisher(hub: RealtimeHub, log: (error: unknown) => void): RealtimePublisher {
  const send = (promise: Promise<void>) => {
    promise.catch(log);
  };
  return {
    toPoll(pollId, event, alsoUserIds) {
      send(
        hub.publish({
          scope: "poll",
          pollId,
          event: event as BusEvent,
          ...(alsoUserIds && alsoUserIds.length > 0 ? { alsoUserIds: [...alsoUserIds] } : {}),
        }),
      );
    },
    toUser(userId, event) {
      send(hub.publish({ scope: "user", userId, event: event as BusEvent }));
    },
    sessionsRevoked(sessionIds) {
      for (let start = 0; start < sessionIds.length; start += MAX_REVOKED_SESSIONS_PER_MESSAGE) {
        const part = sessionIds.slice(start, start + MAX_REVOKED_SESSIONS_PER_MESSAGE);
        send(hub.publish({ scope: "sessions_revoked", sessionIds: [...part] }));
      }
    },
  };
}
