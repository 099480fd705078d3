import type { PriceHistory } from "@pulso/api-client";
import { sampleMarket } from "@pulso/core/testing";
import { describe, expect, it } from "vitest";
import { createPulso } from "../createPulso";
import { createFakeApi, failure, FAKE_API_BASE, success } from "../test-utils/fakeApi";

/** A week of `id`'s prices whose first option starts at `first` cents. */
const week = (id: string, first: number): PriceHistory => ({
  pollId: id,
  range: "1w",
  optionIds: ["o_yes", "o_no"],
  points: [{ t: "2026-11-20T12:00:00.000Z", prices: [first, 100 - first] }],
});

/** A full sdk over a fake API that knows markets m_1, m_2 and m_3, alone and in batches. */
function setUp() {
  const api = createFakeApi();
  const known = new Map(["m_1", "m_2", "m_3"].map((id, index) => [id, week(id, 40 + index)]));
  api.on("GET", "/polls/batch", (request) => {
    const ids = (request.query.get("ids") ?? "").split(",").filter((id) => known.has(id));
    return success({
      polls: ids.map((id) => sampleMarket({ _id: id })),
      histories: request.query.get("history")
        ? Object.fromEntries(ids.map((id) => [id, known.get(id)]))
        : {},
    });
  });
  for (const [id, history] of known) {
    api.on("GET", `/polls/${id}/price-history`, success({ history }));
  }
  const pulso = createPulso({
    apiBase: FAKE_API_BASE,
    fetch: api.fetch,
    realtime: false,
    restoreSession: false,
  });
  pulso.queryClient.setDefaultOptions({ queries: { retry: false } });
  const weekOf = (id: string) => pulso.queryClient.fetchQuery(pulso.queries.priceHistory(id, "1w"));
  const historyCalls = () =>
    api.requests.filter((request) => request.path.endsWith("/price-history"));
  return { api, pulso, weekOf, historyCalls };
}

describe("a page of cards' week histories", () => {
  it("come in one batch request, each market's own week to its card", async () => {
    const { api, weekOf, historyCalls } = setUp();
    const [first, second, third] = await Promise.all([weekOf("m_1"), weekOf("m_2"), weekOf("m_3")]);
    expect(first.pollId).toBe("m_1");
    expect(second.pollId).toBe("m_2");
    expect(third.points[0]?.prices).toEqual([42, 58]);
    const batches = api.calls("GET", "/polls/batch");
    expect(batches).toHaveLength(1);
    expect(batches[0]?.query.get("ids")?.split(",").sort()).toEqual(["m_1", "m_2", "m_3"]);
    expect(batches[0]?.query.get("history")).toBe("1w");
    expect(historyCalls()).toHaveLength(0);
  });

  it("are asked for in a task of their own, after the one in which the cards asked", async () => {
    const { api, weekOf } = setUp();
    const asked = Promise.all([weekOf("m_1"), weekOf("m_2")]);
    // The task's microtasks (the cards' subscriptions settling) run without the request.
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    expect(api.requests).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.calls("GET", "/polls/batch")).toHaveLength(1);
    await asked;
  });

  it("a card gone before the request is left out of it: its query is cancelled, not asked", async () => {
    const { api, pulso, weekOf, historyCalls } = setUp();
    const kept = weekOf("m_1");
    const gone = weekOf("m_2").then(
      () => "loaded",
      () => "cancelled",
    );
    await pulso.queryClient.cancelQueries({
      queryKey: pulso.queries.priceHistory("m_2", "1w").queryKey,
    });
    expect((await kept).pollId).toBe("m_1");
    expect(await gone).toBe("cancelled");
    // The one market still waited for goes alone, with its own call.
    expect(api.calls("GET", "/polls/batch")).toHaveLength(0);
    expect(historyCalls().map((request) => request.path)).toEqual(["/polls/m_1/price-history"]);
  });

  it("a market asked for alone keeps its own call", async () => {
    const { api, weekOf, historyCalls } = setUp();
    expect((await weekOf("m_2")).pollId).toBe("m_2");
    expect(api.calls("GET", "/polls/batch")).toHaveLength(0);
    expect(historyCalls().map((request) => request.query.get("range"))).toEqual(["1w"]);
  });

  it("a market the batch leaves out fails as not found, the others load", async () => {
    const { weekOf } = setUp();
    const [known, gone] = await Promise.allSettled([weekOf("m_1"), weekOf("m_gone")]);
    expect(known.status === "fulfilled" && known.value.pollId).toBe("m_1");
    expect(gone.status).toBe("rejected");
    expect(gone.status === "rejected" && gone.reason).toMatchObject({
      status: 404,
      code: "NOT_FOUND",
    });
  });

  it("a failed batch fails every card in it", async () => {
    const { api, weekOf } = setUp();
    api.on("GET", "/polls/batch", failure(503, "SERVICE_UNAVAILABLE"));
    const results = await Promise.allSettled([weekOf("m_1"), weekOf("m_2")]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
  });

  it("other ranges (the market page's chart) are never batched", async () => {
    const { api, pulso } = setUp();
    await Promise.all(
      ["m_1", "m_2"].map((id) =>
        pulso.queryClient.fetchQuery(pulso.queries.priceHistory(id, "1m")),
      ),
    );
    expect(api.calls("GET", "/polls/batch")).toHaveLength(0);
    expect(api.calls("GET", "/polls/m_1/price-history")[0]?.query.get("range")).toBe("1m");
  });
});
