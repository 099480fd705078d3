import type { Language, Market } from "@pulso/core";
import { sampleMarket } from "@pulso/core/testing";
import { createPulso, type Pulso } from "@pulso/sdk";
import { createPublicClient, type PublicClient } from "@pulso/sdk/public";
import { createFakeApi, FAKE_API_BASE, success, type FakeApi } from "@pulso/sdk/testing";
import { createFakeWebSocketServer, type FakeWebSocketServer } from "@pulso/sdk/testing";

/** A market fixture with an image, English texts and a mid-day end date (stable in any time zone). */
export function testMarket(overrides: Partial<Market> = {}): Market {
  const base = sampleMarket();
  return sampleMarket({
    image: "http://api.test/uploads/m_1.png",
    endDate: "2026-12-01T12:00:00.000Z",
    translations: {
      es: base.translations.es,
      en: {
        title: "Will candidate A win the presidency?",
        description: "Resolves with the official result.",
        resolutionSource: "National Electoral Council",
        resolutionRules: "Yes if candidate A is declared the winner.",
      },
    },
    options: [
      { ...base.options[0]!, price: 62, percentage: 62 },
      { ...base.options[1]!, price: 38, percentage: 38 },
    ],
    change24h: 3,
    ...overrides,
  });
}

/** A week of prices for {@link testMarket}: Sí from 55 to 60, low 50, high 64. */
export function testHistory(market: Market = testMarket()) {
  const ids = market.options.map((option) => option._id);
  const yes = [55, 50, 64, 60];
  return {
    history: {
      pollId: market._id,
      range: "1w" as const,
      optionIds: ids,
      points: yes.map((price, index) => ({
        t: `2026-11-${String(20 + index).padStart(2, "0")}T12:00:00.000Z`,
        prices: [price, 100 - price],
      })),
    },
  };
}

/**
 * Serves GET /polls/batch on a fake API from `markets`, with each one's week from
 * {@link testHistory} when the batch asks for histories (ids it does not know are left out).
 */
export function serveMarketBatch(api: FakeApi, markets: readonly Market[]): void {
  api.on("GET", "/polls/batch", (request) => {
    const ids = (request.query.get("ids") ?? "").split(",");
    const found = markets.filter((market) => ids.includes(market._id));
    const histories = request.query.get("history")
      ? Object.fromEntries(found.map((market) => [market._id, testHistory(market).history]))
      : {};
    return success({ polls: found, histories });
  });
}

/** A lean public client on a fake API and a fake socket. */
export interface TestPublicClient {
  client: PublicClient;
  api: FakeApi;
  sockets: FakeWebSocketServer;
}

/**
 * Creates the public client embedded widgets use, on a fake API serving `market` (in batches and
 * alone) and its week's history, and a fake socket. Batches gather for no time at all.
 */
export function createTestPublicClient(
  market: Market = testMarket(),
  apiBase: string = FAKE_API_BASE,
): TestPublicClient {
  const api = createFakeApi();
  const sockets = createFakeWebSocketServer();
  serveMarketBatch(api, [market]);
  api.on("GET", `/polls/${market._id}/price-history`, success(testHistory(market)));
  const client = createPublicClient({
    apiBase,
    fetch: api.fetch,
    WebSocket: sockets.WebSocket,
    batchWindowMs: 0,
  });
  return { client, api, sockets };
}

/** An sdk instance on a fake API and a fake socket, with a market and its history served. */
export interface TestPulso {
  pulso: Pulso;
  api: FakeApi;
  sockets: FakeWebSocketServer;
}

/** Creates a test sdk: `GET /polls/m_1` and its price history answer; nothing is started. */
export function createTestPulso(lang: Language = "es", market: Market = testMarket()): TestPulso {
  const api = createFakeApi();
  const sockets = createFakeWebSocketServer();
  api.on("GET", `/polls/${market._id}`, success({ poll: market }));
  api.on("GET", `/polls/${market._id}/price-history`, success(testHistory(market)));
  const pulso = createPulso({
    apiBase: FAKE_API_BASE,
    lang,
    fetch: api.fetch,
    WebSocket: sockets.WebSocket,
    restoreSession: false,
    requestedWith: false,
  });
  return { pulso, api, sockets };
}
