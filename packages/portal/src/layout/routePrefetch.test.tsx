import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPortal } from "../test-utils/renderPortal";

// A first-load test (vitest.config.ts): each page module counts how often its code is loaded.
const loaded = vi.hoisted(() => ({ leaderboard: 0, howItWorks: 0 }));
vi.mock("../routes/LeaderboardPage", () => {
  loaded.leaderboard += 1;
  return { LeaderboardPage: () => <h1>Leaderboard page</h1> };
});
vi.mock("../account/HowItWorksPage", () => {
  loaded.howItWorks += 1;
  return { HowItWorksPage: () => <h1>How it works page</h1> };
});

afterEach(cleanup);

describe("the header's links load their page's code ahead", () => {
  it("when pointed at or focused, once, and the page then shows without waiting for it", async () => {
    renderPortal("/privacy-policy", { lang: "en" });
    const nav = await screen.findByRole("navigation", { name: "Main navigation" });
    const leaderboard = nav.querySelector<HTMLAnchorElement>('a[href="/leaderboard"]')!;
    const howItWorks = nav.querySelector<HTMLAnchorElement>('a[href="/how-it-works"]')!;
    expect(loaded).toEqual({ leaderboard: 0, howItWorks: 0 });

    fireEvent.mouseEnter(leaderboard);
    await vi.waitFor(() => expect(loaded.leaderboard).toBe(1));
    expect(loaded.howItWorks).toBe(0);
    fireEvent.focus(howItWorks);
    await vi.waitFor(() => expect(loaded.howItWorks).toBe(1));
    fireEvent.mouseEnter(leaderboard);

    fireEvent.click(leaderboard);
    expect(await screen.findByRole("heading", { name: "Leaderboard page" })).toBeTruthy();
    expect(loaded).toEqual({ leaderboard: 1, howItWorks: 1 });
  });
});
