import type { Leaderboard, LeaderboardQuery } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { failureOf } from "../test-utils/failureOf";
import {
  betAt,
  createHistoryMarket,
  daysAgo,
  depositAt,
  resolveAt,
  type Actor,
  type HistoryMarket,
} from "./test-utils/history";

type Trader = Actor & { token: string; email: string };

let server: TestServer;
let admin: Actor;
const traders: Record<string, Trader> = {};

/**
 * Within the week: Alice wins $50, Bob loses $60 and Zoe loses $5 on the same market.
 * Within the month: Carla wins $30. Earlier: Dan wins two of three $5 bets, Eve wins two $5
 * bets (too few to rank by win rate), and Fay and Gus lose three $5 bets each (a perfect tie).
 */
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
  for (const name of ["Alice", "Bob", "Carla", "Dan", "Eve", "Fay", "Gus", "Zoe"]) {
    const user = await server.signup({ name: `${name} Prueba` });
    await depositAt(server, user.userId, 20_000, daysAgo(100));
    traders[name] = user;
  }
  const trader = (name: string): Trader => {
    const found = traders[name];
    if (!found) throw new Error(`no trader ${name}`);
    return found;
  };
  const bet = (
    name: string,
    market: HistoryMarket,
    side: "yes" | "no",
    dollars: number,
    days: number,
  ) => betAt(server, trader(name), market[side], market, dollars, daysAgo(days));
  const resolve = (market: HistoryMarket, side: "yes" | "no", days: number) =>
    resolveAt(server, admin, market, market[side], daysAgo(days));

  const old = [];
  for (let index = 0; index < 6; index += 1) old.push(await createHistoryMarket(admin));
  const [m3, m4, m5, m6, m7, m8] = old as [
    HistoryMarket,
    HistoryMarket,
    HistoryMarket,
    HistoryMarket,
    HistoryMarket,
    HistoryMarket,
  ];
  for (const market of [m3, m4, m5]) await bet("Dan", market, "yes", 5, 70);
  for (const market of [m3, m4]) await bet("Eve", market, "yes", 5, 70);
  for (const market of [m6, m7, m8]) {
    await bet("Fay", market, "no", 5, 50);
    await bet("Gus", market, "no", 5, 50);
  }
  await resolve(m3, "yes", 60);
  await resolve(m4, "yes", 60);
  await resolve(m5, "no", 60);
  for (const market of [m6, m7, m8]) await resolve(market, "yes", 45);

  const m2 = await createHistoryMarket(admin);
  await bet("Carla", m2, "yes", 30, 25);
  await resolve(m2, "yes", 20);

  const m1 = await createHistoryMarket(admin);
  await bet("Alice", m1, "yes", 50, 3);
  await bet("Bob", m1, "no", 60, 3);
  await bet("Zoe", m1, "no", 5, 3);
  await resolve(m1, "yes", 2);
});
afterAll(() => server.close());

const names = (board: Leaderboard) => board.entries.map((entry) => entry.name.split(" ")[0]);
const boardFor = (query: LeaderboardQuery, token?: string) =>
  server.client(token).getLeaderboard(query);

describe("the leaderboard", () => {
  it("ranks by profit on bets settled in the period", async () => {
    const week = await boardFor({ period: "week", metric: "profit" });
    expect(names(week)).toEqual(["Alice", "Zoe", "Bob"]);
    expect(week.entries.map((entry) => entry.rank)).toEqual([1, 2, 3]);
    expect(week.entries[1]).toMatchObject({ profit: -5, volume: 5, winRate: 0, bets: 1 });
    expect(week.entries[2]).toMatchObject({ profit: -60, volume: 60 });
    expect(week.entries[0]?.profit).toBeGreaterThan(40);

    const month = await boardFor({ period: "month", metric: "profit" });
    expect(names(month)).toEqual(["Alice", "Carla", "Zoe", "Bob"]);

    const all = await boardFor({ metric: "profit" });
    expect(all).toMatchObject({ period: "all", metric: "profit", me: null });
    // Fay and Gus tie on profit and volume: the name decides.
    expect(names(all)).toEqual(["Alice", "Carla", "Eve", "Dan", "Zoe", "Fay", "Gus", "Bob"]);
    expect(all.entries[5]).toMatchObject({ profit: -15, volume: 15, winRate: 0, bets: 3 });
    expect(Math.abs(Date.parse(all.updatedAt) - Date.now())).toBeLessThan(60_000);
  });

  it("ranks by volume placed in the period, ties by name", async () => {
    expect(names(await boardFor({ period: "week", metric: "volume" }))).toEqual([
      "Bob",
      "Alice",
      "Zoe",
    ]);
    const all = await boardFor({ period: "all", metric: "volume" });
    expect(names(all)).toEqual(["Bob", "Alice", "Carla", "Dan", "Fay", "Gus", "Eve", "Zoe"]);
    expect(all.entries.map((entry) => entry.volume)).toEqual([60, 50, 30, 15, 15, 15, 10, 5]);
  });

  it("ranks by win rate only traders with at least three settled bets", async () => {
    const all = await boardFor({ metric: "winRate" });
    expect(names(all)).toEqual(["Dan", "Fay", "Gus"]);
    expect(all.entries[0]).toMatchObject({ winRate: 66.67, bets: 3 });
    expect((await boardFor({ period: "week", metric: "winRate" })).entries).toEqual([]);
    const eve = traders.Eve as Trader;
    expect((await boardFor({ metric: "winRate" }, eve.token)).me).toBeNull();
  });

  it("gives a signed-in reader their own row even outside the top", async () => {
    const bob = traders.Bob as Trader;
    const week = await boardFor({ period: "week", metric: "profit", limit: 1 }, bob.token);
    expect(names(week)).toEqual(["Alice"]);
    expect(week.me).toMatchObject({ rank: 3, userId: bob.userId, name: "Bob Prueba", profit: -60 });

    const zoe = traders.Zoe as Trader;
    const all = await boardFor({ metric: "profit", limit: 3 }, zoe.token);
    expect(all.entries).toHaveLength(3);
    expect(all.me).toMatchObject({ rank: 5, userId: zoe.userId });
    const inside = await boardFor({ metric: "profit", limit: 3 }, (traders.Alice as Trader).token);
    expect(inside.me).toEqual(inside.entries[0]);
  });

  it("shows names only, never emails", async () => {
    const response = await fetch(`${server.baseURL}/leaderboard?metric=volume`);
    const text = await response.text();
    expect(response.status).toBe(200);
    for (const trader of Object.values(traders)) expect(text).not.toContain(trader.email);
    expect(text).not.toMatch(/@|email/i);
    await server.expectLedgerSound();
  });

  it("refuses bad queries", async () => {
    for (const query of [
      { period: "year" },
      { metric: "luck" },
      { limit: 0 },
      { limit: 101 },
      { page: 2 },
    ]) {
      const failure = await failureOf(boardFor(query as LeaderboardQuery));
      expect(failure).toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
    }
  });
});
