import type { Market } from "@pulso/core";
import { failure, success, type FakeApi } from "@pulso/sdk/testing";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PulsoProvider } from "../../provider/PulsoProvider";
import { createTestPulso, testMarket } from "../../test-utils/testPulso";
import { MarketList, type MarketListProps } from "./MarketList";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function market(id: string, title: string): Market {
  return testMarket({
    _id: id,
    title,
    translations: { es: { ...testMarket().translations.es!, title } },
  });
}

function page(polls: Market[], pageNumber: number, hasMore: boolean) {
  return success({
    polls,
    pagination: { page: pageNumber, limit: 12, total: 3, totalPages: hasMore ? 2 : 1, hasMore },
  });
}

/** Answers GET /polls with page 1 (two markets, more to come) then page 2 (one, the last). */
function servePages(api: FakeApi) {
  let served = 0;
  api.on("GET", "/polls", () => {
    served += 1;
    return served === 1
      ? page([market("m_1", "Mercado uno"), market("m_2", "Mercado dos")], 1, true)
      : page([market("m_3", "Mercado tres")], 2, false);
  });
}

function setup(lang: "es" | "en", props: Partial<MarketListProps> = {}, serve = servePages) {
  const test = createTestPulso(lang);
  test.pulso.queryClient.setDefaultOptions({
    queries: { ...test.pulso.queryClient.getDefaultOptions().queries, retry: false },
  });
  test.pulso.queryClient.setQueryDefaults(["polls"], { retry: false });
  serve(test.api);
  const calls = vi.spyOn(test.pulso.api, "listPolls");
  const view = (next: Partial<MarketListProps>) => (
    <PulsoProvider pulso={test.pulso}>
      <MarketList {...next} />
    </PulsoProvider>
  );
  const { rerender } = render(view(props));
  return { ...test, calls, rerender: (next: Partial<MarketListProps>) => rerender(view(next)) };
}

const lastQuery = (calls: ReturnType<typeof setup>["calls"]) => calls.mock.calls.at(-1)?.[0];

