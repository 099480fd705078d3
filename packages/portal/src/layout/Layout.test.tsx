import { failure, held, success } from "@pulso/sdk/testing";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPortal, testUser } from "../test-utils/renderPortal";

afterEach(cleanup);

/** Waits for the lazily loaded page's heading. */
const page = (name: RegExp | string) => screen.findByRole("heading", { level: 1, name });

describe("the layout", () => {
  it("fills the Markets dropdown from the market links, in order and in the language", async () => {
    renderPortal("/privacy-policy");
    await page("Política de privacidad");
    const button = screen.getByRole("button", { name: /Mercados/ });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const nav = screen.getByRole("navigation", { name: "Navegación principal" });
    const links = await within(nav).findAllByRole("link", {
      name: /Todos los mercados|Presidenciales/,
    });
    expect(links.map((link) => link.textContent)).toEqual(["Todos los mercados", "Presidenciales"]);
    expect(links[1]?.getAttribute("href")).toBe("/markets/presidential");
  });

  it("shows 'Error loading links' when the market links fail", async () => {
    renderPortal("/privacy-policy", {
      lang: "en",
      prepare: (api) => api.on("GET", "/market-links", failure(500, "INTERNAL_ERROR")),
    });
    await page("Privacy Policy");
    fireEvent.click(screen.getByRole("button", { name: /Markets/ }));
    expect(await screen.findByText("Error loading links")).toBeTruthy();
  });

  it("shows the footer from the settings: Spanish description, social links, groups, year, Privacy", async () => {
    renderPortal("/privacy-policy");
    const footer = await screen.findByRole("contentinfo");
    expect(await within(footer).findByText("Mercados de predicción electoral.")).toBeTruthy();
    expect(within(footer).getByRole("link", { name: "TikTok" }).getAttribute("href")).toBe(
      "https://tiktok.com/@pulso",
    );
    expect(within(footer).getByRole("link", { name: "Todos" }).getAttribute("href")).toBe(
      "/markets/all",
    );
    expect(
      within(footer).getByText(
        `© ${new Date().getFullYear()} Pulso. Todos los derechos reservados.`,
      ),
    ).toBeTruthy();
    expect(
      within(footer).getByRole("link", { name: "Política de privacidad" }).getAttribute("href"),
    ).toBe("/privacy-policy");
    // Spec §2's fixed Contact link opens a new support ticket.
    expect(within(footer).getByRole("link", { name: "Contacto" }).getAttribute("href")).toBe(
      "/support/create",
    );
  });

  it("names the fixed Contact link in English too", async () => {
    renderPortal("/privacy-policy", { lang: "en" });
    const footer = await screen.findByRole("contentinfo");
    expect(
      (await within(footer).findByRole("link", { name: "Contact" })).getAttribute("href"),
    ).toBe("/support/create");
  });

  it("shows 'Loading footer...' and then the footer's error message", async () => {
    const footer = held(failure(503, "SERVICE_UNAVAILABLE"));
    renderPortal("/privacy-policy", {
      lang: "en",
      prepare: (api) => api.on("GET", "/uiconfig/footer-settings", footer.handler),
    });
    expect(await screen.findByText("Loading footer...")).toBeTruthy();
    act(() => footer.answer());
    expect(await screen.findByText("HTTP error! status: 503")).toBeTruthy();
  });

  it("switches every string to English and remembers the choice", async () => {
    // The switch re-renders the home, which asks for its first screen in English: from outside
    // the render, or React warns of an update to another component while rendering.
    const errors = vi.spyOn(console, "error");
    const { storage } = renderPortal("/");
    await page("Predice el pulso de las elecciones");
    // Once the session is known: until then the bar holds an unseen stand-in of the same size.
    expect(await screen.findByRole("link", { name: "Iniciar sesión" })).toBeTruthy();
    // The server paints the next visit's home in the page's language, which a cookie tells it.
    expect(document.cookie).toContain("pulso_lang=es");
    fireEvent.change(screen.getByLabelText("Idioma"), { target: { value: "en" } });
    expect(await page("Predict the pulse of the elections")).toBeTruthy();
    expect(await screen.findByRole("link", { name: "Log In" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Markets/ })).toBeTruthy();
    expect(await screen.findByText("Election prediction markets.")).toBeTruthy();
    expect((screen.getByLabelText("Language") as HTMLSelectElement).value).toBe("en");
    expect(storage.getItem("pulso:lang")).toBe("en");
    expect(document.documentElement.lang).toBe("en");
    expect(document.cookie).toContain("pulso_lang=en");
    expect(document.cookie).not.toContain("pulso_lang=es");
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    errors.mockRestore();
  });

  it("starts in the stored language", async () => {
    renderPortal("/", { lang: "en" });
    expect(await page("Predict the pulse of the elections")).toBeTruthy();
  });

  it("offers Log In when signed out, and no bell", async () => {
    renderPortal("/privacy-policy");
    expect((await screen.findByRole("link", { name: "Iniciar sesión" })).getAttribute("href")).toBe(
      "/login",
    );
    expect(screen.queryByRole("button", { name: /notificaciones/i })).toBeNull();
  });

  it("shows the user's name and balance, the bell, and Logout when signed in", async () => {
    const { api, router } = renderPortal("/privacy-policy", {
      lang: "en",
      user: testUser(),
      prepare: (fake) => fake.on("GET", "/auth/logout", success(null)),
    });
    const menu = await screen.findByRole("button", {
      name: /User menu: Ana Pérez \$25\.50/,
    });
    expect(menu.textContent).toContain("Ana Pérez");
    expect(menu.textContent).toContain("$25.50");
    expect(screen.queryByRole("link", { name: "Log In" })).toBeNull();
    expect(await screen.findByRole("button", { name: /notification/i })).toBeTruthy();

    fireEvent.click(menu);
    const userMenu = screen.getByRole("navigation", { name: "User menu" });
    fireEvent.click(within(userMenu).getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(router.location.pathname).toBe("/login"));
    expect(api.calls("GET", "/auth/logout")).toHaveLength(1);
    expect(await screen.findByRole("link", { name: "Log In" })).toBeTruthy();
  });

  it("has a skip link to the main content", async () => {
    renderPortal("/privacy-policy");
    await page("Política de privacidad");
    expect(screen.getByRole("link", { name: "Saltar al contenido" }).getAttribute("href")).toBe(
      "#main",
    );
    expect(screen.getByRole("main").getAttribute("id")).toBe("main");
  });
});
