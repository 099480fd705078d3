import { failure, success } from "@pulso/sdk/testing";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { answerDashboard, sampleCharts } from "../test-utils/dashboardFixtures";
import { renderPortal, testUser } from "../test-utils/renderPortal";

afterEach(cleanup);

/** The chart section titled `title`. */
const chart = async (title: string) =>
  within(
    (await screen.findByRole("heading", { level: 3, name: title }, { timeout: 5000 })).closest(
      "section",
    )!,
  );

/** The text of each row of a chart's data table, cells joined by " | ". */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent).join(" | "));

describe("/account analytics", () => {
  it("draws the five charts, each with a data table holding its values", async () => {
    const { api } = renderPortal("/account?tab=analytics", {
      lang: "en",
      user: testUser(),
      prepare: answerDashboard,
    });

    const profitLoss = await chart("Profit and loss (last 30 days)");
    expect(profitLoss.getByRole("table").parentElement?.querySelector("svg rect")).toBeTruthy();
    expect(
      rows(profitLoss.getByRole("table", { name: "“Profit and loss (last 30 days)” data" })),
    ).toEqual(["Nov 18 | $0.00 | $0.00", "Nov 19 | $12.50 | $12.50", "Nov 20 | -$4.25 | $8.25"]);

    const activity = await chart("Betting activity");
    expect(rows(activity.getByRole("table"))).toEqual([
      "Nov 19 | 2 | $30.00",
      "Nov 20 | 1 | $7.75",
    ]);
    // Counts get whole-number ticks only: no "1, 1, 2, 2" from rounded halves.
    const ticks = [
      ...activity.getByRole("table").parentElement!.querySelectorAll(".visx-axis-left text"),
    ].map((tick) => tick.textContent);
    expect(ticks.length).toBeGreaterThan(1);
    expect(new Set(ticks).size).toBe(ticks.length);

    const portfolio = await chart("Portfolio distribution");
    expect(rows(portfolio.getByRole("table"))).toEqual([
      "Presidential | $45.00 | 75%",
      "Local | $15.00 | 25%",
    ]);

    const winRate = await chart("Win rate trend");
    expect(winRate.getByRole("table").parentElement?.querySelector("svg path")).toBeTruthy();
    expect(rows(winRate.getByRole("table"))).toEqual(["Nov 19 | 50% | 2", "Nov 20 | 66.7% | 3"]);

    const monthly = await chart("Monthly performance");
    expect(rows(monthly.getByRole("table"))).toEqual([
      "Oct 2026 | $100.00 | $80.00 | -$20.00",
      "Nov 2026 | $60.00 | $95.50 | $35.50",
    ]);
    expect(api.calls("GET", "/dashboard/charts/all")).toHaveLength(1);
  });

  it("shows an empty state for a chart with nothing to draw", async () => {
    renderPortal("/account?tab=analytics", {
      lang: "en",
      user: testUser(),
      prepare: (fake) => {
        answerDashboard(fake);
        fake.on(
          "GET",
          "/dashboard/charts/all",
          success({
            charts: sampleCharts({
              "betting-activity": [],
              "profit-loss": [{ date: "2026-11-20", profit: 0, cumulative: 0 }],
            }),
          }),
        );
      },
    });
    const activity = await chart("Betting activity");
    expect(activity.getByText("No data for this chart yet.")).toBeTruthy();
    expect(activity.queryByRole("table")).toBeNull();
    const profitLoss = await chart("Profit and loss (last 30 days)");
    expect(profitLoss.getByText("No data for this chart yet.")).toBeTruthy();
    expect((await chart("Portfolio distribution")).getByRole("table")).toBeTruthy();
  });

  it("says when the charts fail and loads them on retry", async () => {
    let answer = failure(503, "SERVICE_UNAVAILABLE");
    const { api } = renderPortal("/account?tab=analytics", {
      lang: "en",
      user: testUser(),
      prepare: (fake) => {
        answerDashboard(fake);
        fake.on("GET", "/dashboard/charts/all", () => answer);
      },
    });
    expect(
      await screen.findByText("Could not load your charts.", undefined, { timeout: 5000 }),
    ).toBeTruthy();
    answer = success({ charts: sampleCharts() });
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await chart("Monthly performance")).toBeTruthy();
    expect(api.calls("GET", "/dashboard/charts/all")).toHaveLength(2);
  });

  it("titles the charts in Spanish", async () => {
    renderPortal("/account?tab=analytics", {
      lang: "es",
      user: testUser(),
      prepare: answerDashboard,
    });
    const monthly = await chart("Rendimiento mensual");
    expect(monthly.getByRole("columnheader", { name: "Apostado" })).toBeTruthy();
    expect(await chart("Ganancias y pérdidas (últimos 30 días)")).toBeTruthy();
  });
});
