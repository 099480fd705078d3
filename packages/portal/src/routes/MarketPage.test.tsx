import { sampleMarket } from "@pulso/core/testing";
import { failure, success, type FakeApi } from "@pulso/sdk/testing";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPortal } from "../test-utils/renderPortal";

afterEach(cleanup);

const market = sampleMarket();
const similarOne = sampleMarket({ _id: "m_2", title: "¿Ganará el partido B el congreso?" });
const similarTwo = sampleMarket({ _id: "m_3", title: "¿Habrá segunda vuelta?", kind: "poll" });
const SIMILAR = `/polls/${market._id}/similar`;

function withMarkets(api: FakeApi) {
  for (const other of [similarOne, similarTwo]) {
    api.on("GET", `/polls/${other._id}`, success({ poll: other }));
    api.on(
      "GET",
      `/comments/polls/${other._id}/comments`,
      success({
        comments: [],
        pagination: { page: 1, limit: 20, total: 0, totalPages: 0, hasMore: false },
      }),
    );
  }
}

const similarSection = () => screen.getByRole("region", { name: "Similar markets" });

describe("a market's similar markets", () => {
  it("lists them as live cards, each titled with a link to its page", async () => {
    const { api, router } = renderPortal(`/market/${market._id}`, {
      lang: "en",
      prepare: (fake) => {
        withMarkets(fake);
        fake.on("GET", SIMILAR, success({ polls: [similarOne, similarTwo] }));
      },
    });
    await screen.findByRole("heading", { level: 1, name: market.title });
    const section = similarSection();
    const links = await within(section).findAllByRole("link", { name: /¿/ });
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [similarOne.title, "/market/m_2"],
      [similarTwo.title, "/market/m_3"],
    ]);
    // The cards themselves are the widgets, showing each market's own title.
    expect(
      await within(section).findByRole("heading", { level: 3, name: similarTwo.title }),
    ).toBeTruthy();
    expect(api.calls("GET", SIMILAR)).toHaveLength(1);

    fireEvent.click(links[0]!);
    await waitFor(() => expect(router.location.pathname).toBe("/market/m_2"));
    expect(await screen.findByRole("heading", { level: 1, name: similarOne.title })).toBeTruthy();
  });

  it("says so while loading, and when there are none", async () => {
    let answer: () => void = () => {};
    renderPortal(`/market/${market._id}`, {
      lang: "en",
      prepare: (fake) =>
        fake.on(
          "GET",
          SIMILAR,
          () =>
            new Promise((resolve) => {
              answer = () => resolve(success({ polls: [] }));
            }),
        ),
    });
    await screen.findByRole("heading", { level: 1, name: market.title });
    expect(within(similarSection()).getByText("Loading similar markets…")).toBeTruthy();
    act(() => answer());
    expect(await within(similarSection()).findByText("No similar markets.")).toBeTruthy();
  });

  it("shows an error with Retry, which asks again", async () => {
    const { api } = renderPortal(`/market/${market._id}`, {
      lang: "en",
      prepare: (fake) => {
        withMarkets(fake);
        fake.on("GET", SIMILAR, failure(500, "INTERNAL_ERROR"));
      },
    });
    await screen.findByRole("heading", { level: 1, name: market.title });
    const section = similarSection();
    expect(await within(section).findByText("Similar markets could not be loaded.")).toBeTruthy();
    api.on("GET", SIMILAR, success({ polls: [similarOne] }));
    fireEvent.click(within(section).getByRole("button", { name: "Retry" }));
    expect(await within(section).findByRole("link", { name: similarOne.title })).toBeTruthy();
    expect(api.calls("GET", SIMILAR)).toHaveLength(2);
  });

  it("is titled in Spanish too", async () => {
    renderPortal(`/market/${market._id}`, {
      prepare: (fake) => fake.on("GET", SIMILAR, success({ polls: [] })),
    });
    await screen.findByRole("heading", { level: 1, name: market.title });
    expect(screen.getByRole("heading", { level: 2, name: "Mercados similares" })).toBeTruthy();
    expect(await screen.findByText("No hay mercados similares.")).toBeTruthy();
  });
});
