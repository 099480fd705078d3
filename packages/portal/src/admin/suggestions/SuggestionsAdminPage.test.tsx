import { sampleMarket } from "@pulso/core/testing";
import { type FakeResponse, failure, held, success } from "@pulso/sdk/testing";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { adminPage, adminSuggestion } from "../../test-utils/adminSamples";
import { renderPortal, testUser } from "../../test-utils/renderPortal";

afterEach(cleanup);

const admin = testUser({ role: "admin", name: "Admin" });
const pending = adminSuggestion();
const approved = adminSuggestion({
  _id: "s_2",
  titleEn: "Will the mayor be re-elected?",
  status: "approved",
  profitSharePercentage: 10,
});
const market = sampleMarket({ _id: "m_9", title: "Mayor re-elected?" });
const settled = sampleMarket({ _id: "m_8", title: "Old race", status: "resolved" });

function renderSuggestions(
  lang: "en" | "es" = "en",
  marketsAnswer: () => FakeResponse | Promise<FakeResponse> = () =>
    success({ polls: [market, settled], pagination: adminPage(2) }),
) {
  return renderPortal("/admin/suggestions", {
    lang,
    user: admin,
    prepare: (api) => {
      api.on(
        "GET",
        "/poll-suggestions",
        success({ suggestions: [pending, approved], pagination: adminPage(2) }),
      );
      api.on("GET", "/polls", marketsAnswer);
      api.on("PATCH", "/poll-suggestions/s_1", (request) =>
        success({ suggestion: { ...pending, ...(request.body as object) } }),
      );
      api.on("PATCH", "/poll-suggestions/s_2", (request) =>
        success({ suggestion: { ...approved, ...(request.body as object) } }),
      );
    },
  });
}

const row = async (title: string) => (await screen.findByText(title)).closest("tr") as HTMLElement;

describe("the admin suggestions screen", () => {
  it("approves with a profit share of 5–15% and refuses one outside it", async () => {
    const { api } = renderSuggestions();
    const pendingRow = await row("Will turnout pass 60%?");
    const share = within(pendingRow).getByLabelText("Profit share (%)");
    fireEvent.change(share, { target: { value: "20" } });
    fireEvent.click(within(pendingRow).getByRole("button", { name: "Approve" }));
    expect(
      await within(pendingRow).findByText("The profit share must be between 5% and 15%."),
    ).toBeTruthy();
    expect(share.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(share, { target: { value: "4" } });
    fireEvent.click(within(pendingRow).getByRole("button", { name: "Approve" }));
    expect(api.calls("PATCH", "/poll-suggestions/s_1")).toHaveLength(0);

    fireEvent.change(share, { target: { value: "12.5" } });
    fireEvent.change(within(pendingRow).getByLabelText("Admin notes"), {
      target: { value: "Clear source." },
    });
    fireEvent.click(within(pendingRow).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Suggestion approved with a 12.5% profit share.")).toBeTruthy();
    expect(api.calls("PATCH", "/poll-suggestions/s_1").map((call) => call.body)).toEqual([
      { status: "approved", profitSharePercentage: 12.5, adminNotes: "Clear source." },
    ]);
  });

  it("rejects only after confirming", async () => {
    const { api } = renderSuggestions();
    fireEvent.click(
      within(await row("Will turnout pass 60%?")).getByRole("button", { name: "Reject" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Reject “Will turnout pass 60%?”?" });
    expect(api.calls("PATCH", "/poll-suggestions/s_1")).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm rejection" }));
    expect(await screen.findByText("Suggestion rejected.")).toBeTruthy();
    expect(api.calls("PATCH", "/poll-suggestions/s_1").map((call) => call.body)).toEqual([
      { status: "rejected" },
    ]);
  });

  it("links an approved suggestion to a market", async () => {
    const { api } = renderSuggestions();
    const approvedRow = await row("Will the mayor be re-elected?");
    const linkButton = await within(approvedRow).findByRole("button", { name: "Link market" });
    expect((linkButton as HTMLButtonElement).disabled).toBe(true);
    const select = within(approvedRow).getByLabelText("Market");
    await within(select).findByRole("option", { name: "Mayor re-elected?" });
    expect(within(select).queryByRole("option", { name: "Old race" })).toBeNull();
    fireEvent.change(select, { target: { value: "m_9" } });
    fireEvent.click(linkButton);
    expect(await screen.findByText("Suggestion linked to the market.")).toBeTruthy();
    expect(api.calls("PATCH", "/poll-suggestions/s_2").map((call) => call.body)).toEqual([
      { status: "created", linkedMarketId: "m_9" },
    ]);
  });

  it("says the markets are loading until they arrive, not that there are none", async () => {
    const markets = held(success({ polls: [settled], pagination: adminPage(1) }));
    renderSuggestions("en", markets.handler);
    const approvedRow = await row("Will the mayor be re-elected?");
    expect(within(approvedRow).getByRole("status").textContent).toBe("Loading…");
    expect(within(approvedRow).queryByText("There are no markets to link.")).toBeNull();
    markets.answer();
    expect(await within(approvedRow).findByText("There are no markets to link.")).toBeTruthy();
    expect(within(approvedRow).queryByRole("button", { name: "Link market" })).toBeNull();
  });

  it("says when the markets to link could not be loaded, with a retry", async () => {
    let calls = 0;
    renderSuggestions("es", () =>
      ++calls === 1
        ? failure(500, "INTERNAL_ERROR")
        : success({ polls: [market], pagination: adminPage(1) }),
    );
    const approvedRow = await row("Will the mayor be re-elected?");
    const alert = await within(approvedRow).findByRole("alert");
    expect(alert.textContent).toContain("No se pudieron cargar los mercados para enlazar.");
    fireEvent.click(within(approvedRow).getByRole("button", { name: "Reintentar" }));
    expect(
      await within(approvedRow).findByRole("button", { name: "Enlazar mercado" }),
    ).toBeTruthy();
  });

  it("opens the market form pre-filled from an approved suggestion", async () => {
    const { router } = renderSuggestions();
    const approvedRow = await row("Will the mayor be re-elected?");
    fireEvent.click(
      within(approvedRow).getByRole("link", { name: "Create market from suggestion" }),
    );
    await waitFor(() => expect(router.location.pathname).toBe("/admin/markets/new"));
    expect(await screen.findByRole("heading", { level: 1, name: "Create market" })).toBeTruthy();
    expect((screen.getByLabelText("Title (English, optional)") as HTMLInputElement).value).toBe(
      "Will the mayor be re-elected?",
    );
    expect((screen.getByLabelText("Category") as HTMLSelectElement).value).toBe("presidential");
  });

  it("shows the review controls in Spanish", async () => {
    renderSuggestions("es");
    const pendingRow = await row("Will turnout pass 60%?");
    expect(within(pendingRow).getByLabelText("Participación en beneficios (%)")).toBeTruthy();
    expect(within(pendingRow).getByRole("button", { name: "Aprobar" })).toBeTruthy();
  });
});
