import type { Market } from "@pulso/core";
import { sampleMarket } from "@pulso/core/testing";
import { createPulso } from "@pulso/sdk";
import { createFakeApi, FAKE_API_BASE, success, type FakeRequest } from "@pulso/sdk/testing";
import { describe, expect, it } from "vitest";
import {
  FEATURED_COLUMNS,
  featuredGridClass,
  featuredGridLayout,
  featuredMarketsQuery,
  pickFeaturedMarkets,
} from "./featuredGrid";

/** The cells each row holds when `count` cards are placed in `columns` columns by the layout. */
function rows(count: number, screenColumns: number): number[] {
  const { maxColumns, leadSpansAt } = featuredGridLayout(count);
  const columns = Math.min(screenColumns, maxColumns);
  const spans = Array.from({ length: count }, (_, index) =>
    index === 0 && leadSpansAt.includes(columns as 2 | 3) ? 2 : 1,
  );
  const filled: number[] = [];
  let row = 0;
  for (const span of spans) {
    if (row + span > columns) {
      filled.push(row);
      row = 0;
    }
    row += span;
  }
  if (row > 0) filled.push(row);
  return filled.map((cells) => cells / columns);
}

describe("the featured grid", () => {
  it.each([1, 2, 3, 4, 5, 6])(
    "fills every row with %i cards at one, two and three columns",
    (count) => {
      for (const columns of FEATURED_COLUMNS) {
        expect(rows(count, columns), `${count} cards, ${columns} columns`).toEqual(
          rows(count, columns).map(() => 1),
        );
      }
    },
  );

  it("names the layout in classes the stylesheet reads", () => {
    expect(featuredGridClass(6)).toBe("mkt-featured mkt-featured--max3");
    expect(featuredGridClass(5)).toBe(
      "mkt-featured mkt-featured--max3 mkt-featured--lead2 mkt-featured--lead3",
    );
    expect(featuredGridClass(4)).toBe("mkt-featured mkt-featured--max2");
    expect(featuredGridClass(3)).toBe("mkt-featured mkt-featured--max3 mkt-featured--lead2");
  });
});

const market = (id: string, status: Market["status"] = "active") =>
  sampleMarket({ _id: id, title: `Market ${id}`, status });
const ids = (markets: readonly Market[]) => markets.map((one) => one._id);
const page = (polls: Market[]) =>
  success({
    polls,
    pagination: { page: 1, limit: 6, total: polls.length, totalPages: 1, hasMore: false },
  });

describe("the featured markets", () => {
  it("never features a resolved, closed, cancelled or upcoming market", () => {
    const featured = [
      market("m_resolved", "resolved"),
      market("m_open"),
      market("m_cancelled", "cancelled"),
      market("m_closed", "closed"),
      market("m_upcoming", "upcoming"),
    ];
    expect(ids(pickFeaturedMarkets(featured, [], 6))).toEqual(["m_open"]);
  });

  it("fills up with the busiest open markets, without repeating one, up to the count", () => {
    const featured = [market("m_1"), market("m_2", "resolved")];
    const busiest = [market("m_9", "cancelled"), market("m_1"), market("m_3"), market("m_4")];
    expect(ids(pickFeaturedMarkets(featured, busiest, 6))).toEqual(["m_1", "m_3", "m_4"]);
    expect(ids(pickFeaturedMarkets(featured, busiest, 2))).toEqual(["m_1", "m_3"]);
  });

  async function loadFeatured(
    answer: (request: FakeRequest) => Market[],
    count = 3,
  ): Promise<{ markets: Market[]; requests: FakeRequest[] }> {
    const api = createFakeApi();
    api.on("GET", "/polls", (request) => page(answer(request)));
    const pulso = createPulso({ apiBase: FAKE_API_BASE, fetch: api.fetch, realtime: false });
    const markets = await pulso.queryClient.fetchQuery(featuredMarketsQuery(pulso, count));
    return { markets, requests: api.calls("GET", "/polls") };
  }

  it("asks the server for open featured markets only, and stops there when they fill the grid", async () => {
    const { markets, requests } = await loadFeatured(() => [
      market("m_1"),
      market("m_2"),
      market("m_3"),
    ]);
    expect(ids(markets)).toEqual(["m_1", "m_2", "m_3"]);
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]!.query)).toMatchObject({
      featured: "true",
      status: "active",
      limit: "3",
    });
  });

  it("falls back to the most active open markets when too few featured ones are open", async () => {
    const { markets, requests } = await loadFeatured((request) =>
      request.query.get("featured") === "true"
        ? // A server that still answers a finished market: it is left out all the same.
          [market("m_featured"), market("m_done", "resolved")]
        : [market("m_featured"), market("m_busy"), market("m_busier")],
    );
    expect(ids(markets)).toEqual(["m_featured", "m_busy", "m_busier"]);
    expect(requests).toHaveLength(2);
    expect(Object.fromEntries(requests[1]!.query)).toMatchObject({
      status: "active",
      sort: "volume",
    });
    expect(requests[1]!.query.get("featured")).toBeNull();
  });
});
