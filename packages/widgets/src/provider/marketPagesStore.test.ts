import { marketListFirstPage, type Market } from "@pulso/core";
import { sampleMarket } from "@pulso/core/testing";
import { publicDataOf } from "@pulso/sdk";
import { failure, success } from "@pulso/sdk/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestPulso } from "../test-utils/testPulso";
import { createMarketPagesStore } from "./marketPagesStore";

afterEach(() => vi.restoreAllMocks());

const FIRST = marketListFirstPage("all")!;
const { page: _page, ...FILTERS } = FIRST;

const pageOf = (markets: Market[]) => ({
  polls: markets,
  pagination: { page: 1, limit: 12, total: markets.length, totalPages: 1, hasMore: false },
});

const titles = (store: ReturnType<typeof createMarketPagesStore>) =>
  store.getSnapshot().markets.map((market) => market.title);

describe("createMarketPagesStore with the first page already in the cache", () => {
  it("shows it on its first read, then only refreshes it: the server's newer page replaces it", async () => {
    const { pulso, api } = createTestPulso("es");
    const cachedPage = pageOf([sampleMarket({ _id: "m_1", title: "¿Antes?" })]);
    pulso.queryClient.setQueryData(pulso.queries.pollList(FIRST).queryKey, cachedPage, {
      updatedAt: 0,
    });
    api.on("GET", "/polls", success(pageOf([sampleMarket({ _id: "m_2", title: "¿Ahora?" })])));
    const store = createMarketPagesStore(publicDataOf(pulso), FILTERS);
    // At once, before any subscription: the page the app's first render shows.
    expect(store.getSnapshot().status).toBe("success");
    expect(titles(store)).toEqual(["¿Antes?"]);
    // Each of its markets is cached for its card.
    expect(pulso.queryClient.getQueryData(pulso.queries.poll("m_1").queryKey)).toMatchObject({
      _id: "m_1",
    });
    const stop = store.subscribe(() => {});
    // Never back to loading while it refreshes.
    expect(store.getSnapshot().status).toBe("success");
    await vi.waitFor(() => expect(titles(store)).toEqual(["¿Ahora?"]));
    stop();
  });

  it("keeps what it shows when the refresh fails", async () => {
    const { pulso, api } = createTestPulso("es");
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    pulso.queryClient.setQueryData(
      pulso.queries.pollList(FIRST).queryKey,
      pageOf([sampleMarket({ _id: "m_1", title: "¿Antes?" })]),
      { updatedAt: 0 },
    );
    api.on("GET", "/polls", failure(503, "SERVICE_UNAVAILABLE"));
    const store = createMarketPagesStore(publicDataOf(pulso), FILTERS);
    const stop = store.subscribe(() => {});
    await vi.waitFor(() => expect(api.calls("GET", "/polls").length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getSnapshot()).toMatchObject({ status: "success", error: null });
    expect(titles(store)).toEqual(["¿Antes?"]);
    stop();
  });
});
