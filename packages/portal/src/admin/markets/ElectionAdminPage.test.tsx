import type { Language, Market } from "@pulso/core";
import { sampleMarket } from "@pulso/core/testing";
import { success, type FakeApi } from "@pulso/sdk/testing";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { adminPage } from "../../test-utils/adminSamples";
import { renderPortal, testUser } from "../../test-utils/renderPortal";

afterEach(cleanup);

const admin = testUser({ role: "admin", name: "Admin" });
const market = sampleMarket({ _id: "m_1", title: "Spanish general election", status: "active" });
const LOREG = "Spain's Organic Law of the General Electoral Regime (LOREG), art. 69.7";
/** What the server answers once the market is in Spain with its election in four days. */
const inBlackout: Market = {
  ...market,
  election: {
    jurisdiction: { country: "ES", region: null },
    electionDate: "2026-12-01",
    blackoutWindow: null,
    tradingOpen: true,
  },
  blackout: {
    startsAt: "2026-11-25T23:00:00.000Z",
    endsAt: "2026-12-01T23:00:00.000Z",
    law: LOREG,
    pricesHidden: false,
    tradingOpen: true,
  },
};

function renderElection(
  options: { lang?: Language; path?: string; prepare?(api: FakeApi): void } = {},
) {
  return renderPortal(options.path ?? "/admin/markets/m_1/election", {
    lang: options.lang ?? "en",
    user: admin,
    prepare: (api) => {
      api.on("GET", "/polls", success({ polls: [market], pagination: adminPage(1) }));
      api.on("GET", "/polls/m_1", success({ poll: market }));
      api.on("PATCH", "/polls/m_1/election", success({ poll: inBlackout }));
      options.prepare?.(api);
    },
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
/** The text of the messages a field's `aria-describedby` points at. */
const describedBy = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .join(" ");

describe("the market election editor", () => {
  it("opens from the market's row, sends the election as typed and shows the blackout", async () => {
    const { api, router } = renderElection({ path: "/admin/markets" });
    const row = (await screen.findByRole("link", { name: market.title })).closest("tr")!;
    fireEvent.click(within(row).getByRole("link", { name: "Election and blackout" }));
    await waitFor(() => expect(router.location.pathname).toBe("/admin/markets/m_1/election"));
    expect(await screen.findByText("No blackout is in force for this market.")).toBeTruthy();
    expect(screen.getByText("This market has no election set.")).toBeTruthy();

    type("Country (ISO code)", "es ");
    type("Election day", "2026-12-01");
    fireEvent.click(field("Keep trading open for signed-in users during the blackout"));
    fireEvent.click(screen.getByRole("button", { name: "Save election" }));

    const saved = await screen.findByText("Election of “Spanish general election” saved.");
    expect(api.calls("PATCH", "/polls/m_1/election").map((call) => call.body)).toEqual([
      {
        jurisdiction: { country: "ES", region: null },
        electionDate: "2026-12-01",
        blackoutWindow: null,
        tradingOpen: true,
      },
    ]);
    await waitFor(() => expect(saved.parentElement!.contains(document.activeElement)).toBe(true));
    const current = screen.getByRole("region", { name: "Current blackout" });
    expect(within(current).getByText("In blackout")).toBeTruthy();
    expect(
      within(current).getByText(/^In force until December \d{1,2}, 2026\b.*prices return then\./),
    ).toBeTruthy();
    expect(within(current).getByText(`Law: ${LOREG}`)).toBeTruthy();
    expect(
      within(current).getByText("Signed-in users can keep trading and see prices on Pulso."),
    ).toBeTruthy();
    expect(within(current).getByText("Election: ES, December 1, 2026.")).toBeTruthy();
  });

  it("marks a market in blackout in the markets list", async () => {
    renderElection({
      path: "/admin/markets",
      prepare: (api) =>
        api.on("GET", "/polls", success({ polls: [inBlackout], pagination: adminPage(1) })),
    });
    const row = (await screen.findByRole("link", { name: market.title })).closest("tr")!;
    expect(within(row).getByText("In blackout")).toBeTruthy();
  });

  it("sends a window set by hand as instants, and refuses one with a single end", async () => {
    const { api } = renderElection();
    await screen.findByText("No blackout is in force for this market.");
    type("Country (ISO code)", "AR");
    type("Region (optional)", "ar-b");
    type("Blackout starts", "2027-10-16T08:00");
    fireEvent.click(screen.getByRole("button", { name: "Save election" }));
    const ends = field("Blackout ends");
    await waitFor(() => expect(document.activeElement).toBe(ends));
    expect(ends.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(ends)).toContain("This field is required.");
    expect(screen.getByText("Please check the highlighted fields.")).toBeTruthy();
    expect(api.calls("PATCH", "/polls/m_1/election")).toHaveLength(0);

    type("Blackout ends", "2027-10-25T00:00");
    fireEvent.click(screen.getByRole("button", { name: "Save election" }));
    await screen.findByText("Election of “Spanish general election” saved.");
    expect(api.calls("PATCH", "/polls/m_1/election").map((call) => call.body)).toEqual([
      {
        jurisdiction: { country: "AR", region: "AR-B" },
        electionDate: null,
        blackoutWindow: {
          startsAt: new Date("2027-10-16T08:00").toISOString(),
          endsAt: new Date("2027-10-25T00:00").toISOString(),
        },
        tradingOpen: false,
      },
    ]);
  });

  it("starts from the market's election and clears it when the fields are emptied", async () => {
    const { api } = renderElection({
      prepare: (fake) => fake.on("GET", "/polls/m_1", success({ poll: inBlackout })),
    });
    await screen.findByText(`Law: ${LOREG}`);
    expect(field("Country (ISO code)").value).toBe("ES");
    // Written in the page's language by the portal, not in the browser's locale by a date input.
    expect(field("Election day").value).toBe("12/01/2026");
    expect(field("Election day").type).toBe("text");
    expect(field("Keep trading open for signed-in users during the blackout").checked).toBe(true);
    // The rule's window is not one set by hand, so saving does not freeze it into one.
    expect(field("Blackout starts").value).toBe("");
    type("Country (ISO code)", "");
    type("Election day", "");
    fireEvent.click(screen.getByRole("button", { name: "Save election" }));
    await waitFor(() => expect(api.calls("PATCH", "/polls/m_1/election")).toHaveLength(1));
    expect(api.calls("PATCH", "/polls/m_1/election")[0]!.body).toEqual({
      jurisdiction: null,
      electionDate: null,
      blackoutWindow: null,
      tradingOpen: true,
    });
  });

  it("keeps a window set by hand that has not started, and the trading choice, when saving", async () => {
    const later = {
      ...market,
      election: {
        jurisdiction: null,
        electionDate: null,
        blackoutWindow: {
          startsAt: new Date("2027-10-16T08:00").toISOString(),
          endsAt: new Date("2027-10-25T00:00").toISOString(),
        },
        tradingOpen: true,
      },
    };
    const { api } = renderElection({
      prepare: (fake) => fake.on("GET", "/polls/m_1", success({ poll: later })),
    });
    await screen.findByText("No blackout is in force for this market.");
    await waitFor(() => expect(field("Blackout starts").value).toBe("10/16/2027 08:00"));
    expect(field("Blackout ends").value).toBe("10/25/2027 00:00");
    fireEvent.click(screen.getByRole("button", { name: "Save election" }));
    await waitFor(() => expect(api.calls("PATCH", "/polls/m_1/election")).toHaveLength(1));
    expect(api.calls("PATCH", "/polls/m_1/election")[0]!.body).toEqual(later.election);
  });

  it.each([
    ["en", "Region (optional)", "Save election", "Enter the region as its ISO 3166-2 code"],
    ["es", "Región (opcional)", "Guardar elección", "Indica la región con su código ISO 3166-2"],
  ] as const)(
    "shows the server's field error under its field (%s)",
    async (lang, label, save, text) => {
      const { api } = renderElection({
        lang,
        prepare: (fake) =>
          fake.on("PATCH", "/polls/m_1/election", {
            status: 400,
            body: {
              status: "fail",
              code: "VALIDATION_FAILED",
              message: "Invalid",
              details: { issues: [{ path: "jurisdiction.region", code: "INVALID_REGION" }] },
            },
          }),
      });
      await screen.findByRole("region", {
        name: lang === "es" ? "Veda actual" : "Current blackout",
      });
      type(lang === "es" ? "País (código ISO)" : "Country (ISO code)", "AR");
      type(label, "AR-ZZZ");
      fireEvent.click(screen.getByRole("button", { name: save }));
      // A busy machine (the whole suite with coverage) can take seconds to get here.
      const slow = { timeout: 8_000 };
      await waitFor(() => expect(field(label).getAttribute("aria-invalid")).toBe("true"), slow);
      expect(describedBy(field(label))).toContain(text);
      await waitFor(() => expect(document.activeElement).toBe(field(label)), slow);
      expect(api.calls("PATCH", "/polls/m_1/election")).toHaveLength(1);
    },
  );

  it("names everything in Spanish and suggests the three countries", async () => {
    renderElection({ lang: "es" });
    expect(await screen.findByRole("heading", { level: 1, name: "Elección y veda" })).toBeTruthy();
    expect(await screen.findByText("No hay veda en vigor para este mercado.")).toBeTruthy();
    const country = field("País (código ISO)");
    const list = document.getElementById(country.getAttribute("list") ?? "")!;
    expect([...list.querySelectorAll("option")].map((option) => option.value)).toEqual([
      "ES",
      "AR",
      "MX",
    ]);
    expect(within(list).getByText("España")).toBeTruthy();
    expect(
      screen.getByRole("group", { name: "Ventana de veda fijada a mano (opcional)" }),
    ).toBeTruthy();
    expect(
      field("Mantener las operaciones abiertas para usuarios con sesión durante la veda").type,
    ).toBe("checkbox");
  });

  it("works from the keyboard alone: every control reachable in order, Enter saves", async () => {
    const { api } = renderElection();
    await screen.findByText("No blackout is in force for this market.");
    const form = screen.getByRole("button", { name: "Save election" }).closest("form")!;
    const reachable = [...form.querySelectorAll<HTMLElement>("input, select, button")].filter(
      (control) => !control.hasAttribute("disabled") && control.tabIndex >= 0,
    );
    expect(reachable.map((control) => control.getAttribute("name") ?? control.textContent)).toEqual(
      [
        "jurisdiction.country",
        "jurisdiction.region",
        "electionDate",
        "blackoutWindow.startsAt",
        "blackoutWindow.endsAt",
        "tradingOpen",
        "Save election",
      ],
    );
    const country = field("Country (ISO code)");
    country.focus();
    type("Country (ISO code)", "MX");
    // Space toggles a focused checkbox; Enter in a text field submits its form.
    fireEvent.click(field("Keep trading open for signed-in users during the blackout"));
    fireEvent.submit(form);
    const saved = await screen.findByText("Election of “Spanish general election” saved.");
    await waitFor(() => expect(saved.parentElement!.contains(document.activeElement)).toBe(true));
    expect(api.calls("PATCH", "/polls/m_1/election")[0]!.body).toMatchObject({
      jurisdiction: { country: "MX", region: null },
      tradingOpen: true,
    });
  });
});
