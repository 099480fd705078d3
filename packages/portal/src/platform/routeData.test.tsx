import { sampleMarket } from "@pulso/core/testing";
import { createPulso } from "@pulso/sdk";
import { createFakeApi, FAKE_API_BASE, success, type FakeApi } from "@pulso/sdk/testing";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPortal, serveMarketList } from "../test-utils/renderPortal";
import { PUBLIC_PREFETCH } from "./prefetchHints";
import { prefetchRouteData } from "./routeData";

afterEach(cleanup);

const market = sampleMarket();

const serveList = (api: FakeApi) => serveMarketList(api, [market]);

/** The market list's GET /polls calls (the list asks 12 at a time), as query objects. */
const listCalls = (api: FakeApi) =>
  api
    .calls("GET", "/polls")
    .filter((request) => request.query.get("limit") === "12")
    .map((request) => Object.fromEntries(request.query));

describe("the page's first data, asked for before the app renders", () => {
  it.each(["all", "presidential"])(
    "the market list (%s) asks for its first page once, before its code has loaded",
    async (category) => {
      const { api } = renderPortal(`/markets/${category}`, {
        lang: "en",
        boot: true,
        prepare: serveList,
      });
      // The list's code has not rendered yet; its first page is on its way.
      expect(screen.queryByRole("link", { name: market.title })).toBeNull();
      expect(listCalls(api)).toHaveLength(1);
      await screen.findByRole("link", { name: market.title });
      // The list found that answer: it did not ask again.
      expect(listCalls(api)).toEqual([
        {
          limit: "12",
          page: "1",
          sort: "volume",
          status: "active",
          ...(category === "all" ? {} : { category }),
        },
      ]);
    },
  );

  it("the home asks for its featured markets once, before its code has loaded", async () => {
    const { api } = renderPortal("/", {
      lang: "en",
      boot: true,
      prepare: (fake) =>
        fake.on(
          "GET",
          "/polls",
          success({
            polls: [market],
            pagination: { page: 1, limit: 6, total: 1, totalPages: 1, hasMore: false },
          }),
        ),
    });
    const featuredCalls = () =>
      api.calls("GET", "/polls").filter((request) => request.query.get("featured") === "true");
    // The home's code has not rendered yet; its featured markets are on their way.
    expect(screen.queryByRole("region", { name: "Featured markets" })).toBeNull();
    expect(featuredCalls()).toHaveLength(1);
    const featured = await screen.findByRole("region", { name: "Featured markets" });
    await within(featured).findByRole("link", { name: market.title });
    // The home found that answer: it did not ask again.
    expect(featuredCalls()).toHaveLength(1);
  });

  it("the market page asks for its market once, before its code has loaded", async () => {
    const { api } = renderPortal(`/market/${market._id}`, { lang: "en", boot: true });
    expect(api.calls("GET", `/polls/${market._id}`)).toHaveLength(1);
    await screen.findByRole("heading", { level: 1, name: market.title });
    expect(api.calls("GET", `/polls/${market._id}`)).toHaveLength(1);
  });

  it("the market page asks for the markets like it and its first comments once, before its code has loaded", async () => {
    const like = sampleMarket({ _id: "m_like", title: "Will there be a runoff?" });
    const { api } = renderPortal(`/market/${market._id}`, {
      lang: "en",
      boot: true,
      prepare: (fake) => fake.on("GET", `/polls/${market._id}/similar`, success({ polls: [like] })),
    });
    const similar = () => api.calls("GET", `/polls/${market._id}/similar`);
    const comments = () => api.calls("GET", `/comments/polls/${market._id}/comments`);
    expect(similar()).toHaveLength(1);
    expect(comments()).toHaveLength(1);
    expect(Object.fromEntries(comments()[0]!.query)).toEqual({ page: "1", limit: "20" });
    // The page's sections found those answers: they did not ask again.
    await screen.findByRole("heading", { level: 1, name: market.title });
    const section = await screen.findByRole("region", { name: "Similar markets" });
    await within(section).findByRole("link", { name: like.title });
    await screen.findByText("No comments yet. Be the first to comment!");
    expect(similar()).toHaveLength(1);
    expect(comments()).toHaveLength(1);
  });

  it.each([
    ["es", "/markets/%E0%A4%A", "Página no encontrada"],
    ["en", "/market/%zz", "Page not found"],
  ] as const)(
    "(%s) an address that is not valid percent-encoding (%s) asks for nothing and says the page was not found",
    async (lang, path, heading) => {
      const { api } = renderPortal(path, { lang, boot: true, prepare: serveList });
      expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();
      expect(api.calls("GET", "/polls")).toEqual([]);
    },
  );

  it("the home's featured call is the public prefetch hint, so the hint is not made a second time", () => {
    const api = createFakeApi();
    const pulso = createPulso({ apiBase: FAKE_API_BASE, fetch: api.fetch, realtime: false });
    expect(prefetchRouteData(pulso, "/", "")).toEqual(PUBLIC_PREFETCH);
    const featured = api.requests.find((request) => request.query.get("featured") === "true");
    expect(`/api/v1${featured?.path}?${featured?.query}`).toBe(PUBLIC_PREFETCH[0]);
    // Other pages leave the hint to do its work.
    expect(prefetchRouteData(pulso, "/markets/all", "")).toEqual([]);
    expect(prefetchRouteData(pulso, `/market/${market._id}`, "")).toEqual([]);
  });

  it("each landing page asks for the layout's calls with its own: the Markets dropdown and the footer", () => {
    for (const path of ["/", "/markets/all", `/market/${market._id}`]) {
      const api = createFakeApi();
      const pulso = createPulso({ apiBase: FAKE_API_BASE, fetch: api.fetch, realtime: false });
      prefetchRouteData(pulso, path, "");
      const asked = api.requests.map((request) => request.path);
      expect(asked, path).toContain("/market-links");
      expect(asked, path).toContain("/uiconfig/footer-settings");
    }
  });

  it("asks for nothing a page would not ask for first", () => {
    const api = createFakeApi();
    const pulso = createPulso({ apiBase: FAKE_API_BASE, fetch: api.fetch, realtime: false });
    // A list with a search, status or sort in its address; an unknown category; other pages.
    prefetchRouteData(pulso, "/markets/all", "?q=gober");
    prefetchRouteData(pulso, "/markets/all", "?sort=newest");
    prefetchRouteData(pulso, "/markets/nonsense", "");
    prefetchRouteData(pulso, "/leaderboard", "");
    prefetchRouteData(pulso, "/account", "");
    expect(api.requests).toEqual([]);
  });
});
