import { sampleMarket } from "@pulso/core/testing";
import { formatMoney, formatNumber } from "@pulso/sdk";
import { failure, success } from "@pulso/sdk/testing";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SKELETON_CARD_COUNT } from "../layout/RouteSkeleton";
import { renderPortal, serveMarketList, testUser } from "../test-utils/renderPortal";

afterEach(cleanup);

const EMPTY = { page: 1, limit: 20, total: 0, totalPages: 0, hasMore: false };

describe("the portal's routes", () => {
  it("shows the six-card skeleton while a page's code loads, then the page", async () => {
    renderPortal("/leaderboard", { lang: "en" });
    const skeleton = screen.getByTestId("route-skeleton");
    expect(skeleton.querySelectorAll("li")).toHaveLength(SKELETON_CARD_COUNT);
    expect(SKELETON_CARD_COUNT).toBe(6);
    expect(await screen.findByRole("heading", { level: 1, name: "Leaderboard" })).toBeTruthy();
    expect(screen.queryByTestId("route-skeleton")).toBeNull();
  });

  it.each(["/no-such-page", "/markets/sports", "/account/nope", "/admin/nope"])(
    "answers %s with the not-found page inside the layout",
    async (path) => {
      renderPortal(path, { lang: "en" });
      expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
      expect(screen.getByRole("banner")).toBeTruthy();
      expect(screen.getByRole("link", { name: "Go to home" }).getAttribute("href")).toBe("/");
    },
  );

  it.each([
    "/account",
    "/account/userProfile",
    "/support/tickets",
    "/suggest-poll",
    "/publisher",
    "/admin",
  ])("asks a visitor to log in on %s, linking back to it", async (path) => {
    renderPortal(path, { lang: "en" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Log in to continue" }),
    ).toBeTruthy();
    expect(
      screen
        .getAllByRole("link", { name: "Log In" })
        .some((link) => link.getAttribute("href") === `/login?next=${encodeURIComponent(path)}`),
    ).toBe(true);
  });

  it("keeps the admin area from readers who are not admins", async () => {
    renderPortal("/admin", { lang: "en", user: testUser() });
    expect(await screen.findByRole("heading", { level: 1, name: "Restricted area" })).toBeTruthy();
  });

  it("moves the focus to the new page's heading after a navigation", async () => {
    renderPortal("/privacy-policy", { lang: "en" });
    const first = await screen.findByRole("heading", { level: 1, name: "Privacy Policy" });
    expect(document.activeElement).not.toBe(first);
    fireEvent.click(screen.getByRole("link", { name: "Leaderboard" }));
    const next = await screen.findByRole("heading", { level: 1, name: "Leaderboard" });
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(document.title).toBe("Leaderboard · Pulso");
  });

  it("shows a market list page per category", async () => {
    renderPortal("/markets/presidential", { lang: "en" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Markets: Presidential" }),
    ).toBeTruthy();
  });

  it("opens a market's page from its card's title in the list", async () => {
    const market = sampleMarket();
    const { router } = renderPortal("/markets/all", {
      lang: "es",
      prepare: (api) => serveMarketList(api, [market]),
    });
    const title = await screen.findByRole("link", { name: market.title });
    expect(title.getAttribute("href")).toBe(`/market/${market._id}`);
    fireEvent.click(title);
    expect(await screen.findByRole("heading", { level: 1, name: market.title })).toBeTruthy();
    expect(router.location.pathname).toBe(`/market/${market._id}`);
  });

  it("shows a market's page: header, chart, bet ticket, rules and comments", async () => {
    const market = sampleMarket();
    renderPortal(`/market/${market._id}`, {
      lang: "en",
    });
    expect(await screen.findByRole("heading", { level: 1, name: market.title })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Price history" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Place a bet" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Rules and resolution" })).toBeTruthy();
    expect(screen.getByText(market.resolutionRules)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Comments" })).toBeTruthy();
  });

  it("shows the poll instead of the bet ticket for a poll", async () => {
    const poll = sampleMarket({ _id: "p_9", kind: "poll" });
    renderPortal("/market/p_9", {
      lang: "en",
      prepare: (api) => {
        api.on("GET", "/polls/p_9", success({ poll }));
        api.on("GET", "/comments/polls/p_9/comments", success({ comments: [], pagination: EMPTY }));
      },
    });
    expect(await screen.findByRole("heading", { level: 2, name: "Vote" })).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 2, name: "Place a bet" })).toBeNull();
  });

  it("answers an unknown market with the not-found page", async () => {
    renderPortal("/market/m_missing", { lang: "en" });
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
  });

  it("answers an address no market can have (the server refuses the id) with the not-found page, no retry", async () => {
    renderPortal("/market/a%00b", {
      lang: "es",
      prepare: (api) => api.on("GET", "/polls/a%00b", failure(400, "VALIDATION_FAILED")),
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Página no encontrada" }),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Reintentar" })).toBeNull();
  });

  it("shows the platform's figures on the home page, in the reader's language", async () => {
    const stats = {
      activeMarkets: 24,
      resolvedMarkets: 3,
      totalVolume: 12345.5,
      traders: 1200,
      bets: 800,
      votes: 90,
    };
    renderPortal("/", {
      lang: "es",
      prepare: (api) => api.on("GET", "/stats", success({ stats })),
    });
    const figures = await screen.findByRole("region", { name: "Pulso en cifras" });
    const text = figures.textContent ?? "";
    expect(text).toContain("Mercados abiertos24");
    expect(text).toContain(`Volumen apostado${formatMoney(12345.5, "es")}`);
    expect(formatMoney(12345.5, "es")).toMatch(/12.345,50|12,345\.50/);
    expect(text).toContain(`Participantes${formatNumber(1200, "es")}`);
    expect(text).toContain("Mercados resueltos3");
  });

  it("leaves the figures out when they cannot be loaded", async () => {
    renderPortal("/", {
      lang: "en",
      prepare: (api) => api.on("GET", "/stats", failure(500, "INTERNAL_ERROR")),
    });
    await screen.findByRole("heading", { level: 2, name: "Featured markets" });
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Pulso in numbers" })).toBeNull(),
    );
  });

  it("shows the home page's featured markets and banners", async () => {
    const market = sampleMarket({ featured: true });
    renderPortal("/", {
      lang: "en",
      prepare: (api) => {
        api.on(
          "GET",
          "/polls",
          success({
            polls: [market],
            pagination: { page: 1, limit: 6, total: 1, totalPages: 1, hasMore: false },
          }),
        );
        api.on(
          "GET",
          "/banners/active",
          success({
            banners: [
              {
                _id: "b_1",
                language: "en",
                title: "Election night live",
                subtitle: null,
                imageUrl: null,
                linkUrl: "/markets/all",
                order: 0,
                active: true,
              },
            ],
          }),
        );
      },
    });
    expect(await screen.findByRole("heading", { level: 2, name: "Featured markets" })).toBeTruthy();
    expect(await screen.findByRole("link", { name: market.title })).toBeTruthy();
    expect(
      (await screen.findByRole("link", { name: /Election night live/ })).getAttribute("href"),
    ).toBe("/markets/all");
    expect(screen.getByRole("heading", { level: 2, name: "How it works" })).toBeTruthy();
  });

  it("says so when the banners cannot be loaded", async () => {
    renderPortal("/", {
      lang: "en",
      prepare: (api) =>
        api.on("GET", "/banners/active", {
          status: 500,
          body: { status: "error", code: "INTERNAL_ERROR", message: "x" },
        }),
    });
    expect(await screen.findByText("Unable to load promotional banners")).toBeTruthy();
  });
});
