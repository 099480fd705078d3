import { createApiClient } from "@pulso/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testCard } from "../payments/test-utils/cards";
import {
  startLiveServer,
  userEvents,
  type LiveAccount,
  type LiveServer,
} from "./test-utils/liveServer";

/**
 * Issue 8 item 5, WebSockets (DESIGN §6, §7): a page on another origin can open `/ws` and the
 * browser sends the reader's session cookie with the upgrade; such a socket must get the public
 * feed only, never the reader's own events.
 */

let live: LiveServer;
beforeAll(async () => {
  live = await startLiveServer({ ALLOWED_ORIGINS: "http://localhost:5173" });
}, 120_000);
afterAll(async () => {
  try {
    await live?.expectLedgerSound();
  } finally {
    await live?.close();
  }
});

/** A card deposit: the account's balance_updated, dashboard_updated and notification_received. */
async function deposit(account: LiveAccount): Promise<void> {
  const api = createApiClient({ baseURL: live.api, token: account.token });
  const record = await api.chargeSandboxCard(testCard({ amount: 15 }));
  await api.createDeposit({ userId: account.userId, amount: 15, pixelPayTransaction: record });
}

describe("a WebSocket carrying the session cookie", () => {
  it.each([
    ["a news site", "https://diario.example"],
    ["a hostile page", "https://evil.example"],
    ["a look-alike of the platform", "http://127.0.0.1.evil.example"],
    ["an opaque origin (sandboxed frame, file)", "null"],
  ])("opened by %s gets public poll events, none of the reader's own", async (_, foreignOrigin) => {
    const account = await live.signup();
    const cookie = `pulso_session=${account.token}`;
    const foreign = await live.socket({ cookie, origin: foreignOrigin });
    const platform = await live.socket({ cookie, origin: live.origin });
    try {
      await deposit(account);
      // The platform's own socket hears the reader: the events were published.
      await platform.next((frame) => frame.event === "notification_received");
      expect(userEvents(platform)).toEqual(
        expect.arrayContaining(["balance_updated", "notification_received"]),
      );
      // The foreign one gets the public event published after them, and nothing of the reader's.
      await live.barrier(foreign);
      expect(userEvents(foreign)).toEqual([]);
      expect(foreign.frames.map((frame) => frame.event)).toEqual(["subscribed", "poll_updated"]);
    } finally {
      foreign.close();
      platform.close();
    }
  });

  it("from an origin in ALLOWED_ORIGINS (the portal's dev server) hears the reader", async () => {
    const account = await live.signup();
    const dev = await live.socket({
      cookie: `pulso_session=${account.token}`,
      origin: "http://localhost:5173",
    });
    try {
      await deposit(account);
      await dev.next((frame) => frame.event === "balance_updated");
    } finally {
      dev.close();
    }
  });
});
