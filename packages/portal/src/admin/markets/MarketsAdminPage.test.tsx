import { sampleMarket } from "@pulso/core/testing";
import { failure, success } from "@pulso/sdk/testing";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { adminPage } from "../../test-utils/adminSamples";
import { renderPortal, testUser } from "../../test-utils/renderPortal";

afterEach(cleanup);

const admin = testUser({ role: "admin", name: "Admin" });
const active = sampleMarket({ _id: "m_1", title: "Active market", status: "active" });
const closed = sampleMarket({ _id: "m_2", title: "Closed market", status: "closed" });
const review = sampleMarket({ _id: "m_3", title: "Market in review", status: "pending_review" });

function renderMarkets(path = "/admin") {
  return renderPortal(path, {
    lang: "en",
    user: admin,
    prepare: (api) => {
      api.on(
        "GET",
        "/polls",
        success({ polls: [active, closed, review], pagination: adminPage(3) }),
      );
      api.on("PATCH", "/polls/m_1/stop", success({ poll: { ...active, status: "closed" } }));
      api.on("PATCH", "/polls/m_2/play", success({ poll: { ...closed, status: "active" } }));
      api.on("POST", "/polls/resolve", success({ poll: { ...active, status: "resolved" } }));
      api.on("POST", "/polls/m_1/cancel", success({ poll: { ...active, status: "cancelled" } }));
    },
  });
}

const row = async (title: string) =>
  (await screen.findByRole("link", { name: title })).closest("tr") as HTMLElement;

