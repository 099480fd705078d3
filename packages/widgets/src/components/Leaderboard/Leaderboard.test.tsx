import type { Leaderboard as LeaderboardData, LeaderboardEntry } from "@pulso/core";
import { failure, success } from "@pulso/sdk/testing";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PulsoProvider } from "../../provider/PulsoProvider";
import { createTestPulso } from "../../test-utils/testPulso";
import { Leaderboard } from "./Leaderboard";
import { leaderboardCss } from "./Leaderboard.css";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function entry(rank: number, name: string, overrides: Partial<LeaderboardEntry> = {}) {
  return {
    rank,
    userId: `u_${rank}`,
    name,
    profit: 1000 - rank * 100.25,
    volume: 5000 - rank * 10,
    winRate: 70 - rank,
    bets: 40 - rank,
    ...overrides,
  };
}

function board(overrides: Partial<LeaderboardData> = {}): LeaderboardData {
  return {
    period: "all",
    metric: "profit",
    entries: [entry(1, "Ana"), entry(2, "Bruno"), entry(3, "Carla")],
    me: null,
    updatedAt: "2026-11-21T12:00:00.000Z",
    ...overrides,
  };
}

/** A board of the top `count` traders, named after their rank. */
function topOf(count: number, overrides: Partial<LeaderboardData> = {}) {
  const entries = Array.from({ length: count }, (_, index) =>
    entry(index + 1, `Trader ${index + 1}`),
  );
  return board({ entries, ...overrides });
}

/** The ranks in the body of the table, as shown. */
function shownRanks(table: HTMLElement) {
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.querySelector("td")?.textContent);
}

function setup(lang: "es" | "en", data: LeaderboardData = board()) {
  const test = createTestPulso(lang);
  test.pulso.queryClient.setQueryDefaults(["leaderboard"], { retry: false });
  test.api.on("GET", "/leaderboard", success({ leaderboard: data }));
  const calls = vi.spyOn(test.pulso.api, "getLeaderboard");
  render(
    <PulsoProvider pulso={test.pulso}>
      <Leaderboard />
    </PulsoProvider>,
  );
  return { ...test, calls };
}

