import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import {
  DAY,
  fromNow,
  HOUR,
  marketTableCounts,
  pollBody,
  predictionBody,
  TINY_PNG,
} from "./test-utils/marketFixtures";
import { failureOf } from "../test-utils/failureOf";

let server: TestServer;
let admin: Awaited<ReturnType<TestServer["admin"]>>;
let user: Awaited<ReturnType<TestServer["signup"]>>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
  user = await server.signup();
});
afterAll(() => server.close());

const setStatus = (id: string, status: string) =>
  server.db.query("UPDATE markets SET status = $2 WHERE id = $1", [id, status]);
const statusEvents = (id: string) =>
  server.events.filter(
    (recorded) =>
      recorded.event.event === "poll_updated" &&
      "pollId" in recorded.to &&
      recorded.to.pollId === id,
  );

describe("editing a market", () => {
  it("changes texts in both languages, category, featured and dates", async () => {
    const market = await admin.api.createPoll(predictionBody());
    const endDate = fromNow(40 * DAY);
    const edited = await admin.api.updatePoll(market._id, {
      title: "Nuevo título <b>en negrita</b>",
      titleEn: "New title",
      descriptionEn: "New description",
      category: "other",
      featured: true,
      endDate,
    });
    expect(edited).toMatchObject({
      title: "Nuevo título <b>en negrita</b>",
      category: "other",
      featured: true,
      endDate: new Date(endDate).toISOString(),
      status: "active",
    });
    const english = await server.client(undefined, "en").getPoll(market._id);
    expect(english).toMatchObject({ title: "New title", description: "New description" });
    const cleared = await admin.api.updatePoll(market._id, { titleEn: "" });
    expect(cleared.translations.en?.title).toBe("Nuevo título <b>en negrita</b>");
  });

  it("refuses an end before the start, or an empty Spanish title, changing nothing", async () => {
    const market = await admin.api.createPoll(pollBody());
    const before = await server.client().getPoll(market._id);
    const early = await failureOf(
      admin.api.updatePoll(market._id, {
        endDate: new Date(Date.parse(market.startDate) - HOUR).toISOString(),
      }),
    );
    expect(early).toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
    expect(early.details).toEqual({ issues: [{ path: "endDate", code: "END_BEFORE_START" }] });
    const untitled = await failureOf(admin.api.updatePoll(market._id, { title: "   " }));
    expect(untitled.details).toEqual({ issues: [{ path: "title", code: "TITLE_REQUIRED" }] });
    expect(await server.client().getPoll(market._id)).toEqual(before);
  });

  it("replaces the image by multipart upload and removes it with imageData null", async () => {
    const market = await admin.api.createPoll(pollBody());
    const withImage = await admin.api.updatePoll(
      market._id,
      { featured: true },
      new Blob([TINY_PNG], { type: "image/png" }),
    );
    expect(withImage.featured).toBe(true);
    const response = await fetch(withImage.image ?? "");
    expect(response.headers.get("content-type")).toBe("image/png");
    const without = await admin.api.updatePoll(market._id, { imageData: null });
    expect(without.image).toBeNull();
  });

  it("moves pending_review markets to active or upcoming, and upcoming ones open early only with their dates", async () => {
    const pending = await admin.api.createPoll(pollBody());
    await setStatus(pending._id, "pending_review");
    await expect(server.client(user.token).getPoll(pending._id)).rejects.toMatchObject({
      status: 404,
    });
    const approved = await admin.api.updatePoll(pending._id, { status: "active" });
    expect(approved.status).toBe("active");
    expect(statusEvents(pending._id)).toHaveLength(1);
    await expect(server.client(user.token).getPoll(pending._id)).resolves.toMatchObject({
      status: "active",
    });

    const later = await admin.api.createPoll(
      pollBody({ startDate: fromNow(DAY), endDate: fromNow(5 * DAY) }),
    );
    const tooEarly = await failureOf(admin.api.updatePoll(later._id, { status: "active" }));
    expect(tooEarly).toMatchObject({ status: 400, code: "INVALID_STATUS_TRANSITION" });
    const opened = await admin.api.updatePoll(later._id, {
      status: "active",
      startDate: fromNow(-60_000),
    });
    expect(opened.status).toBe("active");
  });

  it("sends an active market back to upcoming only before anyone took part", async () => {
    const poll = await admin.api.createPoll(pollBody());
    const future = fromNow(2 * DAY);
    const voted = await admin.api.createPoll(pollBody());
    await user.api.votePoll({ pollId: voted._id, optionId: voted.options[0]?._id ?? "" });
    const refusedMove = await failureOf(
      admin.api.updatePoll(voted._id, { status: "upcoming", startDate: future }),
    );
    expect(refusedMove.code).toBe("INVALID_STATUS_TRANSITION");
    expect((await server.client().getPoll(voted._id)).status).toBe("active");
    const moved = await admin.api.updatePoll(poll._id, { status: "upcoming", startDate: future });
    expect(moved.status).toBe("upcoming");
    const closed = await admin.api.createPoll(pollBody());
    await admin.api.stopPoll(closed._id);
    expect((await failureOf(admin.api.updatePoll(closed._id, { status: "active" }))).code).toBe(
      "INVALID_STATUS_TRANSITION",
    );
  });
});

