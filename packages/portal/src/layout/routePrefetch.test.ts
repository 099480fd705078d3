import { describe, expect, it, vi } from "vitest";

const loaded = vi.hoisted(() => ({ leaderboard: 0, howItWorks: 0 }));
vi.mock("../routes/LeaderboardPage", () => {
  loaded.leaderboard += 1;
  return { LeaderboardPage: () => null };
});
vi.mock("../account/HowItWorksPage", () => {
  loaded.howItWorks += 1;
  return { HowItWorksPage: () => null };
});

const { prefetchOnIntent, prefetchPage } = await import("./routePrefetch");

describe("the header's page prefetch", () => {
  it("loads a linked page's code when its link is pointed at", async () => {
    expect(loaded.leaderboard).toBe(0);
    prefetchOnIntent("/leaderboard").onMouseEnter();
    await vi.waitFor(() => expect(loaded.leaderboard).toBe(1));
  });

  it("loads on focus too, and ignores paths it has no page for", async () => {
    prefetchOnIntent("/how-it-works").onFocus();
    await vi.waitFor(() => expect(loaded.howItWorks).toBe(1));
    expect(() => prefetchPage("/nowhere")).not.toThrow();
  });
});
