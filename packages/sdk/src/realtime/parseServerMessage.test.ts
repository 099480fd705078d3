import { MAX_SUBSCRIBE_IDS, realtimeServerMessageSchema } from "@pulso/core";
import { sampleBet } from "@pulso/core/testing";
import { describe, expect, it } from "vitest";
import { parseServerMessage } from "./parseServerMessage";
import { SUBSCRIBE_BATCH_SIZE } from "./subscriptions";

const AT = "2026-11-03T18:00:00.000Z";

const valid: unknown[] = [
  { event: "poll_updated", pollId: "m_1", prices: { o_yes: 61, o_no: 39 }, volume: 1300, at: AT },
  { event: "poll_updated", pollId: "m_1", prices: {}, volume: 0, at: AT },
  { event: "poll_updated", pollId: "m_1", prices: {}, volume: 0, at: AT, replayed: true },
  { event: "bet_placed", pollId: "m_1", bet: sampleBet() },
  { event: "dashboard_updated", userId: "u_1" },
  { event: "poll_resolved", pollId: "m_1", winner: "o_yes" },
  { event: "poll_resolved", pollId: "m_1", winner: null },
  { event: "balance_updated", userId: "u_1", newBalance: 12.5 },
  {
    event: "notification_received",
    userId: "u_1",
    notification: { _id: "n_1", title: "Hola", message: "Mundo", type: "success", actionUrl: null },
  },
  { event: "notification_received", userId: "u_1", notification: { title: "T", message: "M" } },
  { event: "pong" },
  { event: "subscribed", pollIds: ["m_1", "m_2"] },
  { event: "subscribed", pollIds: [] },
  { event: "error", code: "VALIDATION_FAILED", message: "Invalid message" },
];

const invalid: unknown[] = [
  null,
  42,
  "poll_updated",
  [],
  {},
  { event: 7 },
  { event: "teleport" },
  { event: "poll_updated", pollId: "m_1", prices: { o_yes: "61" }, volume: 1, at: AT },
  { event: "poll_updated", pollId: "", prices: {}, volume: 1, at: AT },
  { event: "poll_updated", pollId: "m_1", prices: [], volume: 1, at: AT },
  { event: "poll_updated", pollId: "m_1", prices: {}, at: AT },
  { event: "poll_updated", pollId: "m_1", prices: {}, volume: 1 },
  { event: "poll_updated", pollId: "m_1", prices: {}, volume: 1, at: AT, replayed: "yes" },
  { event: "bet_placed", pollId: "m_1" },
  { event: "dashboard_updated" },
  { event: "poll_resolved", pollId: "m_1" },
  { event: "poll_resolved", pollId: "m_1", winner: 3 },
  { event: "balance_updated", userId: "u_1", newBalance: "12.5" },
  { event: "balance_updated", newBalance: 12.5 },
  { event: "notification_received", userId: "u_1", notification: { title: "T" } },
  { event: "notification_received", userId: "u_1", notification: "T" },
  { event: "subscribed", pollIds: "m_1" },
  { event: "subscribed", pollIds: [1] },
  { event: "error", code: "X" },
  { event: "poll_updated", pollId: "x".repeat(65), prices: {}, volume: 1, at: AT },
];

describe("parseServerMessage", () => {
  it.each(valid.map((message) => [JSON.stringify(message).slice(0, 60), message]))(
    "accepts %s, as core's schema does",
    (_name, message) => {
      expect(realtimeServerMessageSchema.safeParse(message).success).toBe(true);
      expect(parseServerMessage(JSON.stringify(message))).toEqual(message);
    },
  );

  it.each(invalid.map((message) => [JSON.stringify(message)?.slice(0, 60), message]))(
    "refuses %s, as core's schema does",
    (_name, message) => {
      expect(realtimeServerMessageSchema.safeParse(message).success).toBe(false);
      expect(parseServerMessage(JSON.stringify(message))).toBeNull();
    },
  );

  it("refuses what is not text JSON", () => {
    expect(parseServerMessage("{nope")).toBeNull();
    expect(parseServerMessage("")).toBeNull();
    expect(parseServerMessage(new ArrayBuffer(4))).toBeNull();
    expect(parseServerMessage(undefined)).toBeNull();
  });

  it("batches subscriptions at core's limit per frame", () => {
    expect(SUBSCRIBE_BATCH_SIZE).toBe(MAX_SUBSCRIBE_IDS);
  });
});
