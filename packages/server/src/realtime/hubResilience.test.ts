import { setImmediate as nextTurn } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { notification, startHub, type HubHarness } from "./test-utils/realtimeHarness";

let harness: HubHarness;

afterEach(async () => {
  await harness.close();
});

describe("realtime hub resilience", () => {
  it("terminates a socket that stops reading while a healthy one keeps receiving", async () => {
    harness = await startHub({ maxBufferedBytes: 512 * 1024 });
    const slow = await harness.connect({ user: "ana" });
    const healthy = await harness.connect({ user: "ana" });
    slow.socket.pause();
    const big = "x".repeat(64 * 1024);

    // Flood in small batches the healthy client drains, until the paused one fills every buffer.
    let batch = 0;
    while (harness.hub.stats().connections === 2 && batch < 2_000) {
      batch += 1;
      for (let i = 0; i < 4; i += 1)
        await harness.hub.publish(notification("ana", `${batch}:${big}`));
      await healthy.waitFor(
        (frame) =>
          frame.event === "notification_received" &&
          frame.notification.message.startsWith(`${batch}:`),
      );
      await nextTurn();
    }

    expect(harness.hub.stats().connections).toBe(1);
    expect(harness.logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ userId: "ana" }),
      expect.stringContaining("slow"),
    );
    await harness.hub.publish(notification("ana", "after"));
    expect(
      await healthy.waitFor(
        (frame) =>
          frame.event === "notification_received" && frame.notification.message === "after",
      ),
    ).toBeDefined();
    slow.socket.resume();
    expect(await slow.closed).toBe(1006);
  });

  it("terminates a socket that does not answer heartbeat pings", async () => {
    harness = await startHub({ heartbeatMs: 100 });
    const silent = await harness.connect({ autoPong: false });
    const responsive = await harness.connect();

    expect(await silent.closed).toBe(1006);

    expect(silent.pings).toBeGreaterThanOrEqual(1);
    expect(harness.hub.stats().connections).toBe(1);
    expect(responsive.pings).toBeGreaterThanOrEqual(1);
    await responsive.barrier();
    expect(responsive.socket.readyState).toBe(responsive.socket.OPEN);
  });
});
