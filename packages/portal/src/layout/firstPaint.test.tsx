import { sampleMarket } from "@pulso/core/testing";
import { held, success } from "@pulso/sdk/testing";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPortal, serveMarketList } from "../test-utils/renderPortal";

afterEach(cleanup);

/** The widgets' style sheets in the document's head, by name (`WidgetStyles`). */
const widgetStyles = () =>
  [...document.head.querySelectorAll("style[data-precedence='pulso-widgets']")].map((style) =>
    style.getAttribute("data-href"),
  );

describe("the first paint (issue 17)", () => {
  it("holds the account's place in the bar while the session is checked, then shows Log In", async () => {
    const session = held(success({ user: null }));
    renderPortal("/privacy-policy", {
      lang: "en",
      prepare: (api) => api.on("GET", "/auth/session", session.handler),
    });
    const header = screen.getByRole("banner");
    const tools = header.querySelector(".portal-header__tools") as HTMLElement;
    const placeholder = tools.querySelector(".portal-account-placeholder");
    expect(placeholder?.getAttribute("aria-hidden")).toBe("true");
    expect(within(header).queryByRole("link", { name: "Log In" })).toBeNull();

    session.answer();
    expect(await within(header).findByRole("link", { name: "Log In" })).toBeTruthy();
    expect(tools.querySelector(".portal-account-placeholder")).toBeNull();
  });

  it("brings each widget's styles with the page that shows it, not with every page", async () => {
    const { router } = renderPortal("/", { lang: "en" });
    await screen.findByRole("heading", { level: 1 });
    await waitFor(() => expect(widgetStyles()).toContain("pulso-widget-market-card"));
    expect(widgetStyles()).toContain("pulso-widget-toaster");
    expect(widgetStyles()).not.toContain("pulso-widget-leaderboard");
    expect(widgetStyles()).not.toContain("pulso-widget-price-chart");
    // Each sheet holds its widget's rules.
    const card = document.head.querySelector("style[data-href='pulso-widget-market-card']");
    expect(card?.textContent).toContain(".pulso-mc");

    act(() => router.navigate("/leaderboard"));
    await screen.findByRole("heading", { level: 1, name: "Leaderboard" });
    await waitFor(() => expect(widgetStyles()).toContain("pulso-widget-leaderboard"));
    // Once in the head, a sheet is there once, however many pages showed its widget.
    expect(widgetStyles().filter((name) => name === "pulso-widget-market-card")).toHaveLength(1);
  });

  it("shows the market page's skeleton, not a line of text, while the market loads", async () => {
    const market = sampleMarket();
    const detail = held(success({ poll: market }));
    renderPortal(`/market/${market._id}`, {
      lang: "en",
      prepare: (api) => api.on("GET", `/polls/${market._id}`, detail.handler),
    });
    // The page's code is there; the market is not.
    await import("../routes/MarketPage");
    await new Promise((resolve) => setTimeout(resolve, 300));
    const skeleton = screen.getByTestId("route-skeleton").closest("[role=status]") as HTMLElement;
    expect(skeleton.getAttribute("data-shape")).toBe("market");
    expect(skeleton.querySelector(".portal-skeleton__chart")).not.toBeNull();

    detail.answer();
    expect(await screen.findByRole("heading", { level: 1, name: market.title })).toBeTruthy();
    expect(screen.queryByTestId("route-skeleton")).toBeNull();
  });

  it("keeps the market list's outline in order: h1, a section's h2, then the cards' h3", async () => {
    const market = sampleMarket();
    renderPortal("/markets/all", {
      lang: "en",
      prepare: (api) => serveMarketList(api, [market]),
    });
    await screen.findByRole("link", { name: market.title });
    const main = screen.getByRole("main");
    const levels = [...main.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((heading) =>
      Number(heading.tagName.slice(1)),
    );
    expect(levels[0]).toBe(1);
    // No level is skipped on the way down (Lighthouse's heading-order).
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
    expect(screen.getByRole("heading", { level: 2, name: "Market list" })).toBeTruthy();
  });
});