describe("Leaderboard", () => {
  it("shows a skeleton, then the ranking with money formatted (es)", async () => {
    setup("es");
    expect(screen.getByRole("status").textContent).toBe("Cargando clasificación…");
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(4);
    expect(rows[1]?.textContent).toContain("Ana");
    expect(rows[1]?.textContent).toContain("$899.75");
    expect(screen.getByRole("columnheader", { name: "Ganancia" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Histórico" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
  });

  it("switching period and metric changes the request (en)", async () => {
    const { calls } = setup("en");
    await screen.findByRole("table");
    expect(calls).toHaveBeenLastCalledWith(
      { period: "all", metric: "profit", limit: 10 },
      expect.anything(),
    );
    fireEvent.click(screen.getByRole("button", { name: "Week" }));
    await screen.findByRole("table");
    expect(calls).toHaveBeenLastCalledWith(
      { period: "week", metric: "profit", limit: 10 },
      expect.anything(),
    );
    fireEvent.click(screen.getByRole("button", { name: "Win rate" }));
    expect(await screen.findByRole("columnheader", { name: "Win rate" })).toBeTruthy();
    expect(calls).toHaveBeenLastCalledWith(
      { period: "week", metric: "winRate", limit: 10 },
      expect.anything(),
    );
    expect(screen.getByRole("button", { name: "Win rate" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(screen.getAllByRole("row")[1]?.textContent).toContain("69%");
  });

  it("highlights the reader's own row, even outside the top", async () => {
    const me = entry(57, "Yo Mismo", { userId: "u_me" });
    setup("en", board({ me }));
    const table = await screen.findByRole("table");
    const mine = within(table).getByRole("row", { current: true });
    expect(mine.textContent).toContain("Yo Mismo");
    expect(mine.textContent).toContain("(You)");
    expect(mine.getAttribute("data-me")).toBe("true");
    expect(within(table).getAllByRole("row").at(-1)).toBe(mine);
  });

  it("marks the reader's row inside the top without repeating it", async () => {
    setup("es", board({ me: entry(2, "Bruno") }));
    const table = await screen.findByRole("table");
    expect(within(table).getAllByRole("row")).toHaveLength(4);
    expect(within(table).getByRole("row", { current: true }).textContent).toContain("(Tú)");
  });

  it("says so when nobody is ranked yet", async () => {
    setup("en", board({ entries: [] }));
    const message = await screen.findByText("No traders in this period yet.");
    expect(message.getAttribute("role")).toBe("status");
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows a localized error with a retry that fetches again", async () => {
    const test = createTestPulso("es");
    test.pulso.queryClient.setQueryDefaults(["leaderboard"], { retry: false });
    test.api.on("GET", "/leaderboard", failure(500, "INTERNAL_ERROR"));
    render(
      <PulsoProvider pulso={test.pulso}>
        <Leaderboard />
      </PulsoProvider>,
    );
    expect((await screen.findByRole("alert")).textContent).toBe(
      "No pudimos cargar la clasificación.",
    );
    test.api.on("GET", "/leaderboard", success({ leaderboard: board() }));
    fireEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByRole("table")).toBeTruthy();
    expect(test.api.calls("GET", "/leaderboard")).toHaveLength(2);
  });

  it("explains each metric in a tooltip after 700 ms", async () => {
    setup("en");
    await screen.findByRole("table");
    vi.useFakeTimers();
    const volume = screen.getByRole("button", { name: "Volume" });
    fireEvent.mouseEnter(volume);
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole("tooltip")).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole("tooltip").textContent).toBe("Total amount bet in the period.");
    // The tab it explains is described by it, and still picks the metric.
    expect(volume.getAttribute("aria-describedby")).toBe(screen.getByRole("tooltip").id);
    fireEvent.click(volume);
    expect(volume.getAttribute("aria-pressed")).toBe("true");
  });

  it("shows five rows, and the rest a page at a time with Ver más / Ver menos (es)", async () => {
    setup("es", topOf(10));
    const table = await screen.findByRole("table");
    expect(shownRanks(table)).toEqual(["1", "2", "3", "4", "5"]);
    const more = screen.getByRole("button", { name: "Ver más" });
    expect(more.getAttribute("type")).toBe("button");
    more.focus();
    fireEvent.click(more);
    expect(shownRanks(table)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    // The same button, still focused, now goes back; the change is announced.
    expect(more.textContent).toBe("Ver menos");
    expect(document.activeElement).toBe(more);
    expect(screen.getByRole("status").textContent).toBe("Mostrando 10 de 10");
    fireEvent.click(more);
    expect(shownRanks(table)).toEqual(["1", "2", "3", "4", "5"]);
    expect(more.textContent).toBe("Ver más");
    expect(screen.getByRole("status").textContent).toBe("Mostrando 5 de 10");
  });

  it("offers no button when every row fits, and never scrolls rows inside the box (en)", async () => {
    setup("en", topOf(5));
    const table = await screen.findByRole("table");
    expect(shownRanks(table)).toHaveLength(5);
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
    expect(table.closest("[tabindex]")).toBeNull();
    expect(leaderboardCss).not.toMatch(/overflow(-y)?:\s*(auto|scroll)/);
  });

  it("keeps the reader's row on the first page after a gap, and in place once reached (en)", async () => {
    setup("en", topOf(10, { me: entry(8, "Trader 8") }));
    const table = await screen.findByRole("table");
    expect(shownRanks(table)).toEqual(["1", "2", "3", "4", "8"]);
    const mine = within(table).getByRole("row", { current: true });
    expect(mine.getAttribute("data-after-gap")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(shownRanks(table)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    expect(within(table).getAllByRole("row", { current: true })).toHaveLength(1);
    expect(within(table).getByRole("row", { current: true }).getAttribute("data-after-gap")).toBe(
      null,
    );
  });

  it("starts again from the first page when the reader switches the ranking (en)", async () => {
    setup("en", topOf(10));
    await screen.findByRole("table");
    fireEvent.click(screen.getByRole("button", { name: "Volume" }));
    expect(await screen.findByRole("columnheader", { name: "Volume" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(shownRanks(screen.getByRole("table"))).toHaveLength(10);
    // Back to a ranking already loaded: its first page, not the volume's ten rows.
    fireEvent.click(screen.getByRole("button", { name: "Profit" }));
    expect(screen.getByRole("columnheader", { name: "Profit" })).toBeTruthy();
    expect(shownRanks(screen.getByRole("table"))).toHaveLength(5);
  });
});
