import { ApiError, isApiError } from "@pulso/api-client";
import {
  sampleLeaderboard,
  sampleMarket,
  samplePagination,
  samplePriceHistory,
} from "@pulso/core/testing";
import { describe, expect, it } from "vitest";
import { createFakeApi, FAKE_API_BASE, failure, success } from "../test-utils/fakeApi";
import { createPublicCalls, type PublicCallsOptions } from "./publicCalls";

// The public widgets' four GETs (DESIGN §7): the answers and errors api-client gives for them,
// with no more transport than a fetch.

function setup(options: Partial<PublicCallsOptions> = {}) {
  const api = createFakeApi();
  const calls = createPublicCalls({
    apiBase: `${FAKE_API_BASE}/`,
    lang: "en",
    credentials: "omit",
    fetch: api.fetch,
    ...options,
  });
  return { api, calls };
}

/** What a call rejected with (it must reject). */
async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!isApiError(outcome)) throw new Error(`expected an ApiError, got ${String(outcome)}`);
  return outcome;
}

const page = (title: string) =>
  success({
    polls: [sampleMarket({ _id: "m_1", title })],
    pagination: samplePagination(1, { limit: 12 }),
  });

describe("createPublicCalls", () => {
  it("asks the API base for JSON in the reader's language, without cookies or X-Requested-With", async () => {
    const seen: RequestInit[] = [];
    const api = createFakeApi();
    api.on("GET", "/polls/batch", success({ polls: [], histories: {} }));
    const { calls } = setup({
      fetch: (input, init) => {
        seen.push(init ?? {});
        return api.fetch(input, init);
      },
    });
    await calls.getPollBatch({ ids: "m_1,m_2", history: "1w" });
    const [request] = api.requests;
    expect(request?.path).toBe("/polls/batch");
    expect(request?.query.toString()).toBe("ids=m_1%2Cm_2&history=1w");
    expect(request?.headers.get("accept-language")).toBe("en");
    expect(request?.headers.get("accept")).toBe("application/json");
    expect(request?.headers.has("x-requested-with")).toBe(false);
    expect(seen[0]?.credentials).toBe("omit");
  });

  it("sends cookies when told to (the platform's own pages)", async () => {
    const seen: RequestInit[] = [];
    const api = createFakeApi();
    const leaderboard = sampleLeaderboard();
    api.on("GET", "/leaderboard", success({ leaderboard }));
    const { calls } = setup({
      credentials: "include",
      fetch: (input, init) => {
        seen.push(init ?? {});
        return api.fetch(input, init);
      },
    });
    expect(await calls.getLeaderboard({ period: "week" })).toEqual(leaderboard);
    expect(seen[0]?.credentials).toBe("include");
  });

  it("makes market images absolute against the API host (spec §3)", async () => {
    const { api, calls } = setup();
    api.on(
      "GET",
      "/polls/batch",
      success({
        polls: [
          sampleMarket({ _id: "m_1", image: "/uploads/a.png" }),
          sampleMarket({ _id: "m_2", image: "https://cdn.test/b.png" }),
        ],
        histories: {},
      }),
    );
    const batch = await calls.getPollBatch({ ids: "m_1,m_2" });
    expect(batch.polls.map((market) => market.image)).toEqual([
      "http://api.test/uploads/a.png",
      "https://cdn.test/b.png",
    ]);
  });

  it("reads a price history, its market id encoded in the path", async () => {
    const { api, calls } = setup();
    const history = samplePriceHistory(sampleMarket({ _id: "m/1" }), {
      range: "1m",
      points: [{ t: "2026-11-20T12:00:00.000Z", prices: [60, 40] }],
    });
    api.on("GET", "/polls/m%2F1/price-history", success({ history }));
    expect(await calls.getPriceHistory("m/1", { range: "1m" })).toEqual(history);
    expect(api.requests[0]?.query.get("range")).toBe("1m");
  });

  it("turns the server's error envelope into an ApiError with its code, localized message and details", async () => {
    const { api, calls } = setup();
    api.on("GET", "/polls/batch", {
      status: 400,
      body: {
        status: "fail",
        code: "VALIDATION_FAILED",
        message: "Invalid request",
        details: { ids: "INVALID_ID_LIST" },
      },
    });
    const error = await rejection(calls.getPollBatch({ ids: "?" }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "VALIDATION_FAILED",
      message: "Invalid request",
      path: "/polls/batch",
      details: { ids: "INVALID_ID_LIST" },
    });
  });

  it("names other failures by status: HTTP_ERROR, UNAUTHENTICATED for a 401, INVALID_RESPONSE for a 2xx without data", async () => {
    const statuses = [502, 401, 200];
    const { calls } = setup({
      fetch: () =>
        Promise.resolve(
          new Response(statuses[0] === 200 ? "<html>" : "Bad gateway", {
            status: statuses.shift(),
          }),
        ),
    });
    const gateway = await rejection(calls.getLeaderboard({}));
    expect(gateway).toMatchObject({ status: 502, code: "HTTP_ERROR", path: "/leaderboard" });
    expect(await rejection(calls.getLeaderboard({}))).toMatchObject({
      status: 401,
      code: "UNAUTHENTICATED",
    });
    expect(await rejection(calls.getLeaderboard({}))).toMatchObject({
      status: 200,
      code: "INVALID_RESPONSE",
    });
  });

  it("a 2xx carrying an error envelope is that error", async () => {
    // Our server never answers so (the fake API refuses to), but a proxy in between may.
    const { calls } = setup({
      fetch: () =>
        Promise.resolve(
          Response.json(
            { status: "error", code: "INTERNAL_ERROR", message: "Something failed" },
            { status: 200 },
          ),
        ),
    });
    expect(await rejection(calls.getLeaderboard({}))).toMatchObject({
      status: 200,
      code: "INTERNAL_ERROR",
      message: "Something failed",
    });
  });

  it("no answer is NETWORK_ERROR, a slow one TIMEOUT, both with status 0", async () => {
    const down = setup({ fetch: () => Promise.reject(new TypeError("Failed to fetch")) });
    const offline = await rejection(down.calls.getLeaderboard({}));
    expect(offline).toMatchObject({ status: 0, code: "NETWORK_ERROR", path: "/leaderboard" });
    expect(offline.cause).toBeInstanceOf(TypeError);

    const slow = setup({
      timeoutMs: 20,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("", "AbortError"))),
        ),
    });
    expect(await rejection(slow.calls.getPollBatch({ ids: "m_1" }))).toMatchObject({
      status: 0,
      code: "TIMEOUT",
      path: "/polls/batch",
    });
  });
});

