import { success } from "@pulso/sdk/testing";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPortal, testUser } from "../test-utils/renderPortal";

afterEach(cleanup);

const page = (name: RegExp | string) => screen.findByRole("heading", { level: 1, name });

const ACCOUNT_LINKS = [
  ["Dashboard", "/account"],
  ["Profile", "/account/userProfile"],
  ["Deposit", "/account/deposit"],
  ["Crypto deposit", "/account/deposit/crypto"],
  ["Withdraw", "/account/withdraw"],
  ["Suggest Poll", "/suggest-poll"],
  ["Support Tickets", "/support/tickets"],
];

async function openUserMenu() {
  const button = await screen.findByRole("button", { name: /User menu: Ana Pérez/ });
  fireEvent.click(button);
  return { button, menu: screen.getByRole("navigation", { name: "User menu" }) };
}

const linksOf = (container: HTMLElement) =>
  within(container)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("the header's user menu", () => {
  it("lists the account links in order, then Logout, without Admin for a reader", async () => {
    renderPortal("/privacy-policy", { lang: "en", user: testUser() });
    const { menu } = await openUserMenu();
    expect(linksOf(menu)).toEqual(ACCOUNT_LINKS);
    expect(within(menu).queryByRole("link", { name: "Admin" })).toBeNull();
    expect(within(menu).getByRole("button", { name: "Logout" })).toBeTruthy();
  });

  it("adds Admin for an admin", async () => {
    renderPortal("/privacy-policy", { lang: "en", user: testUser({ role: "admin" }) });
    const { menu } = await openUserMenu();
    expect(linksOf(menu)).toEqual([...ACCOUNT_LINKS, ["Admin", "/admin"]]);
  });

  it("says the links in Spanish", async () => {
    renderPortal("/privacy-policy", { user: testUser() });
    fireEvent.click(await screen.findByRole("button", { name: /Menú de usuario: Ana Pérez/ }));
    const menu = screen.getByRole("navigation", { name: "Menú de usuario" });
    expect(within(menu).getByRole("link", { name: "Panel" }).getAttribute("href")).toBe("/account");
    expect(within(menu).getByRole("button", { name: "Cerrar sesión" })).toBeTruthy();
  });

  it("closes on Escape and gives the focus back to its button", async () => {
    renderPortal("/privacy-policy", { lang: "en", user: testUser() });
    const { button, menu } = await openUserMenu();
    expect(button.getAttribute("aria-expanded")).toBe("true");
    within(menu).getByRole("link", { name: "Profile" }).focus();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect((menu as HTMLElement).hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it("closes when the focus leaves it", async () => {
    renderPortal("/privacy-policy", { lang: "en", user: testUser() });
    const { button, menu } = await openUserMenu();
    const profile = within(menu).getByRole("link", { name: "Profile" });
    fireEvent.keyDown(profile, { key: "Tab" });
    fireEvent.focusOut(profile, { relatedTarget: screen.getByLabelText("Language") });
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("stays open while a press elsewhere is under way, and closes on its click", async () => {
    renderPortal("/privacy-policy", { lang: "en", user: testUser() });
    const { button, menu } = await openUserMenu();
    const profile = within(menu).getByRole("link", { name: "Profile" });
    const elsewhere = screen.getByRole("link", { name: "How It Works" });
    // A press moves the focus before its click: closing then would move what is under it.
    fireEvent.pointerDown(elsewhere);
    fireEvent.focusOut(profile, { relatedTarget: elsewhere });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    fireEvent.pointerUp(elsewhere);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(document.body);
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("goes to a link's page and closes", async () => {
    const { router } = renderPortal("/privacy-policy", { lang: "en", user: testUser() });
    const { button, menu } = await openUserMenu();
    fireEvent.click(within(menu).getByRole("link", { name: "Support Tickets" }));
    expect(router.location.pathname).toBe("/support/tickets");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    await screen.findByRole("heading", { level: 1, name: "My support tickets" });
  });
});

describe("the main navigation", () => {
  it("links How It Works on every screen size, beside the leaderboard", async () => {
    renderPortal("/privacy-policy", { lang: "en" });
    await page("Privacy Policy");
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("link", { name: "How It Works" }).getAttribute("href")).toBe(
      "/how-it-works",
    );
    expect(within(nav).getByRole("link", { name: "Leaderboard" })).toBeTruthy();
    // Signed out, the phone menu has no account links.
    expect(within(nav).queryByRole("link", { name: "Dashboard" })).toBeNull();
  });

  it("opens at phone width with How It Works and, signed in, the account links", async () => {
    const { router } = renderPortal("/privacy-policy", {
      lang: "en",
      user: testUser({ role: "admin" }),
    });
    await page("Privacy Policy");
    const toggle = screen.getByRole("button", { name: "Open menu" });
    const menu = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(menu?.getAttribute("data-open")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.textContent).toBe("Close menu");
    expect(menu?.getAttribute("data-open")).toBe("true");
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(menu?.contains(nav)).toBe(true);
    expect(within(nav).getByRole("link", { name: "How It Works" })).toBeTruthy();
    const account = await within(menu as HTMLElement).findByRole("list", { name: "Your account" });
    expect(linksOf(account)).toEqual([...ACCOUNT_LINKS, ["Admin", "/admin"]]);

    fireEvent.click(within(account).getByRole("link", { name: "Withdraw" }));
    expect(router.location.pathname).toBe("/account/withdraw");
    expect(menu?.getAttribute("data-open")).toBe("false");
  });

  it("shows the balance, the language and Logout in the phone menu", async () => {
    const { api, router } = renderPortal("/privacy-policy", {
      lang: "en",
      user: testUser(),
      prepare: (fake) => fake.on("GET", "/auth/logout", success(null)),
    });
    await page("Privacy Policy");
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = document.getElementById("portal-menu") as HTMLElement;
    expect(within(menu).getByText("Ana Pérez")).toBeTruthy();
    expect(within(menu).getByText("Balance")).toBeTruthy();
    expect(within(menu).getByText("$25.50")).toBeTruthy();
    expect(within(menu).getByLabelText("Language")).toBeTruthy();

    fireEvent.click(within(menu).getByRole("button", { name: "Logout" }));
    expect(menu.getAttribute("data-open")).toBe("false");
    await waitFor(() => expect(router.location.pathname).toBe("/login"));
    expect(api.calls("GET", "/auth/logout")).toHaveLength(1);
  });

  it("shows no balance or Logout in the phone menu when signed out", async () => {
    renderPortal("/privacy-policy", { lang: "en" });
    await page("Privacy Policy");
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = document.getElementById("portal-menu") as HTMLElement;
    expect(within(menu).queryByRole("button", { name: "Logout" })).toBeNull();
    expect(within(menu).queryByText("Balance")).toBeNull();
    expect(within(menu).getByLabelText("Language")).toBeTruthy();
  });

  it("closes the phone menu on Escape, once the Markets list inside it is closed", async () => {
    renderPortal("/privacy-policy", { lang: "en" });
    await page("Privacy Policy");
    const toggle = screen.getByRole("button", { name: "Open menu" });
    fireEvent.click(toggle);
    const markets = screen.getByRole("button", { name: /Markets/ });
    fireEvent.click(markets);
    markets.focus();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(markets.getAttribute("aria-expanded")).toBe("false");
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });
});

/** A `beforeinstallprompt` event as Chromium fires it. */
function installEvent() {
  const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome: "accepted" as const }),
  });
  return event;
}

describe("the Download app button", () => {
  it("shows the browser's install prompt it kept from beforeinstallprompt", async () => {
    renderPortal("/privacy-policy", { lang: "en" });
    await page("Privacy Policy");
    const event = installEvent();
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    const button = screen.getByRole("button", { name: /Download app/ });
    expect(button.getAttribute("aria-expanded")).toBeNull();
    await act(async () => {
      fireEvent.click(button);
      await Promise.resolve();
    });
    expect(event.prompt).toHaveBeenCalledTimes(1);
    // No how-to panel (its Close button) opened.
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();

    // A prompt is shown once; the next press explains how to install instead.
    fireEvent.click(button);
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
    expect(button.getAttribute("aria-expanded")).toBe("true");
  });

  it("explains how to install when the browser offers no prompt, and closes", async () => {
    renderPortal("/privacy-policy", { lang: "en" });
    await page("Privacy Policy");
    const button = screen.getByRole("button", { name: /Download app/ });
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("Install Pulso on your device")).toBeTruthy();
    expect(
      screen.getByText(
        "In Chrome or Edge, click the install icon at the right of the address bar, or open the browser's menu and choose Install Pulso.",
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });

  it("tells iPhone readers to use Share → Add to Home Screen, in Spanish too", async () => {
    const agent = vi
      .spyOn(navigator, "userAgent", "get")
      .mockReturnValue("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)");
    try {
      renderPortal("/privacy-policy");
      await page("Política de privacidad");
      fireEvent.click(screen.getByRole("button", { name: /Descargar app/ }));
      expect(screen.getByText(/toca Compartir en Safari/)).toBeTruthy();
    } finally {
      agent.mockRestore();
    }
  });
});