describe("MarketList", () => {
  it("shows six card skeletons, then a grid of market cards (es)", async () => {
    const { calls } = setup("es");
    expect(screen.getByRole("status").textContent).toBe("Cargando mercados…");
    expect(screen.getAllByTestId("market-skeleton")).toHaveLength(6);
    expect(await screen.findByRole("heading", { name: "Mercado uno" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Mercado dos" })).toBeTruthy();
    // Open markets, most traded first: a resolved market is behind the status filter.
    expect(lastQuery(calls)).toEqual({ limit: 12, sort: "volume", status: "active", page: 1 });
    expect(screen.getByRole("tab", { name: "Todos" }).getAttribute("aria-selected")).toBe("true");
    expect((screen.getByLabelText("Estado") as HTMLSelectElement).value).toBe("active");
    expect(screen.getByRole("radio", { name: "Populares" })).toHaveProperty("checked", true);
  });

  it("loads the first card's picture at once and first, the others' lazily", async () => {
    setup("es", {}, (api) =>
      api.on("GET", "/polls", () =>
        page([market("m_1", "Mercado uno"), market("m_2", "Mercado dos")], 1, false),
      ),
    );
    await screen.findByRole("heading", { name: "Mercado dos" });
    const [first, second] = screen.getAllByRole("img", { name: /^Imagen del mercado/ });
    expect(first?.getAttribute("fetchpriority")).toBe("high");
    expect(first?.getAttribute("loading")).toBeNull();
    expect(second?.getAttribute("fetchpriority")).toBeNull();
    expect(second?.getAttribute("loading")).toBe("lazy");
  });

  it("load more appends the next page (en)", async () => {
    const { calls } = setup("en");
    await screen.findByRole("heading", { name: "Mercado uno" });
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(
      await screen.findByRole("heading", { name: "Mercado tres" }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(lastQuery(calls)).toEqual({ limit: 12, sort: "volume", status: "active", page: 2 });
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("the category tabs, status and sort change the request", async () => {
    const { calls } = setup("en", { category: "state" }, (api) =>
      api.on("GET", "/polls", page([market("m_1", "Mercado uno")], 1, false)),
    );
    await screen.findByRole("heading", { name: "Mercado uno" });
    expect(lastQuery(calls)).toMatchObject({ category: "state" });
    const presidential = screen.getByRole("tab", { name: "Presidential" });
    fireEvent.click(presidential);
    expect(lastQuery(calls)).toMatchObject({ category: "presidential", page: 1 });
    fireEvent.keyDown(presidential, { key: "ArrowRight" });
    expect(lastQuery(calls)).toMatchObject({ category: "congressional" });
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Congressional" }));
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "all" } });
    expect(lastQuery(calls)).not.toHaveProperty("status");
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "upcoming" } });
    expect(lastQuery(calls)).toMatchObject({ status: "upcoming" });
    fireEvent.click(screen.getByRole("radio", { name: "Busy today" }));
    expect(lastQuery(calls)).toMatchObject({ sort: "volume", hot: true });
    fireEvent.click(screen.getByRole("radio", { name: "Closing soon" }));
    expect(lastQuery(calls)).toEqual({
      limit: 12,
      page: 1,
      category: "congressional",
      status: "upcoming",
      sort: "ending",
    });
  });

  it("sorts one way at a time: picking New unpicks Popular and asks for the newest", async () => {
    const { calls } = setup("es", {}, (api) =>
      api.on("GET", "/polls", page([market("m_1", "Mercado uno")], 1, false)),
    );
    await screen.findByRole("heading", { name: "Mercado uno" });
    const sorts = () =>
      screen
        .getAllByRole("radio")
        .filter((radio) => (radio as HTMLInputElement).checked)
        .map((radio) => radio.parentElement?.textContent);
    expect(sorts()).toEqual(["Populares"]);
    fireEvent.click(screen.getByRole("radio", { name: "Nuevos" }));
    expect(sorts()).toEqual(["Nuevos"]);
    expect(lastQuery(calls)).toMatchObject({ sort: "newest" });
    expect(lastQuery(calls)).not.toHaveProperty("new");
    expect(lastQuery(calls)).not.toHaveProperty("hot");
    expect(screen.getByRole("group", { name: "Ordenar por" })).toBeTruthy();
  });

  it("shows the view it is given and reports changes instead of keeping them", async () => {
    const onViewChange = vi.fn();
    const given: Partial<MarketListProps> = {
      view: { category: "local", query: { q: "alcal", status: "resolved", sort: "bogus" } },
      onViewChange,
    };
    const { calls, rerender } = setup("en", given, (api) =>
      api.on("GET", "/polls", page([market("m_1", "Mercado uno")], 1, false)),
    );
    await screen.findByRole("heading", { name: "Mercado uno" });
    // An unknown sort reads as the default.
    expect(lastQuery(calls)).toEqual({
      limit: 12,
      page: 1,
      category: "local",
      status: "resolved",
      sort: "volume",
      search: "alcal",
    });
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("alcal");
    const before = calls.mock.calls.length;
    fireEvent.click(screen.getByRole("radio", { name: "New" }));
    expect(onViewChange).toHaveBeenLastCalledWith(
      { category: "local", query: { q: "alcal", status: "resolved", sort: "newest" } },
      { replace: false },
    );
    // Controlled: nothing changes until the page hands the new view back.
    expect(calls.mock.calls.length).toBe(before);
    // A change made before then builds on the one asked for (a router applies a navigation a
    // moment later), even across a render for another reason: the reader who picked "New" and
    // then "All" asked for both.
    rerender({ ...given });
    fireEvent.click(screen.getByRole("tab", { name: "All" }));
    expect(onViewChange).toHaveBeenLastCalledWith(
      { category: "all", query: { q: "alcal", status: "resolved", sort: "newest" } },
      { replace: false },
    );
  });

  it("builds the next change on the view the page hands back, not on the one it asked for", async () => {
    const onViewChange = vi.fn();
    const { rerender } = setup(
      "en",
      { view: { category: "local", query: { q: "alcal" } }, onViewChange },
      (api) => api.on("GET", "/polls", page([market("m_1", "Mercado uno")], 1, false)),
    );
    await screen.findByRole("heading", { name: "Mercado uno" });
    fireEvent.click(screen.getByRole("radio", { name: "New" }));
    // The page goes elsewhere instead (say, the back button): that view is the one shown.
    rerender({ view: { category: "state", query: { status: "resolved" } }, onViewChange });
    fireEvent.click(screen.getByRole("radio", { name: "Closing soon" }));
    expect(onViewChange).toHaveBeenLastCalledWith(
      { category: "state", query: { status: "resolved", sort: "ending" } },
      { replace: false },
    );
  });

  it("searches 300 ms after the last keystroke", async () => {
    const { calls } = setup("es", {}, (api) =>
      api.on("GET", "/polls", page([market("m_1", "Mercado uno")], 1, false)),
    );
    await screen.findByRole("heading", { name: "Mercado uno" });
    vi.useFakeTimers();
    const before = calls.mock.calls.length;
    const box = screen.getByRole("searchbox", { name: "Buscar mercados" });
    // What typing fires (React's onChange hears it, and so does preact's, which the embed uses).
    fireEvent.input(box, { target: { value: "gob" } });
    await act(async () => vi.advanceTimersByTimeAsync(200));
    fireEvent.input(box, { target: { value: "gober" } });
    await act(async () => vi.advanceTimersByTimeAsync(299));
    expect(calls.mock.calls.length).toBe(before);
    // 300 ms after the last keystroke, within the next frame (preact, which the embed renders
    // with, runs effects after a frame where React runs them at once).
    await act(async () => vi.advanceTimersByTimeAsync(1 + 16));
    expect(calls.mock.calls.length).toBe(before + 1);
    expect(lastQuery(calls)).toMatchObject({ search: "gober", page: 1 });
  });

  it("keeps what the reader typed after a pause when the page hands that search back, and shows a search the page brings back itself", async () => {
    const onViewChange = vi.fn();
    const { rerender } = setup(
      "es",
      { view: { category: "all", query: {} }, onViewChange },
      (api) => api.on("GET", "/polls", page([market("m_1", "Mercado uno")], 1, false)),
    );
    await screen.findByRole("heading", { name: "Mercado uno" });
    vi.useFakeTimers();
    const box = screen.getByRole("searchbox", { name: "Buscar mercados" }) as HTMLInputElement;
    fireEvent.input(box, { target: { value: "presi" } });
    await act(async () => vi.advanceTimersByTimeAsync(300 + 16));
    expect(onViewChange).toHaveBeenLastCalledWith(
      { category: "all", query: { q: "presi" } },
      { replace: false },
    );
    // The reader types on while the page applies that search (a router does so a moment later).
    fireEvent.input(box, { target: { value: "presid" } });
    rerender({ view: { category: "all", query: { q: "presi" } }, onViewChange });
    expect(box.value).toBe("presid");
    await act(async () => vi.advanceTimersByTimeAsync(300 + 16));
    expect(onViewChange).toHaveBeenLastCalledWith(
      { category: "all", query: { q: "presid" } },
      { replace: true },
    );
    rerender({ view: { category: "all", query: { q: "presid" } }, onViewChange });
    expect(box.value).toBe("presid");
    // The browser's back button: the page shows the view before the search, and so does the box.
    rerender({ view: { category: "all", query: {} }, onViewChange });
    expect(box.value).toBe("");
    // Forward again: the search the page brings back shows, though the box once asked for it.
    rerender({ view: { category: "all", query: { q: "presid" } }, onViewChange });
    expect(box.value).toBe("presid");
  });

  it("says so when nothing matches", async () => {
    setup("en", {}, (api) => api.on("GET", "/polls", page([], 1, false)));
    expect(await screen.findByText("No markets match these filters.")).toBeTruthy();
  });

  it("shows a localized error with a retry that fetches again", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const test = setup("es", {}, (api) => api.on("GET", "/polls", failure(500, "INTERNAL_ERROR")));
    expect((await screen.findByRole("alert")).textContent).toBe("No pudimos cargar los mercados.");
    test.api.on("GET", "/polls", page([market("m_1", "Mercado uno")], 1, false));
    // GET /polls shares a request made less than a second ago (spec §9's throttle): wait it out.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    fireEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(
      await screen.findByRole("heading", { name: "Mercado uno" }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("passes a card's Bet to onSelectOption with the market", async () => {
    const onSelectOption = vi.fn();
    setup("en", { onSelectOption });
    await screen.findByRole("heading", { name: "Mercado dos" });
    fireEvent.click(screen.getAllByRole("button", { name: "Bet on No" })[1]!);
    expect(onSelectOption).toHaveBeenCalledWith("m_2", "o_no");
  });
});

describe("MarketList on a news page, inside the height its element reserves", () => {
  /**
   * jsdom keeps the computed styles of a shadow tree's elements until the document itself
   * changes; a browser restyles at once. This touches the document so the queries see the
   * restyled cards.
   */
  const refreshStyles = () => document.body.append(document.createComment(""));

  /** Where a card's box ends (px from the list's top): one card a row, 340 px apart. */
  const cardBottom = (index: number) => 150 + 340 * (index + 1);

  function setupEmbedded(lang: "es" | "en") {
    const test = createTestPulso(lang);
    servePages(test.api);
    // The custom element's box, with the size every snippet carries inline.
    const host = document.createElement("pulso-market-list");
    host.setAttribute("style", "display:block;min-height:560px");
    document.body.append(host);
    const mount = document.createElement("div");
    host.attachShadow({ mode: "open" }).append(mount);
    // jsdom lays nothing out: the grid's cards end where a browser would put one a row.
    vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (
      this: Element,
    ) {
      const grid = this.parentElement;
      const index = grid?.matches('ul[part="grid"]') ? [...grid.children].indexOf(this) : -1;
      const bottom = index >= 0 ? cardBottom(index) : 0;
      return { top: 0, bottom, height: bottom, left: 0, right: 0, width: 0, x: 0, y: 0 } as DOMRect;
    });
    render(
      <PulsoProvider pulso={test.pulso}>
        <MarketList />
      </PulsoProvider>,
      { container: mount },
    );
    return { host, view: within(mount) };
  }

  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = "";
  });

  it("shows the cards that fit, folds the filters, and grows only when asked (es)", async () => {
    const { view } = setupEmbedded("es");
    expect(await view.findByRole("heading", { name: "Mercado uno" })).toBeTruthy();
    // The second card would end below 560 px: hidden until the reader asks for more.
    expect(view.queryByRole("heading", { name: "Mercado dos" })).toBeNull();
    expect(view.queryByRole("searchbox")).toBeNull();
    const filters = view.getByRole("button", { name: "Filtros" });
    expect(filters.getAttribute("aria-expanded")).toBe("false");

    fireEvent.click(filters);
    expect(view.getByRole("searchbox", { name: "Buscar mercados" })).toBeTruthy();
    expect(filters.getAttribute("aria-expanded")).toBe("true");

    fireEvent.click(view.getByRole("button", { name: "Ver más" }));
    refreshStyles();
    expect(await view.findByRole("heading", { name: "Mercado dos" })).toBeTruthy();
    expect(view.queryByRole("button", { name: "Ver más" })).toBeNull();
    // From here on it is the whole list: the next page loads as before.
    expect(view.getByRole("button", { name: "Cargar más" })).toBeTruthy();
  });

  it("says Show more and Filters in English", async () => {
    const { view } = setupEmbedded("en");
    await view.findByRole("heading", { name: "Mercado uno" });
    expect(view.getByRole("button", { name: "Show more" })).toBeTruthy();
    expect(view.getByRole("button", { name: "Filters" })).toBeTruthy();
  });

  it("takes the room it needs outside a reserving element (the portal)", async () => {
    setup("en");
    expect(await screen.findByRole("heading", { name: "Mercado dos" })).toBeTruthy();
    expect(screen.getByRole("searchbox", { name: "Search markets" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });
});
