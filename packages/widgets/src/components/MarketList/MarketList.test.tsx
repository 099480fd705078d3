import type { Market } from "@pulso/core";
import { failure, success, type FakeApi } from "@pulso/sdk/testing";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
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
  render(
    <PulsoProvider pulso={test.pulso}>
      <MarketList {...props} />
    </PulsoProvider>,
  );
  return { ...test, calls };
}

const lastQuery = (calls: ReturnType<typeof setup>["calls"]) => calls.mock.calls.at(-1)?.[0];

describe("MarketList", () => {
  it("shows six card skeletons, then a grid of market cards (es)", async () => {
    const { calls } = setup("es");
    expect(screen.getByRole("status").textContent).toBe("Cargando mercados…");
    expect(screen.getAllByTestId("market-skeleton")).toHaveLength(6);
    expect(await screen.findByRole("heading", { name: "Mercado uno" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Mercado dos" })).toBeTruthy();
    expect(lastQuery(calls)).toEqual({ limit: 12, sort: "volume", page: 1 });
    expect(screen.getByRole("tab", { name: "Todos" }).getAttribute("aria-selected")).toBe("true");
  });

  it("load more appends the next page (en)", async () => {
    const { calls } = setup("en");
    await screen.findByRole("heading", { name: "Mercado uno" });
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(
      await screen.findByRole("heading", { name: "Mercado tres" }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(lastQuery(calls)).toEqual({ limit: 12, sort: "volume", page: 2 });
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("the category tabs, status, sort and Hot / New change the request", async () => {
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
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "active" } });
    expect(lastQuery(calls)).toMatchObject({ status: "active" });
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "ending" } });
    expect(lastQuery(calls)).toMatchObject({ sort: "ending" });
    fireEvent.click(screen.getByRole("button", { name: "Hot" }));
    expect(lastQuery(calls)).toMatchObject({ hot: true });
    fireEvent.click(screen.getByRole("button", { name: "New" }));
    expect(lastQuery(calls)).toEqual({
      limit: 12,
      page: 1,
      category: "congressional",
      status: "active",
      sort: "ending",
      hot: true,
      new: true,
    });
  });

  it("searches 300 ms after the last keystroke", async () => {
    const { calls } = setup("es", {}, (api) =>
      api.on("GET", "/polls", page([market("m_1", "Mercado uno")], 1, false)),
    );
    await screen.findByRole("heading", { name: "Mercado uno" });
    vi.useFakeTimers();
    const before = calls.mock.calls.length;
    const box = screen.getByRole("searchbox", { name: "Buscar mercados" });
    fireEvent.change(box, { target: { value: "gob" } });
    await act(async () => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(box, { target: { value: "gober" } });
    await act(async () => vi.advanceTimersByTimeAsync(299));
    expect(calls.mock.calls.length).toBe(before);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(calls.mock.calls.length).toBe(before + 1);
    expect(lastQuery(calls)).toMatchObject({ search: "gober", page: 1 });
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
