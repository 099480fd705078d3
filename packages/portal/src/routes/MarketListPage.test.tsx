import { sampleMarket } from "@pulso/core/testing";
import { success, type FakeApi } from "@pulso/sdk/testing";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPortal } from "../test-utils/renderPortal";

afterEach(cleanup);

const serveList = (api: FakeApi) =>
  api.on(
    "GET",
    "/polls",
    success({
      polls: [sampleMarket()],
      pagination: { page: 1, limit: 12, total: 1, totalPages: 1, hasMore: false },
    }),
  );

/** The query of the market list's latest GET /polls (the category page asks with limit 12). */
const lastListQuery = (api: FakeApi) =>
  Object.fromEntries(
    api
      .calls("GET", "/polls")
      .filter((request) => request.query.get("limit") === "12")
      .at(-1)?.query ?? [],
  );

const checkedSorts = () =>
  screen
    .getAllByRole("radio")
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => radio.getAttribute("value"));

describe("the market list page keeps its view in the address", () => {
  it("opens on open markets, most traded first, with one sort chosen", async () => {
    const { api } = renderPortal("/markets/all", { lang: "es", prepare: serveList });
    await screen.findByRole("link", { name: sampleMarket().title });
    expect(lastListQuery(api)).toMatchObject({ status: "active", sort: "volume" });
    expect((screen.getByLabelText("Estado") as HTMLSelectElement).value).toBe("active");
    expect(checkedSorts()).toEqual(["popular"]);
  });

  it("a shared link restores category, search, status and sort", async () => {
    const { api } = renderPortal("/markets/state?q=gober&status=resolved&sort=newest", {
      lang: "es",
      prepare: serveList,
    });
    await screen.findByRole("link", { name: sampleMarket().title });
    expect(lastListQuery(api)).toEqual({
      limit: "12",
      page: "1",
      category: "state",
      status: "resolved",
      sort: "newest",
      search: "gober",
    });
    expect(screen.getByRole("tab", { name: "Estatales" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("gober");
    expect(screen.getByRole("radio", { name: "Nuevos" })).toHaveProperty("checked", true);
  });

  it("writes each change to the address, one sort at a time, and back restores the last view", async () => {
    const { api, router } = renderPortal("/markets/all", { lang: "en", prepare: serveList });
    await screen.findByRole("link", { name: sampleMarket().title });

    fireEvent.click(screen.getByRole("radio", { name: "New" }));
    await waitFor(() => expect(router.location.search).toBe("?sort=newest"));
    // The router applies a navigation in a transition: the page shows it a moment later.
    await waitFor(() => expect(checkedSorts()).toEqual(["newest"]));
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ sort: "newest" }));

    fireEvent.click(screen.getByRole("radio", { name: "Closing soon" }));
    await waitFor(() => expect(router.location.search).toBe("?sort=ending"));
    await waitFor(() => expect(checkedSorts()).toEqual(["ending"]));

    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "resolved" } });
    await waitFor(() => expect(router.location.search).toBe("?status=resolved&sort=ending"));

    fireEvent.click(screen.getByRole("tab", { name: "Presidential" }));
    await waitFor(() =>
      expect(`${router.location.pathname}${router.location.search}`).toBe(
        "/markets/presidential?status=resolved&sort=ending",
      ),
    );
    await waitFor(() =>
      expect(lastListQuery(api)).toMatchObject({ category: "presidential", status: "resolved" }),
    );

    // The browser's back button: the router's own history steps back one entry.
    act(() => router.navigate(-1 as unknown as string));
    await waitFor(() => expect(router.location.pathname).toBe("/markets/all"));
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "All" }).getAttribute("aria-selected")).toBe("true"),
    );
    expect((screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("resolved");
    act(() => router.navigate(-1 as unknown as string));
    await waitFor(() => expect(router.location.search).toBe("?sort=ending"));
    await waitFor(() =>
      expect((screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("active"),
    );
    expect(checkedSorts()).toEqual(["ending"]);
  });

  it("keeps a typed search in the address and shows it again after going back", async () => {
    const { router } = renderPortal("/markets/all", { lang: "en", prepare: serveList });
    await screen.findByRole("link", { name: sampleMarket().title });
    const box = screen.getByRole("searchbox", { name: "Search markets" });
    fireEvent.input(box, { target: { value: "senado" } });
    await waitFor(() => expect(router.location.search).toBe("?q=senado"));
    fireEvent.click(screen.getByRole("radio", { name: "New" }));
    await waitFor(() => expect(router.location.search).toBe("?q=senado&sort=newest"));
    act(() => router.navigate(-1 as unknown as string));
    act(() => router.navigate(-1 as unknown as string));
    await waitFor(() => expect(router.location.search).toBe(""));
    await waitFor(() => expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe(""));
  });
});
