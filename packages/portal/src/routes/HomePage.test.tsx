import { sampleMarket } from "@pulso/core/testing";
import { success } from "@pulso/sdk/testing";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPortal } from "../test-utils/renderPortal";

afterEach(cleanup);

const featured = [
  sampleMarket({ _id: "m_1", title: "¿Ganará la candidata A?", image: "/uploads/m_1.png" }),
  sampleMarket({ _id: "m_2", title: "¿Habrá segunda vuelta?" }),
  sampleMarket({ _id: "m_3", title: "¿Ganará el partido B el congreso?" }),
];

function renderHome() {
  return renderPortal("/", {
    lang: "en",
    prepare: (api) => {
      api.on(
        "GET",
        "/polls",
        success({
          polls: featured,
          pagination: { page: 1, limit: 6, total: 3, totalPages: 1, hasMore: false },
        }),
      );
      for (const market of featured) {
        api.on("GET", `/polls/${market._id}`, success({ poll: market }));
      }
    },
  });
}

const featuredSection = () => screen.findByRole("region", { name: "Featured markets" });

describe("the home page's featured markets", () => {
  it("titles each card with one link to its market, and no second link under it", async () => {
    const { router } = renderHome();
    const section = await featuredSection();
    await waitFor(() => expect(within(section).getAllByRole("article")).toHaveLength(3));
    for (const market of featured) {
      const links = await within(section).findAllByRole("link", { name: market.title });
      expect(links).toHaveLength(1);
      expect(links[0]!.closest("h3")).toBeTruthy();
      expect(links[0]!.getAttribute("href")).toBe(`/market/${market._id}`);
    }
    fireEvent.click(within(section).getByRole("link", { name: featured[1]!.title }));
    await waitFor(() => expect(router.location.pathname).toBe("/market/m_2"));
  });

  it("shows a market's image with a text alternative and a reserved size", async () => {
    renderHome();
    const section = await featuredSection();
    const image = await within(section).findByRole("img", {
      name: `Image for the market: ${featured[0]!.title}`,
    });
    expect(image.getAttribute("width")).toBeTruthy();
    expect(image.getAttribute("height")).toBeTruthy();
    expect(image.getAttribute("loading")).toBe("lazy");
  });

  it("lays three cards out so that no row is left part empty", async () => {
    renderHome();
    const section = await featuredSection();
    await waitFor(() => expect(within(section).getAllByRole("article")).toHaveLength(3));
    // Three cards: three in a row, or on two columns the first one across both.
    expect(within(section).getAllByRole("article")[0]!.closest("ul")?.className).toBe(
      "mkt-featured mkt-featured--max3 mkt-featured--lead2",
    );
  });
});
