import { sampleBanner, sampleMarket } from "@pulso/core/testing";
import { held, success } from "@pulso/sdk/testing";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { prefetchRouteData } from "../platform/routeData";
import { renderPortal } from "../test-utils/renderPortal";

afterEach(cleanup);

const featured = [
  sampleMarket({ _id: "m_1", title: "¿Ganará la candidata A?", image: "/uploads/m_1.png" }),
  sampleMarket({ _id: "m_2", title: "¿Habrá segunda vuelta?" }),
  sampleMarket({ _id: "m_3", title: "¿Ganará el partido B el congreso?" }),
];

function renderHome() {
  return renderPortal("/", {
    lang: "en",
    prepare: (api) => {
      api.on(
        "GET",
        "/polls",
        success({
          polls: featured,
          pagination: { page: 1, limit: 6, total: 3, totalPages: 1, hasMore: false },
        }),
      );
      for (const market of featured) {
        api.on("GET", `/polls/${market._id}`, success({ poll: market }));
      }
    },
  });
}

const featuredSection = () => screen.findByRole("region", { name: "Featured markets" });

describe("the home page's featured markets", () => {
  it("titles each card with one link to its market, and no second link under it", async () => {
    const { router } = renderHome();
    const section = await featuredSection();
    await waitFor(() => expect(within(section).getAllByRole("article")).toHaveLength(3));
    for (const market of featured) {
      const links = await within(section).findAllByRole("link", { name: market.title });
      expect(links).toHaveLength(1);
      expect(links[0]!.closest("h3")).toBeTruthy();
      expect(links[0]!.getAttribute("href")).toBe(`/market/${market._id}`);
    }
    fireEvent.click(within(section).getByRole("link", { name: featured[1]!.title }));
    await waitFor(() => expect(router.location.pathname).toBe("/market/m_2"));
  });

  it("shows a market's image with a text alternative and a reserved size", async () => {
    renderHome();
    const section = await featuredSection();
    const image = await within(section).findByRole("img", {
      name: `Image for the market: ${featured[0]!.title}`,
    });
    expect(image.getAttribute("width")).toBeTruthy();
    expect(image.getAttribute("height")).toBeTruthy();
    expect(image.getAttribute("loading")).toBe("lazy");
  });

  it("lays three cards out so that no row is left part empty", async () => {
    renderHome();
    const section = await featuredSection();
    await waitFor(() => expect(within(section).getAllByRole("article")).toHaveLength(3));
    // Three cards: three in a row, or on two columns the first one across both.
    expect(within(section).getAllByRole("article")[0]!.closest("ul")?.className).toBe(
      "mkt-featured mkt-featured--max3 mkt-featured--lead2",
    );
  });
});

const STATS = {
  activeMarkets: 26,
  resolvedMarkets: 5,
  totalVolume: 10147,
  traders: 13,
  bets: 334,
  votes: 55,
};

