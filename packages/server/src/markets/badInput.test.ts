import type { ListPollsQuery } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { marketTableCounts, pollBody, predictionBody } from "./test-utils/marketFixtures";
import { failureOf } from "../test-utils/failureOf";

let server: TestServer;
let admin: Awaited<ReturnType<TestServer["admin"]>>;
let user: Awaited<ReturnType<TestServer["signup"]>>;
let marketId: string;
let pollId: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
  user = await server.signup();
  marketId = (await admin.api.createPoll(predictionBody()))._id;
  pollId = (await admin.api.createPoll(pollBody()))._id;
});
afterAll(() => server.close());

/** A raw request, for bodies and headers the api-client would never send. */
async function raw(
  method: string,
  path: string,
  options: { token?: string; body?: string; contentType?: string } = {},
) {
  const response = await fetch(`${server.baseURL}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined
        ? {}
        : { "content-type": options.contentType ?? "application/json" }),
    },
    ...(options.body === undefined ? {} : { body: options.body }),
  });
  return { status: response.status, body: (await response.json()) as { code?: string } };
}

/** Runs `calls`, expects each to be a 4xx, and checks that no market table changed. */
async function expectRefusedUnchanged(calls: (() => Promise<{ status: number; code?: string }>)[]) {
  const before = await marketTableCounts(server.db);
  const snapshots = [
    await server.client(admin.token).getPoll(marketId),
    await server.client(admin.token).getPoll(pollId),
  ];
  for (const [index, call] of calls.entries()) {
    const failure = await call();
    expect(failure.status, `call ${index}`).toBeGreaterThanOrEqual(400);
    expect(failure.status, `call ${index}`).toBeLessThan(500);
  }
  expect(await marketTableCounts(server.db)).toEqual(before);
  expect([
    await server.client(admin.token).getPoll(marketId),
    await server.client(admin.token).getPoll(pollId),
  ]).toEqual(snapshots);
}

const viaClient = (call: () => Promise<unknown>) => () => failureOf(call());
const viaRaw =
  (...args: Parameters<typeof raw>) =>
  async () => {
    const answer = await raw(...args);
    return { status: answer.status, code: answer.body.code };
  };

describe("bad input changes nothing", () => {
  it("GET /polls refuses bad filters with VALIDATION_FAILED", async () => {
    for (const query of [
      { page: 0 },
      { page: "abc" },
      { limit: 1000 },
      { page: 1e300 },
      { category: "sports" },
      { status: "open" },
      { sort: "random" },
      { hot: "maybe" },
      { search: "x".repeat(101) },
      { orderBy: "id; DROP TABLE markets" },
    ]) {
      const failure = await failureOf(server.client().listPolls(query as ListPollsQuery));
      expect(failure, JSON.stringify(query)).toMatchObject({
        status: 400,
        code: "VALIDATION_FAILED",
      });
    }
    expect(
      (await server.client().listPolls({ search: "'; DROP TABLE markets; --" })).polls,
    ).toEqual([]);
  });

  it("POST /polls refuses wrong types, missing fields, extra fields and huge numbers", async () => {
    const create = (body: unknown) => viaClient(() => admin.api.createPoll(body as never));
    await expectRefusedUnchanged([
      create({ ...predictionBody(), title: "" }),
      create({ ...predictionBody(), title: 42 }),
      create({ ...predictionBody(), yesPrice: 0 }),
      create({ ...predictionBody(), yesPrice: 100 }),
      create({ ...predictionBody(), yesPrice: 1e308 }),
      create({ ...predictionBody(), yesPrice: "60" }),
      create({ ...predictionBody(), noPrice: undefined }),
      create({ ...predictionBody(), liquidityB: 1e12 }),
      create({ ...predictionBody(), liquidityB: 5 }),
      create({ ...predictionBody(), liquidityB: -930 }),
      create({ ...predictionBody(), options: [{ text: "Sólo una" }] }),
      create({ ...pollBody(), options: ["a", "b", "c", "d", "e"].map((text) => ({ text })) }),
      create({ ...pollBody(), options: [{ text: "" }, { text: "b" }] }),
      create({ ...pollBody(), endDate: pollBody().startDate }),
      create({ ...pollBody(), startDate: "mañana" }),
      create({
        ...pollBody(),
        endDate: new Date(Date.now() - 60_000).toISOString(),
        startDate: new Date(Date.now() - 120_000).toISOString(),
      }),
      create({ ...pollBody(), category: "sports" }),
      create({ ...pollBody(), kind: "lottery" }),
      create({ ...pollBody(), escrowCents: 1_000_000 }),
      create({ ...pollBody(), status: "resolved" }),
      create({ ...pollBody(), imageType: "text/html", imageData: "PGh0bWw+" }),
      viaRaw("POST", "/polls", { token: admin.token, body: "{not json" }),
      viaRaw("POST", "/polls", {
        token: admin.token,
        body: JSON.stringify(pollBody()),
        contentType: "text/plain",
      }),
      viaRaw("POST", "/polls", { token: admin.token, body: "[]" }),
    ]);
  });

  it("stores script payloads in titles as plain text", async () => {
    const payload = `<script>alert("xss")</script><img src=x onerror=alert(1)>`;
    const created = await admin.api.createPoll(pollBody({ title: payload, description: payload }));
    expect(created.title).toBe(payload);
    const response = await fetch(`${server.baseURL}/polls/${created._id}`);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(((await response.json()) as { data: { poll: { title: string } } }).data.poll.title).toBe(
      payload,
    );
  });

  it("PATCH /polls/:id refuses bad fields", async () => {
    const update = (body: unknown, id = marketId) =>
      viaClient(() => admin.api.updatePoll(id, body as never));
    await expectRefusedUnchanged([
      update({ status: "closed" }),
      update({ status: "resolved" }),
      update({ featured: "yes" }),
      update({ startDate: "tomorrow" }),
      update({ category: 7 }),
      update({ volumeCents: 5 }),
      update({ title: "x".repeat(201) }),
      update({ description: "" }),
      update({ endDate: "2000-01-01T00:00:00.000Z" }),
      update({ imageData: "bm90IGFuIGltYWdl", imageType: "image/png" }),
      update({ title: "Nuevo" }, "x".repeat(65)),
      update({ title: "Nuevo" }, "no-such-market"),
    ]);
  });

  it("votes, stop, play, delete, history and results refuse bad ids and bodies", async () => {
    await expectRefusedUnchanged([
      viaClient(() => user.api.votePoll({ pollId } as never)),
      viaClient(() => user.api.votePoll({ pollId, optionId: "" })),
      viaClient(() => user.api.votePoll({ pollId: 12, optionId: "a" } as never)),
      viaClient(() => user.api.votePoll({ pollId, optionId: "a", weight: 100 } as never)),
      viaRaw("POST", "/polls/vote", { token: user.token, body: "null" }),
      viaClient(() => admin.api.stopPoll("x".repeat(65))),
      viaClient(() => admin.api.playPoll("x".repeat(65))),
      viaClient(() => admin.api.deletePoll("x".repeat(65))),
      viaClient(() => admin.api.playPoll(marketId)),
      viaClient(() => server.client().getPriceHistory(marketId, { range: "5y" } as never)),
      viaClient(() =>
        server.client().getPriceHistory(marketId, { range: "1d", extra: 1 } as never),
      ),
      viaClient(() => server.client().getPollResults("x".repeat(65))),
      viaClient(() => server.client().getPollBets("no-such-market")),
      viaClient(() => server.client().getSimilarPolls("no-such-market")),
    ]);
  });
});
