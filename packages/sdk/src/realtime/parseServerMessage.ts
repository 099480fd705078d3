import type { RealtimeServerMessage } from "@pulso/core";

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= 64;
const isNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);
const isOptionalString = (value: unknown) => value === undefined || typeof value === "string";

function isPriceMap(value: unknown): value is Record<string, number> {
  return (
    isRecord(value) && Object.entries(value).every(([key, price]) => isId(key) && isNumber(price))
  );
}

function isNotification(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.title === "string" &&
    typeof value.message === "string" &&
    (value._id === undefined || isId(value._id)) &&
    isOptionalString(value.type) &&
    (value.actionUrl === undefined ||
      value.actionUrl === null ||
      typeof value.actionUrl === "string")
  );
}

/** Per event, whether a decoded frame carries what the sdk relies on. */
const CHECKS: Record<RealtimeServerMessage["event"], (message: Json) => boolean> = {
  poll_updated: (m) =>
    isId(m.pollId) &&
    isPriceMap(m.prices) &&
    isNumber(m.volume) &&
    typeof m.at === "string" &&
    (m.replayed === undefined || m.replayed === true),
  bet_placed: (m) => isId(m.pollId) && isRecord(m.bet),
  dashboard_updated: (m) => isId(m.userId),
  poll_resolved: (m) => isId(m.pollId) && (m.winner === null || isId(m.winner)),
  balance_updated: (m) => isId(m.userId) && isNumber(m.newBalance),
  notification_received: (m) => isId(m.userId) && isNotification(m.notification),
  pong: () => true,
  subscribed: (m) => Array.isArray(m.pollIds) && m.pollIds.every(isId),
  error: (m) => typeof m.code === "string" && typeof m.message === "string",
};

/**
 * Decodes one `/ws` frame into a server message (core's `RealtimeServerMessage`, DESIGN §6), or
 * returns null for anything malformed: not text, not JSON, an unknown event, missing or mistyped
 * fields. Hand-written rather than core's zod schema so zod stays out of the embed bundle
 * (DESIGN §2); a test holds it to the schema.
 */
export function parseServerMessage(data: unknown): RealtimeServerMessage | null {
  if (typeof data !== "string") return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.event !== "string") return null;
  const check = (CHECKS as Record<string, ((message: Json) => boolean) | undefined>)[value.event];
  return check?.(value) ? (value as RealtimeServerMessage) : null;
}