describe("the home page while its data loads (issue 17: nothing moves when it comes)", () => {
  it("shows the hero at once, and the rest under it only once the banners and figures are there", async () => {
    const banners = held(success({ banners: [sampleBanner({ title: "Elecciones 2026" })] }));
    renderPortal("/", {
      lang: "en",
      prepare: (api) => {
        api.on("GET", "/banners/active", banners.handler);
        api.on("GET", "/stats", success({ stats: STATS }));
      },
    });
    // The hero needs no data: it shows while the banners are still on their way (issue 17: the
    // home's largest text paints with the page, not after its data).
    const title = await screen.findByRole("heading", {
      level: 1,
      name: "Predict the pulse of the elections",
    });
    const hero = title.closest("section") as HTMLElement;
    expect(within(hero).getByRole("link", { name: "Browse markets" })).toBeTruthy();
    // The figures are there too: the rest of the page still waits for the banners, one
    // placeholder (announced as loading) standing in its place.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const pending = screen.getByTestId("home-pending");
    expect(pending.getAttribute("role")).toBe("status");
    expect(within(pending).getByText("Loading page…")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Pulso in numbers" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Featured markets" })).toBeNull();

    banners.answer();
    // The first screen comes whole: banners and figures together, in the placeholder's place, under
    // the same hero.
    expect(await screen.findByRole("region", { name: "Highlights" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Pulso in numbers" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 })).toBe(title);
    expect(screen.queryByTestId("home-pending")).toBeNull();
    expect(screen.queryByTestId("home-skeleton")).toBeNull();
    expect(screen.queryByTestId("route-skeleton")).toBeNull();
  });

  it("renders whole from the answers the page arrived with, asking for none of them", async () => {
    const ok = (data: unknown) => ({ status: "success", data });
    const markets = Array.from({ length: 6 }, (_, index) =>
      sampleMarket({ _id: `m_${index}`, title: `Mercado ${index}`, featured: true }),
    );
    const page = { page: 1, limit: 6, total: 6, totalPages: 1, hasMore: false };
    // Opened elsewhere first, so that the home's code and its data are both in before it renders,
    // as when the entry starts it (main.tsx asks for the data, then renders once the code is in).
    const { api, pulso, router } = renderPortal("/privacy-policy", {
      lang: "es",
      carriedAnswers: [
        {
          path: "/banners/active?lang=es",
          lang: "es",
          body: ok({ banners: [sampleBanner({ title: "Debate en directo" })] }),
        },
        { path: "/stats", lang: "es", body: ok({ stats: STATS }) },
        {
          path: "/polls?status=active&limit=6&featured=true",
          lang: "es",
          body: ok({ polls: markets, pagination: page }),
        },
      ],
    });
    prefetchRouteData(pulso, "/", "");
    await vi.waitFor(() => {
      const banners = pulso.queries.banners("es").queryKey;
      const stats = pulso.queries.platformStats().queryKey;
      expect(pulso.queryClient.getQueryData(banners)).toBeDefined();
      expect(pulso.queryClient.getQueryData(stats)).toBeDefined();
    });
    act(() => router.navigate("/"));
    // Whole on its first render: no placeholder stands under the hero, even for a moment.
    await screen.findByRole("heading", { level: 1, name: "Predice el pulso de las elecciones" });
    expect(screen.queryByTestId("home-pending")).toBeNull();
    expect(screen.getByText("Debate en directo")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Pulso en cifras" })).toBeTruthy();
    const section = screen.getByRole("region", { name: "Mercados destacados" });
    expect(within(section).getAllByRole("article")).toHaveLength(6);
    for (const path of ["/banners/active", "/stats", "/polls"]) {
      expect(api.calls("GET", path), path).toEqual([]);
    }
  });

  it("shows itself after a while without the banners, one placeholder holding their and the figures' room", async () => {
    const banners = held(success({ banners: [sampleBanner({ title: "Elecciones 2026" })] }));
    renderPortal("/", {
      lang: "en",
      prepare: (api) => {
        api.on("GET", "/banners/active", banners.handler);
        api.on("GET", "/stats", success({ stats: STATS }));
      },
    });
    const skeleton = await screen.findByTestId("home-skeleton");
    // The same boxes as the real blocks: one banner, the four figures with their labels.
    expect(skeleton.getAttribute("aria-hidden")).toBe("true");
    expect(skeleton.querySelectorAll(".portal-banners__list > .portal-banner")).toHaveLength(1);
    const figures = skeleton.querySelectorAll(".portal-stats__list > .portal-stats__item");
    expect(
      [...figures].map((figure) => figure.querySelector(".portal-stats__label")?.textContent),
    ).toEqual(["Open markets", "Volume traded", "Participants", "Resolved markets"]);
    for (const figure of figures) {
      expect(
        figure.querySelector(".portal-stats__value .portal-skeleton__figure-text"),
      ).not.toBeNull();
    }
    // The figures have answered, but do not show (and push the banners' room) on their own.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("region", { name: "Pulso in numbers" })).toBeNull();
    expect(screen.getByTestId("home-skeleton")).toBeTruthy();

    banners.answer();
    expect(await screen.findByRole("region", { name: "Highlights" })).toBeTruthy();
    const stats = screen.getByRole("region", { name: "Pulso in numbers" });
    expect(within(stats).getByText("26")).toBeTruthy();
    expect(screen.queryByTestId("home-skeleton")).toBeNull();
  });

  it("shows six card placeholders in the featured grid while the featured markets load", async () => {
    const list = held(
      success({
        polls: featured,
        pagination: { page: 1, limit: 6, total: 3, totalPages: 1, hasMore: false },
      }),
    );
    renderPortal("/", { lang: "en", prepare: (api) => api.on("GET", "/polls", list.handler) });
    const section = await featuredSection();
    const placeholders = within(section).getByTestId("featured-skeleton");
    expect(placeholders.getAttribute("aria-hidden")).toBe("true");
    // The grid of six cards, each placeholder in a card's box.
    expect(placeholders.className).toBe("mkt-featured mkt-featured--max3");
    expect(placeholders.querySelectorAll(":scope > li > .portal-skeleton-card")).toHaveLength(6);

    list.answer();
    await waitFor(() => expect(within(section).getAllByRole("article")).toHaveLength(3));
    expect(within(section).queryByTestId("featured-skeleton")).toBeNull();
  });

  it("renders the featured cards from the list, without fetching each market again", async () => {
    const { api } = renderHome();
    const section = await featuredSection();
    for (const market of featured) {
      expect(await within(section).findByRole("link", { name: market.title })).toBeTruthy();
    }
    for (const market of featured) expect(api.calls("GET", `/polls/${market._id}`)).toEqual([]);
  });
});
