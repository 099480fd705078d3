import { sampleMarket } from "@pulso/core/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPulso, type Pulso } from "../createPulso";
import { pulsoKeys } from "../cache/queryKeys";
import { createFakeApi, FAKE_API_BASE, success } from "../test-utils/fakeApi";
import { publicDataOf } from "./fromPulso";

const market = sampleMarket();
let pulso: Pulso | null = null;
afterEach(() => {
  pulso?.stop();
  pulso = null;
});

function start(api = createFakeApi()): Pulso {
  api.on("GET", `/polls/${market._id}`, success({ poll: market }));
  pulso = createPulso({
    apiBase: FAKE_API_BASE,
    fetch: api.fetch,
    realtime: false,
    restoreSession: false,
  });
  return pulso;
}

/** How many watches of the market's cache entry are open. */
const watches = (p: Pulso) =>
  p.queryClient
    .getQueryCache()
    .find({ queryKey: pulsoKeys.poll(market._id) })
    ?.getObserversCount();

describe("a market read through the portal's query cache", () => {
  it("tells every subscriber of a change, not only the first (a page and the widgets inside it)", async () => {
    const resource = publicDataOf(start()).market(market._id);
    const page = vi.fn();
    const widget = vi.fn();
    const stops = [resource.subscribe(page), resource.subscribe(widget)];
    await vi.waitFor(() => expect(resource.getSnapshot().data?.title).toBe(market.title));
    page.mockClear();
    widget.mockClear();

    pulso!.queryClient.setQueryData(pulsoKeys.poll(market._id), { ...market, title: "In English" });
    expect(resource.getSnapshot().data?.title).toBe("In English");
    expect(page).toHaveBeenCalled();
    expect(widget).toHaveBeenCalled();

    // One leaving does not silence the other.
    stops[0]!();
    widget.mockClear();
    pulso!.queryClient.setQueryData(pulsoKeys.poll(market._id), { ...market, title: "Otra vez" });
    expect(widget).toHaveBeenCalled();
    expect(page).toHaveBeenCalledTimes(1);
    stops[1]!();
  });

  it("stops following the market when its last subscriber leaves, and picks it up on return", async () => {
    const p = start();
    const resource = publicDataOf(p).market(market._id);
    const stop = resource.subscribe(() => {});
    await vi.waitFor(() => expect(resource.getSnapshot().status).toBe("success"));
    expect(watches(p)).toBe(1);
    const second = resource.subscribe(() => {});
    // Subscribers share one watch of the cache.
    expect(watches(p)).toBe(1);
    stop();
    second();
    expect(watches(p)).toBe(0);

    p.queryClient.setQueryData(pulsoKeys.poll(market._id), {
      ...market,
      title: "Changed while away",
    });
    const back = vi.fn();
    const again = resource.subscribe(back);
    await vi.waitFor(() => expect(resource.getSnapshot().data?.title).toBe("Changed while away"));
    again();
  });
});

describe("a page of the market list read through the portal's query cache", () => {
  it("brings its cards' weeks of prices in one batch, before any card asks, and each card finds its own", async () => {
    const api = createFakeApi();
    const polls = ["m_1", "m_2", "m_3"].map((id) => sampleMarket({ _id: id }));
    api.on(
      "GET",
      "/polls",
      success({
        polls,
        pagination: { page: 1, limit: 12, total: 3, totalPages: 1, hasMore: false },
      }),
    );
    api.on("GET", "/polls/batch", (request) => {
      const ids = (request.query.get("ids") ?? "").split(",");
      return success({
        polls: polls.filter((poll) => ids.includes(poll._id)),
        histories: Object.fromEntries(
          ids.map((id) => [
            id,
            { pollId: id, range: "1w", optionIds: ["o_yes", "o_no"], points: [] },
          ]),
        ),
      });
    });
    const p = start(api);
    const data = publicDataOf(p);
    await data.listMarkets({ limit: 12, sort: "volume", status: "active", page: 1 });
    await vi.waitFor(() => expect(api.calls("GET", "/polls/batch")).toHaveLength(1));
    expect(api.calls("GET", "/polls/batch")[0]?.query.get("ids")?.split(",").sort()).toEqual([
      "m_1",
      "m_2",
      "m_3",
    ]);
    // The cards subscribe later, the first ones before the others: none asks again.
    for (const poll of polls) {
      const history = data.priceHistory(poll._id, "1w");
      const stop = history.subscribe(() => {});
      await vi.waitFor(() => expect(history.getSnapshot().data?.pollId).toBe(poll._id));
      stop();
    }
    expect(api.calls("GET", "/polls/batch")).toHaveLength(1);
    expect(api.requests.filter((request) => request.path.endsWith("/price-history"))).toEqual([]);
  });
});