describe("createPublicCalls.listPolls (spec §7: one call per second per path)", () => {
  it("shares the answer of the same list asked for within the interval, and asks again after it", async () => {
    const { api, calls } = setup({ throttleMs: 200 });
    api.on("GET", "/polls", page("Uno"));
    const [first, second] = await Promise.all([
      calls.listPolls({ sort: "volume" }),
      calls.listPolls({ sort: "volume" }),
    ]);
    expect(second).toBe(first);
    expect(api.calls("GET", "/polls")).toHaveLength(1);
    expect(first.polls[0]?.title).toBe("Uno");
    // Past the interval the list is asked for again.
    await new Promise((resolve) => setTimeout(resolve, 250));
    api.on("GET", "/polls", page("Dos"));
    expect((await calls.listPolls({ sort: "volume" })).polls[0]?.title).toBe("Dos");
    expect(api.calls("GET", "/polls")).toHaveLength(2);
  });

  it("starts another list no earlier than the interval after the previous one", async () => {
    const starts: number[] = [];
    const api = createFakeApi();
    api.on("GET", "/polls", () => {
      starts.push(Date.now());
      return page("Uno");
    });
    const { calls } = setup({ throttleMs: 150, fetch: api.fetch });
    const asked = Date.now();
    await Promise.all([calls.listPolls({ page: 1 }), calls.listPolls({ page: 2 })]);
    expect(api.calls("GET", "/polls").map((request) => request.query.get("page"))).toEqual([
      "1",
      "2",
    ]);
    expect(starts[1]! - asked).toBeGreaterThanOrEqual(149);
  });

  it("after a network error tries once more; a failed status then is POLLS_FETCH_FAILED", async () => {
    const answers: (() => Promise<Response>)[] = [
      () => Promise.reject(new TypeError("Failed to fetch")),
      () => Promise.resolve(new Response(JSON.stringify(page("Dos").body), { status: 200 })),
      () => Promise.reject(new TypeError("Failed to fetch")),
      () =>
        Promise.resolve(
          new Response(JSON.stringify(failure(503, "UNAVAILABLE").body), { status: 503 }),
        ),
    ];
    const { calls } = setup({ throttleMs: 0, fetch: () => answers.shift()!() });
    expect((await calls.listPolls({ page: 1 })).polls[0]?.title).toBe("Dos");
    expect(await rejection(calls.listPolls({ page: 2 }))).toMatchObject({
      status: 503,
      code: "POLLS_FETCH_FAILED",
      message: "API request failed with status 503",
      path: "/polls",
    });
    expect(answers).toHaveLength(0);
  });

  it("does not try again after a failed status", async () => {
    const { api, calls } = setup({ throttleMs: 0 });
    api.on("GET", "/polls", failure(500, "INTERNAL_ERROR", "Error interno"));
    expect(await rejection(calls.listPolls({}))).toMatchObject({
      status: 500,
      code: "INTERNAL_ERROR",
    });
    expect(api.calls("GET", "/polls")).toHaveLength(1);
  });
});