describe("stop and play", () => {
  it("stops an active market and plays it again before its end date, telling subscribers", async () => {
    const market = await admin.api.createPoll(predictionBody());
    const stopped = await admin.api.stopPoll(market._id);
    expect(stopped.status).toBe("closed");
    const again = await failureOf(admin.api.stopPoll(market._id));
    expect(again).toMatchObject({ status: 400, code: "INVALID_STATUS_TRANSITION" });
    const played = await admin.api.playPoll(market._id);
    expect(played.status).toBe("active");
    const events = statusEvents(market._id);
    expect(events).toHaveLength(2);
    expect(events[0]?.event).toMatchObject({
      event: "poll_updated",
      pollId: market._id,
      prices: { [market.options[0]?._id ?? ""]: 60, [market.options[1]?._id ?? ""]: 40 },
      volume: 0,
    });
    expect((await failureOf(admin.api.playPoll(market._id))).code).toBe(
      "INVALID_STATUS_TRANSITION",
    );
  });

  it("refuses to play a market after its end date", async () => {
    const market = await admin.api.createPoll(pollBody());
    await admin.api.stopPoll(market._id);
    await server.db.query(
      "UPDATE markets SET start_date = now() - interval '3 days', end_date = now() - interval '1 minute' WHERE id = $1",
      [market._id],
    );
    const failure = await failureOf(admin.api.playPoll(market._id));
    expect(failure).toMatchObject({ status: 400, code: "INVALID_STATUS_TRANSITION" });
    expect((await server.client().getPoll(market._id)).status).toBe("closed");
  });

  it("answers 404 for an unknown market", async () => {
    expect((await failureOf(admin.api.stopPoll("no-such-market"))).status).toBe(404);
    expect((await failureOf(admin.api.playPoll("no-such-market"))).status).toBe(404);
  });
});

describe("deleting", () => {
  it("deletes a poll without votes", async () => {
    const poll = await admin.api.createPoll(pollBody());
    await admin.api.deletePoll(poll._id);
    expect((await failureOf(server.client().getPoll(poll._id))).status).toBe(404);
    expect((await failureOf(admin.api.deletePoll(poll._id))).status).toBe(404);
  });

  it("refuses a poll with votes and a funded prediction market (409), keeping both", async () => {
    const poll = await admin.api.createPoll(pollBody());
    await user.api.votePoll({ pollId: poll._id, optionId: poll.options[2]?._id ?? "" });
    expect(await failureOf(admin.api.deletePoll(poll._id))).toMatchObject({
      status: 409,
      code: "CONFLICT",
    });
    const market = await admin.api.createPoll(predictionBody());
    expect(await failureOf(admin.api.deletePoll(market._id))).toMatchObject({
      status: 409,
      code: "CONFLICT",
    });
    await expect(server.client().getPoll(poll._id)).resolves.toMatchObject({ totalVotes: 1 });
    await expect(server.client().getPoll(market._id)).resolves.toMatchObject({ status: "active" });
    await server.expectLedgerSound();
  });
});

describe("only admins manage markets", () => {
  it("refuses a user's edit, stop, play and delete with 403, changing nothing", async () => {
    const market = await admin.api.createPoll(predictionBody());
    const closed = await admin.api.createPoll(pollBody());
    await admin.api.stopPoll(closed._id);
    const before = await marketTableCounts(server.db);
    const snapshot = await server.client().getPoll(market._id);
    const calls = [
      () => user.api.updatePoll(market._id, { title: "Hackeado" }),
      () => user.api.stopPoll(market._id),
      () => user.api.playPoll(closed._id),
      () => user.api.deletePoll(market._id),
    ];
    for (const call of calls) {
      expect(await failureOf(call())).toMatchObject({ status: 403, code: "FORBIDDEN" });
    }
    expect((await failureOf(server.client().stopPoll(market._id))).status).toBe(401);
    expect(await server.client().getPoll(market._id)).toEqual(snapshot);
    expect((await server.client().getPoll(closed._id)).status).toBe("closed");
    expect(await marketTableCounts(server.db)).toEqual(before);
  });
});
