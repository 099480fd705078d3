import { sampleMarket, samplePriceHistory } from "@pulso/core/testing";
import { describe, expect, it } from "vitest";
import { createFakeApi, FAKE_API_BASE, failure, success } from "../test-utils/fakeApi";
import { createFakeWebSocketServer } from "../test-utils/fakeWebSocket";
import { createPublicClient } from "./createPublicClient";

// A first paint's markup comes in the batch request that loads the markets (DESIGN §7).

function setup() {
  const api = createFakeApi();
  const markets = [sampleMarket({ _id: "m_1" }), sampleMarket({ _id: "m_2" })];
  api.on("GET", "/polls/batch", (request) => {
    const ids = (request.query.get("ids") ?? "").split(",");
    const found = markets.filter((market) => ids.includes(market._id));
    const widget = request.query.get("markup");
    const theme = request.query.get("theme");
    return success({
      polls: found,
      histories: request.query.get("history")
        ? Object.fromEntries(found.map((market) => [market._id, samplePriceHistory(market)]))
        : {},
      ...(widget
        ? {
            markup: Object.fromEntries(
              found.map((market) => [
                market._id,
                { live: `${widget}:${market._id}:${theme}`, offline: `offline:${market._id}` },
              ]),
            ),
          }
        : {}),
    });
  });
  const client = createPublicClient({
    apiBase: FAKE_API_BASE,
    fetch: api.fetch,
    WebSocket: createFakeWebSocketServer().WebSocket,
    batchWindowMs: 0,
  });
  const batches = () => api.requests.filter((request) => request.path === "/polls/batch");
  return { api, client, batches };
}

const CARD = { widget: "market-card", lang: "es", theme: "light" } as const;

describe("publicClient.markup", () => {
  it("asks for the markup of a page's cards in one batch, and holds their markets for the live cards", async () => {
    const { client, batches } = setup();
    const [first, second, missing] = await Promise.all([
      client.markup("m_1", CARD),
      client.markup("m_2", CARD),
      client.markup("nothing", CARD),
    ]);
    expect(first).toEqual({ live: "market-card:m_1:light", offline: "offline:m_1" });
    expect(second?.live).toBe("market-card:m_2:light");
    expect(missing).toBeNull();
    expect(batches()).toHaveLength(1);
    const query = batches()[0]!.query;
    expect(query.get("ids")?.split(",").sort()).toEqual(["m_1", "m_2", "nothing"]);
    expect(query.get("history")).toBe("1w");
    expect(query.get("lang")).toBe("es");
    // The live card finds its market and week loaded: following them fetches nothing more.
    const stops = [client.market("m_1"), client.priceHistory("m_1", "1w")].map((data) =>
      data.subscribe(() => {}),
    );
    expect(client.market("m_1").getSnapshot()).toMatchObject({ status: "success" });
    expect(client.priceHistory("m_1", "1w").getSnapshot()).toMatchObject({ status: "success" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(batches()).toHaveLength(1);
    for (const stop of stops) stop();
    client.stop();
  });

  it("asks once per theme and language, and a plain request for the same market joins the markup one", async () => {
    const { client, batches } = setup();
    const dark = client.markup("m_1", { ...CARD, theme: "dark" });
    const english = client.markup("m_2", { ...CARD, lang: "en" });
    const stop = client.market("m_2").subscribe(() => {});
    await Promise.all([dark, english]);
    expect(batches().map((request) => request.query.get("theme") ?? "")).toEqual(["dark", "light"]);
    expect(batches().map((request) => request.query.get("lang"))).toEqual(["es", "en"]);
    expect((await dark)?.live).toBe("market-card:m_1:dark");
    stop();
    client.stop();
  });

  it("answers null when the request fails, and on stop", async () => {
    const { api, client } = setup();
    api.on("GET", "/polls/batch", () => failure(503, "SERVICE_UNAVAILABLE", "down"));
    expect(await client.markup("m_1", CARD)).toBeNull();
    const pending = client.markup("m_2", CARD);
    client.stop();
    expect(await pending).toBeNull();
  });
});
