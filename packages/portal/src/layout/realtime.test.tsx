import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderLivePortal, type LivePortal } from "../test-utils/renderLivePortal";
import { testUser } from "../test-utils/renderPortal";

let portal: LivePortal | null = null;
afterEach(() => {
  portal?.dispose();
  portal = null;
  cleanup();
});

const page = (name: string) => screen.findByRole("heading", { level: 1, name });

/** The page's socket once the sdk has opened it. */
async function openSocket(live: LivePortal) {
  await waitFor(() => expect(live.sockets.sockets.length).toBeGreaterThan(0));
  const socket = live.sockets.latest();
  act(() => socket.open());
  return socket;
}

describe("the realtime connection and its toasts", () => {
  it("opens the connection at start and closes it when the page goes away", async () => {
    portal = renderLivePortal("/privacy-policy", { lang: "en" });
    await page("Privacy Policy");
    const socket = await openSocket(portal);
    expect(socket.closedByClient).toBe(false);

    act(() => {
      portal!.page.dispatchEvent(Object.assign(new Event("pagehide"), { persisted: true }));
    });
    expect(socket.closedByClient).toBe(true);

    // Back from the back-forward cache: a new connection.
    act(() => {
      portal!.page.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    });
    await waitFor(() => expect(portal!.sockets.sockets.length).toBe(2));
  });

  it("shows 'Market Resolved!' when a market resolves", async () => {
    portal = renderLivePortal("/privacy-policy", { lang: "en" });
    await page("Privacy Policy");
    const socket = await openSocket(portal);
    act(() => socket.receive({ event: "poll_resolved", pollId: "m_1", winner: "o_yes" }));
    expect(await screen.findByText("Market Resolved!")).toBeTruthy();
  });

  it("shows 'Balance Updated!' with the new balance, and the header follows it", async () => {
    portal = renderLivePortal("/privacy-policy", { lang: "en", user: testUser() });
    await page("Privacy Policy");
    await screen.findByRole("button", { name: /User menu: Ana Pérez \$25\.50/ });
    const socket = await openSocket(portal);
    act(() => socket.receive({ event: "balance_updated", userId: "u_1", newBalance: 40 }));
    expect(await screen.findByText("Balance Updated!")).toBeTruthy();
    expect(
      await screen.findByRole("button", { name: /User menu: Ana Pérez \$40\.00/ }),
    ).toBeTruthy();
  });

  it("shows a notification's title and message as a toast", async () => {
    portal = renderLivePortal("/privacy-policy", { lang: "en", user: testUser() });
    await page("Privacy Policy");
    const socket = await openSocket(portal);
    act(() =>
      socket.receive({
        event: "notification_received",
        userId: "u_1",
        notification: { title: "Ticket answered", message: "Support replied to your ticket." },
      }),
    );
    expect(await screen.findByText("Ticket answered")).toBeTruthy();
    expect(screen.getByText("Support replied to your ticket.")).toBeTruthy();
  });
});
