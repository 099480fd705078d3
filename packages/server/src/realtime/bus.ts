import { z } from "zod";
import {
  idSchema,
  REALTIME_EVENTS,
  realtimeServerMessageSchema,
  type RealtimeEvent,
  type RealtimeServerMessage,
} from "@pulso/core";
import { describeError, type RealtimeLogger } from "./logger";

/** One of the six realtime events (DESIGN §6); control frames never travel on the bus. */
export type BusEvent = Extract<RealtimeServerMessage, { event: RealtimeEvent }>;

/**
 * An event for every socket subscribed to `pollId`, plus every socket of `alsoUserIds` (the
 * participants of a resolved poll); each socket gets it at most once.
 */
export interface PollBusMessage {
  scope: "poll";
  pollId: string;
  event: BusEvent;
  alsoUserIds?: string[];
}

/** An event for every socket of one user (balance, bets, dashboard, notifications). */
export interface UserBusMessage {
  scope: "user";
  userId: string;
  event: BusEvent;
}

/**
 * Sessions that were just revoked (logout, password change or reset, an admin disabling the
 * account, an embed session disconnected): every instance closes the sockets they authenticated
 * (DESIGN §5). A session travels as its stored id (the token's hash), never as the token.
 */
export interface SessionsRevokedBusMessage {
  scope: "sessions_revoked";
  sessionIds: string[];
}

/** Most session ids one {@link SessionsRevokedBusMessage} carries; publishers send more in parts. */
export const MAX_REVOKED_SESSIONS_PER_MESSAGE = 500;

/** What travels on the event bus: who should receive an event and the event, or a revocation. */
export type BusMessage = PollBusMessage | UserBusMessage | SessionsRevokedBusMessage;

/** Receives every bus message; must not throw (a throw is logged and the message goes on). */
export type BusHandler = (message: BusMessage) => void;

/**
 * Carries realtime events between the code that causes them and the hubs that own the sockets:
 * in-process ({@link createLocalBus}) or across instances through Redis.
 */
export interface EventBus {
  /** Sends a message to every subscriber (of every instance); rejects if it cannot. */
  publish(message: BusMessage): Promise<void>;
  /** Adds a handler; returns the function that removes it. */
  subscribe(handler: BusHandler): () => void;
  /** Stops delivery and releases connections; later publishes reject. */
  close(): Promise<void>;
}

const busMessageSchema = z.discriminatedUnion("scope", [
  z.strictObject({
    scope: z.literal("poll"),
    pollId: idSchema,
    event: realtimeServerMessageSchema,
    alsoUserIds: z.array(idSchema).optional(),
  }),
  z.strictObject({
    scope: z.literal("user"),
    userId: idSchema,
    event: realtimeServerMessageSchema,
  }),
  z.strictObject({
    scope: z.literal("sessions_revoked"),
    sessionIds: z
      .array(z.string().regex(/^[0-9a-f]{64}$/, "must be a session id (a token's SHA-256, hex)"))
      .min(1)
      .max(MAX_REVOKED_SESSIONS_PER_MESSAGE),
  }),
]);

const realtimeEvents: ReadonlySet<string> = new Set(REALTIME_EVENTS);

function isBusEvent(event: RealtimeServerMessage): event is BusEvent {
  return realtimeEvents.has(event.event);
}

/** The result of {@link parseBusMessage}: the checked message, or why it was refused. */
export type BusMessageParseResult =
  { ok: true; message: BusMessage } | { ok: false; reason: string };

/**
 * Checks a value against the bus message shape (envelope and event schema, core's
 * `realtimeServerMessageSchema`). Unknown event fields are stripped, so only the documented
 * payload ever reaches a socket.
 */
export function parseBusMessage(value: unknown): BusMessageParseResult {
  const result = busMessageSchema.safeParse(value);
  if (!result.success) {
    const reason = result.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join(".") || "message"}: ${issue.message}`)
      .join("; ");
    return { ok: false, reason };
  }
  const data = result.data;
  if (data.scope === "sessions_revoked") {
    return { ok: true, message: { scope: "sessions_revoked", sessionIds: data.sessionIds } };
  }
  if (!isBusEvent(data.event)) {
    return { ok: false, reason: `event: "${data.event.event}" is a control frame, not an event` };
  }
  const message: BusMessage =
    data.scope === "poll"
      ? {
          scope: "poll",
          pollId: data.pollId,
          event: data.event,
          ...(data.alsoUserIds ? { alsoUserIds: data.alsoUserIds } : {}),
        }
      : { scope: "user", userId: data.userId, event: data.event };
  return { ok: true, message };
}

/** Like {@link parseBusMessage}, but throws an error that names the problem (for publishers). */
export function assertBusMessage(value: unknown): BusMessage {
  const parsed = parseBusMessage(value);
  if (!parsed.ok) {
    throw new Error(`Refused to publish an invalid realtime bus message: ${parsed.reason}`);
  }
  return parsed.message;
}

/** Calls each handler with the message; a throwing handler is logged and the others still run. */
export function deliverToHandlers(
  handlers: ReadonlySet<BusHandler>,
  message: BusMessage,
  logger: RealtimeLogger,
): void {
  for (const handler of [...handlers]) {
    try {
      handler(message);
    } catch (error) {
      logger.error(
        {
          err: error,
          scope: message.scope,
          ...("event" in message ? { event: message.event.event } : {}),
        },
        `A realtime bus handler threw: ${describeError(error)}`,
      );
    }
  }
}
