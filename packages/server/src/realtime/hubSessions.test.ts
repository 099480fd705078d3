import { afterEach, describe, expect, it } from "vitest";
import { parseBusMessage } from "./bus";
import { notification, startHub, type HubHarness } from "./test-utils/realtimeHarness";

/**
 * DESIGN §5: a revoked session loses its sockets on every instance — at once through the bus's
 * `sessions_revoked` message, and through the periodic re-check when that message is lost.
 */

let harness: HubHarness;

afterEach(async () => {
  await harness.close();
});

/** Session ids as the server stores them: a token's SHA-256 in hex. */
const PHONE = "a".repeat(64);
const LAPTOP = "b".repeat(64);
const BEN = "c".repeat(64);

const tokens: Record<string, { userId: string; sessionId: string }> = {
  "token-phone": { userId: "ana", sessionId: PHONE },
};
const authenticate = async (token: string) => tokens[token] ?? null;

describe("revoking a session", () => {
  it("closes every socket it authenticated, cookie or auth frame, with UNAUTHENTICATED then 4401", async () => {
    harness = await startHub({ authenticate });
    const byCookie = await harness.connect({ user: "ana", session: PHONE });
    const byToken = await harness.connect();
    await byToken.request({ type: "auth", token: "token-phone" });
    const otherSession = await harness.connect({ user: "ana", session: LAPTOP });
    const otherUser = await harness.connect({ user: "ben", session: BEN });

    await harness.hub.publish({ scope: "sessions_revoked", sessionIds: [PHONE] });

    for (const revoked of [byCookie, byToken]) {
      expect(await revoked.closed).toBe(4401);
      expect(revoked.frames.at(-1)).toMatchObject({ event: "error", code: "UNAUTHENTICATED" });
    }
    await harness.hub.publish(notification("ana", "after"));
    await harness.hub.publish(notification("ben", "after"));
    await Promise.all([otherSession.barrier(), otherUser.barrier()]);
    expect(otherSession.events("notification_received")).toHaveLength(1);
    expect(otherUser.events("notification_received")).toHaveLength(1);
    for (const revoked of [byCookie, byToken]) {
      expect(revoked.events("notification_received")).toEqual([]);
    }
    expect(harness.hub.stats().connections).toBe(2);
  });

  it("spares a socket that authenticated again with another session before the revocation", async () => {
    harness = await startHub({ authenticate });
    const client = await harness.connect({ user: "ana", session: LAPTOP });
    await client.request({ type: "auth", token: "token-phone" });

    await harness.hub.publish({ scope: "sessions_revoked", sessionIds: [LAPTOP] });
    await harness.hub.publish(notification("ana", "still yours"));

    expect(await client.waitFor((frame) => frame.event === "notification_received")).toMatchObject({
      notification: { message: "still yours" },
    });
    expect(client.socket.readyState).toBe(client.socket.OPEN);
  });

  it("refuses a revocation message whose ids are not session ids", () => {
    for (const sessionIds of [[], ["not-a-hash"], ["A".repeat(64)], Array(501).fill(PHONE)]) {
      expect(parseBusMessage({ scope: "sessions_revoked", sessionIds })).toMatchObject({
        ok: false,
      });
    }
    expect(parseBusMessage({ scope: "sessions_revoked", sessionIds: [PHONE] })).toEqual({
      ok: true,
      message: { scope: "sessions_revoked", sessionIds: [PHONE] },
    });
  });
});

describe("the periodic session check", () => {
  it("closes the sockets of sessions that are no longer live, even with no bus message", async () => {
    const live = new Set([LAPTOP, BEN]);
    const asked: string[][] = [];
    harness = await startHub({
      sessionCheckMs: 50,
      liveSessions: async (sessionIds) => {
        asked.push([...sessionIds]);
        return new Set(sessionIds.filter((id) => live.has(id)));
      },
    });
    const phone = await harness.connect({ user: "ana", session: PHONE });
    const laptop = await harness.connect({ user: "ana", session: LAPTOP });
    const anonymous = await harness.connect();

    expect(await phone.closed).toBe(4401);
    expect(phone.frames.at(-1)).toMatchObject({ event: "error", code: "UNAUTHENTICATED" });
    await Promise.all([laptop.barrier(), anonymous.barrier()]);
    // One batched question per check, about the authenticated sockets' sessions only, each once.
    await expect.poll(() => asked.at(-1)).toEqual([LAPTOP]);
    for (const question of asked) expect(new Set(question).size).toBe(question.length);
    expect(new Set(asked.flat())).toEqual(new Set([PHONE, LAPTOP]));
    expect(harness.hub.stats().connections).toBe(2);
  });

  it("keeps every socket while the check fails, and logs the outage once", async () => {
    let failures = 0;
    harness = await startHub({
      sessionCheckMs: 20,
      liveSessions: () => {
        failures += 1;
        return Promise.reject(new Error("database down"));
      },
    });
    const client = await harness.connect({ user: "ana", session: PHONE });

    await expect.poll(() => failures).toBeGreaterThanOrEqual(3);
    await client.barrier();
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    expect(harness.logger.warn).toHaveBeenCalledTimes(1);
    expect(harness.logger.warn).toHaveBeenCalledWith(
      expect.anything(),
      expect.stringContaining("keeping them until a check succeeds"),
    );
  });
});
