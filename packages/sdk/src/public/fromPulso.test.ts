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

function start(): Pulso {
  const api = createFakeApi();
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
