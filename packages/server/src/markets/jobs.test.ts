import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext, RealtimePublisher } from "../context";
import type { Database } from "../db/database";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { runMarketJobs, startMarketJobs } from "./jobs";
import { DAY, fromNow, pollBody, predictionBody } from "./test-utils/marketFixtures";
import { failureOf } from "../test-utils/failureOf";

let server: TestServer;
let admin: Awaited<ReturnType<TestServer["admin"]>>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.close());

/** The context the jobs need, publishing into the test server's recorded events. */
function jobContext(db: Database = server.db, intervalMs = 100) {
  const realtime: RealtimePublisher = {
    toPoll: (pollId, event, alsoUserIds) =>
      server.events.push({ to: { pollId, alsoUserIds }, event }),
    toUser: (userId, event) => server.events.push({ to: { userId }, event }),
    sessionsRevoked: () => undefined,
  };
  const ctx: Pick<AppContext, "db" | "realtime" | "now" | "config"> = {
    db,
    realtime,
    now: () => new Date(),
    config: { ...server.config, JOBS_INTERVAL_MS: intervalMs },
  };
  return ctx;
}

const statusOf = async (id: string) => (await server.client(admin.token).getPoll(id)).status;
const shiftDates = (id: string, start: string, end: string) =>
  server.db.query(
    `UPDATE markets SET start_date = now() + $2::interval, end_date = now() + $3::interval WHERE id = $1`,
    [id, start, end],
  );
const upcomingPoll = () =>
  admin.api.createPoll(pollBody({ startDate: fromNow(DAY), endDate: fromNow(10 * DAY) }));

describe("market jobs", () => {
  it("opens upcoming markets at their start and closes active ones at their end, once", async () => {
    const upcoming = await upcomingPoll();
    const ending = await admin.api.createPoll(predictionBody());
    const running = await admin.api.createPoll(pollBody());
    expect(upcoming.status).toBe("upcoming");
    await shiftDates(upcoming._id, "-1 minute", "10 days");
    await shiftDates(ending._id, "-2 days", "-1 second");

    const eventsBefore = server.events.length;
    expect(await runMarketJobs(jobContext())).toEqual({ opened: 1, closed: 1 });
    expect(await statusOf(upcoming._id)).toBe("active");
    expect(await statusOf(ending._id)).toBe("closed");
    expect(await statusOf(running._id)).toBe("active");
    const published = server.events.slice(eventsBefore).map((recorded) => recorded.event);
    expect(published).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: "poll_updated", pollId: upcoming._id }),
        expect.objectContaining({ event: "poll_updated", pollId: ending._id }),
      ]),
    );
    expect(published).toHaveLength(2);
    expect(await runMarketJobs(jobContext())).toEqual({ opened: 0, closed: 0 });

    const voter = await server.signup();
    await voter.api.votePoll({ pollId: upcoming._id, optionId: upcoming.options[0]?._id ?? "" });
    expect((await failureOf(admin.api.playPoll(ending._id))).code).toBe(
      "INVALID_STATUS_TRANSITION",
    );
  });

  it("closes an upcoming market whose whole window has passed", async () => {
    const missed = await upcomingPoll();
    await shiftDates(missed._id, "-2 days", "-1 day");
    expect(await runMarketJobs(jobContext())).toEqual({ opened: 0, closed: 1 });
    expect(await statusOf(missed._id)).toBe("closed");
  });

  it("moves each market once when several instances run at the same time", async () => {
    const markets = await Promise.all(Array.from({ length: 5 }, () => upcomingPoll()));
    for (const market of markets) await shiftDates(market._id, "-1 minute", "3 days");
    const runs = await Promise.all([1, 2, 3].map(() => runMarketJobs(jobContext())));
    expect(runs.reduce((sum, run) => sum + run.opened, 0)).toBe(5);
    for (const market of markets) expect(await statusOf(market._id)).toBe("active");
  });

  it("runs on a timer until stopped", async () => {
    const upcoming = await upcomingPoll();
    await shiftDates(upcoming._id, "-1 minute", "3 days");
    const stop = startMarketJobs(jobContext());
    try {
      await expect
        .poll(() => statusOf(upcoming._id), { timeout: 5000, interval: 50 })
        .toBe("active");
    } finally {
      stop();
    }
  });

  it("logs a failed run and keeps going, never throwing", async () => {
    const broken = {
      ...server.db,
      query: () => Promise.reject(new Error("database unreachable")),
    } as unknown as Database;
    const logged: unknown[] = [];
    const stop = startMarketJobs(jobContext(broken), (error) => logged.push(error));
    try {
      await expect
        .poll(() => logged.length, { timeout: 5000, interval: 50 })
        .toBeGreaterThanOrEqual(2);
    } finally {
      stop();
    }
    expect(String(logged[0])).toContain("database unreachable");
  });
});
