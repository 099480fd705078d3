import type { BetQuote } from "@pulso/core";
import { sampleBet, sampleUser } from "@pulso/core/testing";
import { pulsoKeys } from "@pulso/sdk";
import { success } from "@pulso/sdk/testing";
import { act, fireEvent, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestPulso, type TestPulso } from "../test-utils/testPulso";
import { BET_TICKET_TAG, BetTicketCustomElement, defineBetTicket } from "./betTicket.element";
import { setElementDefaults } from "./defaults";
import { defineNotificationBell } from "./notificationBell.element";
import { setSharedPulsoFactory } from "./sharedPulso";

let made: TestPulso[] = [];
let testNumber = 0;
let signedIn = true;

const QUOTE: BetQuote = {
  pollId: "m_1",
  optionId: "o_no",
  amount: 10,
  fee: 0.2,
  net: 9.8,
  shares: 25,
  priceBefore: 38,
  averagePrice: 39.2,
  priceAfter: 40,
  potentialReturn: 25,
  profit: 15,
  odds: 2.5,
};

beforeEach(() => {
  made = [];
  signedIn = true;
  setSharedPulsoFactory(() => {
    const test = createTestPulso("es");
    test.api.on("GET", "/polls/m_1/quote", success({ quote: QUOTE }));
    test.api.on(
      "GET",
      "/notifications",
      success({
        notifications: [],
        unreadCount: 0,
        pagination: { page: 1, limit: 50, total: 0, pages: 0 },
      }),
    );
    if (signedIn) {
      test.api.on("GET", "/users/me", success({ user: sampleUser({ balance: 100 }) }));
      test.pulso.queryClient.setQueryData(pulsoKeys.currentUser, sampleUser({ balance: 100 }));
    }
    made.push(test);
    return test.pulso;
  });
  testNumber += 1;
  setElementDefaults({
    apiBase: `http://acct-${testNumber}.test/api/v1`,
    lang: "es",
    theme: "light",
  });
  defineBetTicket();
  defineNotificationBell();
});

afterEach(async () => {
  await act(async () => {
    document.body.innerHTML = "";
  });
  setSharedPulsoFactory(null);
});

async function mount(html: string): Promise<HTMLElement> {
  const host = document.createElement("div");
  await act(async () => {
    host.innerHTML = html;
    document.body.append(host);
  });
  const element = host.firstElementChild;
  if (!(element instanceof HTMLElement)) throw new Error("nothing mounted");
  return element;
}

function shadow(element: HTMLElement) {
  const root = element.shadowRoot;
  if (!root) throw new Error("no shadow root");
  return within(root as unknown as HTMLElement);
}

describe("<pulso-bet-ticket>", () => {
  it("is defined once", () => {
    expect(() => defineBetTicket()).not.toThrow();
    expect(customElements.get(BET_TICKET_TAG)).toBe(BetTicketCustomElement);
  });

  it("places a bet and tells the page only that it happened on the market", async () => {
    const placed = vi.fn();
    document.addEventListener("pulso-bet-placed", placed);
    const element = await mount(
      `<pulso-bet-ticket market="m_1" option="o_no" lang="en"></pulso-bet-ticket>`,
    );
    const ticket = shadow(element);
    made[0]?.api.on("POST", "/bets", success({ bet: sampleBet({ option: "o_no" }), balance: 90 }));
    fireEvent.change(await ticket.findByLabelText("Amount (USD)"), { target: { value: "10" } });
    const review = ticket.getByRole("button", { name: "Review bet" });
    await waitFor(() => expect(review).toHaveProperty("disabled", false));
    fireEvent.click(review);
    fireEvent.click(ticket.getByRole("button", { name: "Confirm bet" }));
    await ticket.findByRole("heading", { name: "Bet placed" });
    expect(placed).toHaveBeenCalledTimes(1);
    const event = placed.mock.calls[0]?.[0] as CustomEvent;
    expect(event.bubbles && event.composed).toBe(true);
    expect(event.target).toBe(element);
    expect(event.detail).toEqual({ marketId: "m_1" });
    document.removeEventListener("pulso-bet-placed", placed);
  });

  it("asks a signed-out reader to log in and emits pulso-sign-in-request", async () => {
    signedIn = false;
    const requested = vi.fn();
    document.addEventListener("pulso-sign-in-request", requested);
    const element = await mount(`<pulso-bet-ticket market="m_1"></pulso-bet-ticket>`);
    fireEvent.click(await shadow(element).findByRole("button", { name: "Iniciar sesión" }));
    expect(shadow(element).getByRole("alert").textContent).toBe(
      "Inicia sesión para hacer apuestas.",
    );
    expect((requested.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ widget: "bet-ticket" });
    document.removeEventListener("pulso-sign-in-request", requested);
  });

  it("shows its error state for a missing market, without throwing", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const errors = vi.fn();
    document.addEventListener("pulso-error", errors);
    const element = await mount(`<pulso-bet-ticket lang="en"></pulso-bet-ticket>`);
    expect((await shadow(element).findByRole("alert")).textContent).toContain("needs a market");
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
    expect(made).toHaveLength(0);
    document.removeEventListener("pulso-error", errors);
  });
});

describe("<pulso-notification-bell>", () => {
  it("shows only a sign-in hint when signed out", async () => {
    signedIn = false;
    const element = await mount(`<pulso-notification-bell lang="en"></pulso-notification-bell>`);
    expect(await shadow(element).findByText("Log in to see your notifications.")).toBeTruthy();
    expect(shadow(element).queryByRole("button")).toBeNull();
  });

  it("shows the bell when signed in", async () => {
    const element = await mount(`<pulso-notification-bell lang="en"></pulso-notification-bell>`);
    expect(await shadow(element).findByRole("button", { name: "Notifications" })).toBeTruthy();
    expect(element.shadowRoot?.querySelector("style")?.textContent).toContain(".pulso-nb");
  });
});