describe("the admin markets screen", () => {
  it("lists every market, in review ones included, with the actions each status allows", async () => {
    const { pulso } = renderMarkets();
    expect(await screen.findByRole("heading", { level: 1, name: "Manage markets" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Administration" });
    for (const name of [
      "Markets",
      "Suggestions",
      "Tickets",
      "Withdrawals",
      "Banners",
      "Market links",
      "Footer",
    ]) {
      expect(within(nav).getByRole("link", { name })).toBeTruthy();
    }
    const activeRow = await row("Active market");
    expect(within(activeRow).getByRole("button", { name: "Stop" })).toBeTruthy();
    expect(within(activeRow).getByRole("button", { name: "Resolve" })).toBeTruthy();
    expect(within(activeRow).getByRole("button", { name: "Cancel" })).toBeTruthy();
    expect(within(activeRow).queryByRole("button", { name: "Play" })).toBeNull();
    const closedRow = await row("Closed market");
    expect(within(closedRow).getByRole("button", { name: "Play" })).toBeTruthy();
    expect(within(closedRow).queryByRole("button", { name: "Stop" })).toBeNull();
    expect(
      within(await row("Market in review")).getByRole("button", { name: "Publish" }),
    ).toBeTruthy();
    const lists = pulso.queryClient.getQueryCache().findAll({ queryKey: ["polls", "list"] });
    expect(lists.map((query) => query.queryKey[2])).toContainEqual(
      expect.objectContaining({ status: "all" }),
    );
  });

  it("keeps rows compact: a title on one line with its whole text as a tooltip, actions as one named group", async () => {
    renderMarkets();
    const activeRow = await row("Active market");
    const title = within(activeRow).getByRole("link", { name: "Active market" }).parentElement!;
    expect(title.className).toBe("admin-cell-text");
    expect(title.getAttribute("title")).toBe("Active market");
    const actions = within(activeRow).getByRole("group", { name: "Actions: Active market" });
    expect(actions.className).toBe("admin-row-actions");
    expect(
      within(actions)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Stop", "Resolve", "Cancel"]);
  });

  it("stops an active market and plays a closed one, saying so", async () => {
    const { api } = renderMarkets();
    fireEvent.click(within(await row("Active market")).getByRole("button", { name: "Stop" }));
    expect(await screen.findByText("Trading on “Active market” stopped.")).toBeTruthy();
    expect(api.calls("PATCH", "/polls/m_1/stop")).toHaveLength(1);
    fireEvent.click(within(await row("Closed market")).getByRole("button", { name: "Play" }));
    expect(await screen.findByText("Trading on “Closed market” resumed.")).toBeTruthy();
    expect(api.calls("PATCH", "/polls/m_2/play")).toHaveLength(1);
  });

  it("resolves only after a winner is picked and confirmed, sending pollId and winnerId", async () => {
    const { api } = renderMarkets();
    fireEvent.click(within(await row("Active market")).getByRole("button", { name: "Resolve" }));
    const dialog = screen.getByRole("dialog", { name: "Resolve “Active market”" });
    const confirm = within(dialog).getByRole("button", { name: "Confirm resolution" });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole("radio", { name: "No" }));
    expect(api.calls("POST", "/polls/resolve")).toHaveLength(0);
    fireEvent.click(confirm);
    expect(await screen.findByText("“Active market” is resolved.")).toBeTruthy();
    expect(api.calls("POST", "/polls/resolve").map((call) => call.body)).toEqual([
      { pollId: "m_1", winnerId: "o_no" },
    ]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("cancels only after confirming, and can be backed out of", async () => {
    const { api } = renderMarkets();
    const cancel = within(await row("Active market")).getByRole("button", { name: "Cancel" });
    cancel.focus();
    fireEvent.click(cancel);
    expect(document.activeElement).toBe(screen.getByRole("dialog"));
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(cancel);
    fireEvent.click(within(await row("Active market")).getByRole("button", { name: "Cancel" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel “Active market”?" });
    expect(within(dialog).getByText(/every stake is refunded/)).toBeTruthy();
    expect(api.calls("POST", "/polls/m_1/cancel")).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm cancellation" }));
    expect(
      await screen.findByText("“Active market” was cancelled and every stake refunded."),
    ).toBeTruthy();
    expect(api.calls("POST", "/polls/m_1/cancel")).toHaveLength(1);
  });

  it("shows the market's new status and actions once stopped", async () => {
    let status: "active" | "closed" = "active";
    renderPortal("/admin/markets", {
      lang: "en",
      user: admin,
      prepare: (api) => {
        api.on("GET", "/polls", () =>
          success({ polls: [{ ...active, status }], pagination: adminPage(1) }),
        );
        api.on("PATCH", "/polls/m_1/stop", () => {
          status = "closed";
          return success({ poll: { ...active, status } });
        });
      },
    });
    fireEvent.click(within(await row("Active market")).getByRole("button", { name: "Stop" }));
    expect(
      await within(await row("Active market")).findByRole("button", { name: "Play" }),
    ).toBeTruthy();
    expect(within(await row("Active market")).getByText("Closed")).toBeTruthy();
  });

  it("publishes a market in review and searches by text", async () => {
    const { api, pulso } = renderMarkets();
    api.on("PATCH", "/polls/m_3", (request) =>
      success({ poll: { ...review, ...(request.body as object) } }),
    );
    fireEvent.click(within(await row("Market in review")).getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("“Market in review” is published.")).toBeTruthy();
    expect(api.calls("PATCH", "/polls/m_3").map((call) => call.body)).toEqual([
      { status: "active" },
    ]);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search by title or description" }), {
      target: { value: "runoff" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(
        pulso.queryClient
          .getQueryCache()
          .findAll({ queryKey: ["polls", "list"] })
          .map((query) => query.queryKey[2]),
      ).toContainEqual(expect.objectContaining({ status: "all", search: "runoff" })),
    );
  });

  it("says why an action failed", async () => {
    const rendered = renderPortal("/admin/markets", {
      lang: "en",
      user: admin,
      prepare: (fake) => {
        fake.on("GET", "/polls", success({ polls: [active], pagination: adminPage(1) }));
        fake.on("PATCH", "/polls/m_1/stop", failure(400, "INVALID_STATUS_TRANSITION"));
      },
    });
    fireEvent.click(within(await row("Active market")).getByRole("button", { name: "Stop" }));
    expect(
      await screen.findByText("Could not complete: This market cannot change to that status now."),
    ).toBeTruthy();
    expect(rendered.api.calls("PATCH", "/polls/m_1/stop")).toHaveLength(1);
  });

  it("shows the empty and error states", async () => {
    renderPortal("/admin/markets", {
      lang: "en",
      user: admin,
      prepare: (api) => api.on("GET", "/polls", failure(500, "INTERNAL_ERROR")),
    });
    expect(await screen.findByText("The data could not be loaded.")).toBeTruthy();
    cleanup();
    renderPortal("/admin/markets", {
      lang: "en",
      user: admin,
      prepare: (api) => api.on("GET", "/polls", success({ polls: [], pagination: adminPage(0) })),
    });
    expect(await screen.findByText("No markets match this filter.")).toBeTruthy();
  });

  it("keeps readers out of admin sub-routes", async () => {
    renderPortal("/admin/withdrawals", { lang: "en", user: testUser() });
    expect(await screen.findByRole("heading", { level: 1, name: "Restricted area" })).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole("navigation", { name: "Administration" })).toBeNull(),
    );
  });

  it("names the admin sections in Spanish", async () => {
    renderPortal("/admin", {
      lang: "es",
      user: admin,
      prepare: (api) =>
        api.on("GET", "/polls", success({ polls: [active], pagination: adminPage(1) })),
    });
    const nav = await screen.findByRole("navigation", { name: "Administración" });
    for (const name of ["Mercados", "Sugerencias", "Tickets", "Retiros"]) {
      expect(within(nav).getByRole("link", { name })).toBeTruthy();
    }
    const activeRow = await row("Active market");
    expect(within(activeRow).getByRole("button", { name: "Resolver" })).toBeTruthy();
  });
});
