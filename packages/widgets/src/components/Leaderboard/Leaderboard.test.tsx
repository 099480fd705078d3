import type { Leaderboard as LeaderboardData, LeaderboardEntry } from "@pulso/core";
import { failure, success } from "@pulso/sdk/testing";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PulsoProvider } from "../../provider/PulsoProvider";
import { createTestPulso } from "../../test-utils/testPulso";
import { Leaderboard } from "./Leaderboard";

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
    fireEvent.click(screen.getByRole("button", { name: "This week" }));
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
    const help = screen.getByRole("button", { name: "More information: Volume" });
    fireEvent.mouseEnter(help);
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole("tooltip")).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole("tooltip").textContent).toBe("Total amount bet in the period.");
  });
});
