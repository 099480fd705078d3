import { success } from "@pulso/sdk/testing";
import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  collectEvents,
  inShadow,
  mountElement,
  resetTestElementPage,
  useTestElementPage,
} from "../test-utils/elementHarness";
import type { TestPublicClient } from "../test-utils/testPulso";
import {
  defineLeaderboard,
  LEADERBOARD_TAG,
  LeaderboardCustomElement,
} from "./leaderboard.element";

const leaderboard = {
  period: "week",
  metric: "volume",
  entries: [
    { rank: 1, userId: "u_1", name: "Ana", profit: 10, volume: 2500, winRate: 50, bets: 4 },
  ],
  me: null,
  updatedAt: "2026-11-21T12:00:00.000Z",
};

let made: TestPublicClient[] = [];

beforeEach(() => {
  made = useTestElementPage((test) => test.api.on("GET", "/leaderboard", success({ leaderboard })));
  defineLeaderboard();
});

afterEach(resetTestElementPage);

describe("<pulso-leaderboard>", () => {
  it("defining it twice is harmless", () => {
    expect(() => defineLeaderboard()).not.toThrow();
    expect(customElements.get(LEADERBOARD_TAG)).toBe(LeaderboardCustomElement);
  });

  it("renders in its shadow root with its attributes, and dispatches pulso-ready", async () => {
    const ready = collectEvents("pulso-ready");
    const element = await mountElement(
      `<pulso-leaderboard period="week" metric="volume" limit="5" lang="en"></pulso-leaderboard>`,
    );
    const view = inShadow(element);
    expect(await view.findByRole("columnheader", { name: "Volume" })).toBeTruthy();
    expect(view.getByText("$2,500.00")).toBeTruthy();
    expect(view.getByRole("button", { name: "This week" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(element.shadowRoot?.querySelector("style")?.textContent).toContain(".pulso-lb");
    expect(element.children).toHaveLength(0);
    const calls = made[0]?.api.calls("GET", "/leaderboard") ?? [];
    expect(calls).toHaveLength(1);
    await waitFor(() => expect(ready.events).toHaveLength(1));
    expect(ready.events[0]?.bubbles).toBe(true);
    expect(ready.events[0]?.composed).toBe(true);
    ready.stop();
  });

  it("shows a localized error for a bad attribute without throwing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const errors = collectEvents("pulso-error");
    const element = await mountElement(`<pulso-leaderboard period="year"></pulso-leaderboard>`);
    expect((await inShadow(element).findByRole("alert")).textContent).toBe(
      'Periodo no admitido: usa period="week", "month" o "all".',
    );
    const badLimit = await mountElement(
      `<pulso-leaderboard limit="500" lang="en"></pulso-leaderboard>`,
    );
    expect((await inShadow(badLimit).findByRole("alert")).textContent).toContain(
      "Unsupported limit",
    );
    await waitFor(() => expect(errors.events).toHaveLength(2));
    expect(errors.events[0]?.detail).toMatchObject({ marketId: null, reason: "invalid-attribute" });
    expect(errors.events[0]?.composed).toBe(true);
    expect(errors.events[0]?.target).toBe(element);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[pulso\] <pulso-leaderboard>/), "");
    expect(made).toHaveLength(0);
    errors.stop();
  });
});
