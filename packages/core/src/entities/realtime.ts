import { z } from "zod";
import { betSchema } from "./bet";
import { idSchema, isoDateTimeSchema } from "./common";

/** Most poll ids one subscribe message may carry. */
export const MAX_SUBSCRIBE_IDS = 100;

/**
 * What a client may send over `/ws` (DESIGN §6). Anything else is answered with an error frame
 * and changes nothing.
 */
export const realtimeClientMessageSchema = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("subscribe"),
    pollIds: z.array(idSchema).min(1).max(MAX_SUBSCRIBE_IDS),
  }),
  z.strictObject({
    type: z.literal("unsubscribe"),
    pollIds: z.array(idSchema).min(1).max(MAX_SUBSCRIBE_IDS),
  }),
  z.strictObject({ type: z.literal("ping") }),
  /** API clients without a cookie authenticate their socket with their bearer token. */
  z.strictObject({ type: z.literal("auth"), token: z.string().min(1).max(512) }),
]);
/** A client → server realtime message. */
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

/** The six server events (spec §7, DESIGN §6). */
export const REALTIME_EVENTS = [
  "poll_updated",
  "bet_placed",
  "dashboard_updated",
  "poll_resolved",
  "balance_updated",
  "notification_received",
] as const;
/** A realtime event name. */
export type RealtimeEvent = (typeof REALTIME_EVENTS)[number];

/**
 * What the server sends (spec §3 "Real-time message"). `poll_updated` carries the new prices in
 * cents by option id; `balance_updated` the new balance in dollars.
 */
export const realtimeServerMessageSchema = z.discriminatedUnion("event", [
  z.object({
    event: z.literal("poll_updated"),
    pollId: idSchema,
    prices: z.record(idSchema, z.number()),
    volume: z.number(),
    at: isoDateTimeSchema,
    /**
     * Set on the update a new subscriber is told at once (the poll's latest of the last seconds):
     * news only if the client's copy predates it.
     */
    replayed: z.literal(true).optional(),
  }),
  z.object({ event: z.literal("bet_placed"), pollId: idSchema, bet: betSchema }),
  z.object({ event: z.literal("dashboard_updated"), userId: idSchema }),
  z.object({ event: z.literal("poll_resolved"), pollId: idSchema, winner: idSchema.nullable() }),
  z.object({ event: z.literal("balance_updated"), userId: idSchema, newBalance: z.number() }),
  z.object({
    event: z.literal("notification_received"),
    userId: idSchema,
    notification: z.object({
      _id: idSchema.optional(),
      title: z.string(),
      message: z.string(),
      type: z.string().optional(),
      actionUrl: z.string().nullable().optional(),
    }),
  }),
  /** Control frames: the answer to ping, subscription acknowledgements and refusals. */
  z.object({ event: z.literal("pong") }),
  z.object({ event: z.literal("subscribed"), pollIds: z.array(idSchema) }),
  z.object({ event: z.literal("error"), code: z.string(), message: z.string() }),
]);
/** A server → client realtime message. */
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;
