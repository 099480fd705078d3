import { MAX_PRICE_HISTORY_POINTS } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { DAY, HOUR, insertBet, pollBody, predictionBody } from "./test-utils/marketFixtures";
import { failureOf } from "../test-utils/failureOf";

let server: TestServer;
let admin: Awaited<ReturnType<TestServer["admin"]>>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.close());

/** Inserts `count` price points one `stepMs` apart, the newest `newestAgoMs` ago. */
async function insertPoints(marketId: string, count: number, stepMs: number, newestAgoMs = 0) {
  const now = Date.now();
  const at: Date[] = [];
  const prices: string[] = [];
  for (let index = 0; index < count; index += 1) {
    at.push(new Date(now - newestAgoMs - (count - 1 - index) * stepMs));
    const yes = 20 + (index % 60);
    prices.push(`{${yes},${100 - yes}}`);
  }
  await server.db.query(
    `INSERT INTO price_points (market_id, at, prices)
     SELECT $1, a, p::float8[] FROM unnest($2::timestamptz[], $3::text[]) AS t(a, p)`,
    [marketId, at, prices],
  );
  return { newest: at[at.length - 1] as Date };
}

describe("price history", () => {
  it("downsamples a long history evenly to at most 200 points, keeping the newest", async () => {
    const market = await admin.api.createPoll(predictionBody());
    const { newest } = await insertPoints(market._id, 2000, 10 * 60_000);
    const history = await server.client().getPriceHistory(market._id, { range: "all" });
    expect(history.pollId).toBe(market._id);
    expect(history.range).toBe("all");
    expect(history.optionIds).toEqual(market.options.map((option) => option._id));
    expect(history.points.length).toBeLessThanOrEqual(MAX_PRICE_HISTORY_POINTS);
    expect(history.points.length).toBeGreaterThan(150);
    const times = history.points.map((point) => Date.parse(point.t));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // The newest point survives downsampling, exactly as stored.
    expect(times.at(-1)).toBe(newest.getTime());
    expect(history.points.at(-1)?.prices).toEqual([39, 61]);
    const gaps = times.slice(1, -1).map((time, index) => time - (times[index] ?? 0));
    expect(Math.max(...gaps) / Math.min(...gaps)).toBeLessThan(2);
  });

  it("limits a range to its window, opening with the price in force at its start", async () => {
    const market = await admin.api.createPoll(predictionBody());
    await insertPoints(market._id, 600, HOUR, 10 * 60_000);
    const day = await server.client().getPriceHistory(market._id, { range: "1d" });
    const since = Date.now() - DAY;
    const times = day.points.map((point) => Date.parse(point.t));
    expect(times[0]).toBeGreaterThanOrEqual(since - 60_000);
    expect(times[0]).toBeLessThanOrEqual(since + 60_000);
    expect(day.points.length).toBe(1 + 24 + 1);
    const week = await server.client().getPriceHistory(market._id, { range: "1w" });
    expect(week.points.length).toBeLessThanOrEqual(MAX_PRICE_HISTORY_POINTS);
    expect(week.points.at(-1)?.prices).toEqual([60, 40]);
    const month = await server.client().getPriceHistory(market._id);
    expect(month.range).toBe("1w");
  });

  it("reports the 24-hour change of the first option's price", async () => {
    const market = await admin.api.createPoll(predictionBody());
    await server.db.query(
      "INSERT INTO price_points (market_id, at, prices) VALUES ($1, now() - interval '25 hours', '{50,50}')",
      [market._id],
    );
    expect((await server.client().getPoll(market._id)).change24h).toBe(10);
  });
});

describe("similar markets", () => {
  it("offers up to four active markets, the same category first, never itself", async () => {
    const base = await admin.api.createPoll(predictionBody({ category: "state" }));
    const sameCategory = await admin.api.createPoll(pollBody({ category: "state" }));
    const closedSame = await admin.api.createPoll(pollBody({ category: "state" }));
    await admin.api.stopPoll(closedSame._id);
    const similar = await server.client().getSimilarPolls(base._id);
    expect(similar.length).toBeLessThanOrEqual(4);
    expect(similar[0]?._id).toBe(sameCategory._id);
    expect(similar.map((poll) => poll._id)).not.toContain(base._id);
    expect(similar.map((poll) => poll._id)).not.toContain(closedSame._id);
    expect(similar.every((poll) => poll.status === "active")).toBe(true);
  });
});

describe("a market's bets", () => {
  it("lists the 50 most recent bets, newest first, as core's Bet", async () => {
    const market = await admin.api.createPoll(predictionBody());
    const bettor = await server.signup();
    const start = Date.now() - HOUR;
    for (let index = 0; index < 55; index += 1) {
      await insertBet(server.db, {
        marketId: market._id,
        optionId: market.options[index % 2]?._id ?? "",
        userId: bettor.userId,
        amountCents: 1000 + index,
        at: new Date(start + index * 1000),
      });
    }
    const bets = await server.client(undefined, "en").getPollBets(market._id);
    expect(bets).toHaveLength(50);
    expect(bets[0]).toMatchObject({
      poll: { _id: market._id, title: market.translations.en?.title },
      option: market.options[0]?._id,
      optionText: "Yes",
      amount: 10.54,
      fee: 0.21,
      status: "active",
      payout: null,
    });
    expect(bets[0]?.price).toBeCloseTo(50.5, 1);
    expect(bets[0]?.potentialReturn).toBeCloseTo(bets[0]?.shares ?? 0, 1);
    const times = bets.map((bet) => Date.parse(bet.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe("hidden markets", () => {
  it("answers 404 to readers for every view of a pending_review market", async () => {
    const market = await admin.api.createPoll(pollBody());
    await server.db.query("UPDATE markets SET status = 'pending_review' WHERE id = $1", [
      market._id,
    ]);
    const reader = server.client();
    for (const call of [
      () => reader.getPoll(market._id),
      () => reader.getPollResults(market._id),
      () => reader.getPriceHistory(market._id),
      () => reader.getSimilarPolls(market._id),
      () => reader.getPollBets(market._id),
    ]) {
      expect(await failureOf(call())).toMatchObject({ status: 404, code: "NOT_FOUND" });
    }
    await expect(server.client(admin.token).getPollResults(market._id)).resolves.toMatchObject({
      totalVotes: 0,
    });
  });
});
