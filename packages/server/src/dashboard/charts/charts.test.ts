import { CHART_KINDS, centsToDollars } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test-utils/testServer";
import { lastDays, lastMonths, utcDay } from "../calendar";
import { failureOf } from "../../test-utils/failureOf";
import { buildMartaHistory, type MartaHistory } from "../test-utils/martaHistory";
import { percentagesOf } from "./portfolioDistribution";

let server: TestServer;
let history: MartaHistory;
beforeAll(async () => {
  server = await startTestServer();
  history = await buildMartaHistory(server);
});
afterAll(() => server.close());

const payoutCents = () => Math.round(history.bets.won.potentialReturn * 100);
const month = (date: Date) => date.toISOString().slice(0, 7);

describe("dashboard charts", () => {
  it("profit-loss: exactly 30 daily points ending today, running total carried in", async () => {
    const chart = await history.marta.api.getDashboardChart("profit-loss");
    const today = new Date();
    expect(chart.map((point) => point.date)).toEqual(lastDays(today, 30));
    expect(chart.at(-1)?.date).toBe(utcDay(today));
    expect(chart[0]?.date).toBe(utcDay(new Date(Date.now() - 29 * 86_400_000)));

    const lostDay = utcDay(history.at.lostSettled);
    const beforeLoss = centsToDollars(payoutCents() - 2000);
    const afterLoss = centsToDollars(payoutCents() - 3000);
    for (const point of chart) {
      expect(point).toEqual({
        date: point.date,
        profit: point.date === lostDay ? -10 : 0,
        cumulative: point.date < lostDay ? beforeLoss : afterLoss,
      });
    }
    expect(chart.at(-1)?.cumulative).toBe((await history.marta.api.getDashboardStats()).profit);
  });

  it("betting-activity: bets and stakes per day over the last 30 days", async () => {
    const chart = await history.marta.api.getDashboardChart("betting-activity");
    expect(chart.map((point) => point.date)).toEqual(lastDays(new Date(), 30));
    const expected = new Map([
      [utcDay(history.at.lostBet), 10],
      [utcDay(history.at.refundedBet), 15],
      [utcDay(history.at.openBet), 25],
      [utcDay(new Date()), 5],
    ]);
    for (const point of chart) {
      const amount = expected.get(point.date);
      expect(point).toEqual({ date: point.date, bets: amount ? 1 : 0, amount: amount ?? 0 });
    }
  });

  it("portfolio-distribution: open stakes by category, percentages summing to 100", async () => {
    expect(await history.marta.api.getDashboardChart("portfolio-distribution")).toEqual([
      { category: "presidential", amount: 25, percentage: 83.33 },
      { category: "local", amount: 5, percentage: 16.67 },
    ]);
  });

  it("win-rate-trend: the running win rate on each day bets settled", async () => {
    expect(await history.marta.api.getDashboardChart("win-rate-trend")).toEqual([
      { date: utcDay(history.at.wonSettled), winRate: 100, settled: 1 },
      { date: utcDay(history.at.lostSettled), winRate: 50, settled: 2 },
    ]);
  });

  it("monthly-performance: the last 12 months, wagered and returned, every month present", async () => {
    const chart = await history.marta.api.getDashboardChart("monthly-performance");
    expect(chart.map((point) => point.month)).toEqual(lastMonths(new Date(), 12));
    const wagered = new Map<string, number>();
    const returned = new Map<string, number>();
    const add = (map: Map<string, number>, date: Date, cents: number) =>
      map.set(month(date), (map.get(month(date)) ?? 0) + cents);
    add(wagered, history.at.wonBet, 2000);
    add(wagered, history.at.lostBet, 1000);
    add(wagered, history.at.refundedBet, 1500);
    add(wagered, history.at.openBet, 2500);
    add(wagered, new Date(), 500);
    add(returned, history.at.wonSettled, payoutCents());
    add(returned, history.at.refundedSettled, 1500);
    for (const point of chart) {
      const spent = wagered.get(point.month) ?? 0;
      const back = returned.get(point.month) ?? 0;
      expect(point).toEqual({
        month: point.month,
        wagered: centsToDollars(spent),
        returned: centsToDollars(back),
        profit: centsToDollars(back - spent),
      });
    }
  });

  it("serves every kind alone, all together, and refuses unknown kinds", async () => {
    const all = await history.marta.api.getAllDashboardCharts();
    expect(Object.keys(all).sort()).toEqual([...CHART_KINDS].sort());
    expect(await history.marta.api.getDashboardChartData()).toEqual(all);
    for (const kind of CHART_KINDS) {
      expect(await history.marta.api.getDashboardChart(kind)).toEqual(all[kind]);
    }
    const response = await fetch(`${server.baseURL}/dashboard/charts/profit-loss`, {
      headers: { authorization: `Bearer ${history.marta.token}` },
    });
    expect(((await response.json()) as { data: { kind: string } }).data.kind).toBe("profit-loss");
    const unknown = await failureOf(
      history.marta.api.getDashboardChart("candlesticks" as "profit-loss"),
    );
    expect(unknown).toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
  });
});

describe("percentagesOf", () => {
  it("always sums to exactly 100 with two decimals", () => {
    expect(percentagesOf([1, 1, 1])).toEqual([33.34, 33.33, 33.33]);
    expect(percentagesOf([2500, 500])).toEqual([83.33, 16.67]);
    expect(percentagesOf([7])).toEqual([100]);
    expect(percentagesOf([])).toEqual([]);
    for (const amounts of [
      [1, 2, 3, 4, 5, 6],
      [999, 1, 1],
      [123_456, 789, 10_111],
    ]) {
      const total = percentagesOf(amounts).reduce((sum, value) => sum + value * 100, 0);
      expect(Math.round(total)).toBe(10_000);
    }
  });
});
