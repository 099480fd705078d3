import { describe, expect, it, vi } from "vitest";

// Each page module counts how often its code is loaded.
const loaded = vi.hoisted(() => ({ home: 0, market: 0, list: 0, dashboard: 0 }));
vi.mock("./HomePage", () => {
  loaded.home += 1;
  return { HomePage: () => null };
});
vi.mock("./MarketPage", () => {
  loaded.market += 1;
  return { MarketPage: () => null };
});
vi.mock("./MarketListPage", () => {
  loaded.list += 1;
  return { MarketListPage: () => null };
});
vi.mock("../dashboard/DashboardPage", () => {
  loaded.dashboard += 1;
  return { DashboardPage: () => null };
});

const { preloadRoute } = await import("./portalRoutes");

describe("preloading the page a visit lands on", () => {
  it("loads the code of the page at the path, and no other page's", async () => {
    preloadRoute("/market/m_1");
    await vi.waitFor(() => expect(loaded.market).toBe(1));
    expect(loaded).toMatchObject({ home: 0, list: 0, dashboard: 0 });

    preloadRoute("/markets/all");
    await vi.waitFor(() => expect(loaded.list).toBe(1));
    // Its promise says when the page's code is in (the home painted ahead of time waits for it).
    await preloadRoute("/");
    expect(loaded.home).toBe(1);
  });

  it("leaves signed-in pages and unknown paths alone", async () => {
    preloadRoute("/account");
    expect(() => preloadRoute("/no-such-page")).not.toThrow();
    // Give a load that should not happen the time it would take.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded.dashboard).toBe(0);
  });
});
