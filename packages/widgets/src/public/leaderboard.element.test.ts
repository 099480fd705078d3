import { success } from "@pulso/sdk/testing";
import { fireEvent, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  collectEvents,
  inShadow,
  mountElement,
  resetTestElementPage,
  useTestElementPage,
} from "../test-utils/elementHarness";
import type { TestPublicClient } from "../test-utils/testPulso";
import { LEADERBOARD_MIN_HEIGHT_PX } from "../components/Leaderboard/layout";
import { EMBED_TAGS } from "../embed/tags";
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
    expect(view.getByRole("button", { name: "Week" }).getAttribute("aria-pressed")).toBe("true");
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
    // The reader is told the content can't be shown; the fix goes to the publisher's console.
    expect((await inShadow(element).findByRole("alert")).textContent).toBe(
      "Este contenido de Pulso no se puede mostrar.",
    );
    const badLimit = await mountElement(
      `<pulso-leaderboard limit="500" lang="en"></pulso-leaderboard>`,
    );
    expect((await inShadow(badLimit).findByRole("alert")).textContent).toBe(
      "This Pulso content can't be shown.",
    );
    await waitFor(() => expect(errors.events).toHaveLength(2));
    expect(errors.events[0]?.detail.message).toBe(
      'unsupported period "year": use period="week", "month" or "all".',
    );
    expect(warn).toHaveBeenCalledWith(
      '[pulso] <pulso-leaderboard>: unsupported limit: use a whole number from 1 to 100, like limit="10".',
      "",
    );
    expect(errors.events[0]?.detail).toMatchObject({ marketId: null, reason: "invalid-attribute" });
    expect(errors.events[0]?.composed).toBe(true);
    expect(errors.events[0]?.target).toBe(element);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[pulso\] <pulso-leaderboard>/), "");
    expect(made).toHaveLength(0);
    errors.stop();
  });

  it("shows the first five of its `limit` rows in the height it reserves, the rest on Show more", async () => {
    const entries = Array.from({ length: 8 }, (_, index) => ({
      ...leaderboard.entries[0]!,
      rank: index + 1,
      userId: `u_${index + 1}`,
      name: `Trader ${index + 1}`,
    }));
    made = useTestElementPage((test) =>
      test.api.on("GET", "/leaderboard", success({ leaderboard: { ...leaderboard, entries } })),
    );
    expect(EMBED_TAGS["pulso-leaderboard"].height).toBe(LEADERBOARD_MIN_HEIGHT_PX);
    const element = await mountElement(
      `<pulso-leaderboard limit="8" lang="en"></pulso-leaderboard>`,
    );
    const view = inShadow(element);
    const table = await view.findByRole("table");
    expect(made[0]?.api.calls("GET", "/leaderboard")[0]?.query.get("limit")).toBe("8");
    expect(within(table).getAllByRole("row")).toHaveLength(1 + 5);
    fireEvent.click(view.getByRole("button", { name: "Show more" }));
    expect(within(table).getAllByRole("row")).toHaveLength(1 + 8);
    expect(view.getByRole("button", { name: "Show fewer" })).toBeTruthy();
  });
});
