import { DEFAULT_BLACKOUT_RULES, type BlackoutRuleEntry, type Language } from "@pulso/core";
import { success } from "@pulso/sdk/testing";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPortal, testUser } from "../../test-utils/renderPortal";

afterEach(cleanup);

const admin = testUser({ role: "admin", name: "Admin" });
const UPDATED = "2026-11-20T10:00:00.000Z";

/** The server's rules, as shipped: Spain, Argentina, Mexico. */
const shipped = (): BlackoutRuleEntry[] =>
  DEFAULT_BLACKOUT_RULES.map((rule) => ({
    jurisdiction: rule.country,
    daysBefore: rule.daysBefore,
    law: rule.law,
    timeZone: rule.timeZone,
    updatedAt: UPDATED,
  }));

/** The jurisdictions the tests save or delete. */
const JURISDICTIONS = ["ES", "AR", "MX", "AR-B"];

/** Renders the rules page over a fake server that keeps its rules as the real one does. */
function renderRules(lang: Language = "en") {
  let rules = shipped();
  return renderPortal("/admin/blackout-rules", {
    lang,
    user: admin,
    prepare: (api) => {
      api.on("GET", "/blackout-rules", () => success({ rules }));
      for (const jurisdiction of JURISDICTIONS) {
        api.on("PATCH", `/blackout-rules/${jurisdiction}`, (request) => {
          const body = request.body as {
            daysBefore: number;
            lawEs: string;
            lawEn: string;
            timeZone: string;
          };
          if (body.timeZone === "Mars/Olympus") {
            return {
              status: 400,
              body: {
                status: "fail",
                code: "VALIDATION_FAILED",
                message: "Invalid",
                details: { issues: [{ path: "timeZone", code: "INVALID_TIME_ZONE" }] },
              },
            };
          }
          const rule = {
            jurisdiction,
            daysBefore: body.daysBefore,
            law: { es: body.lawEs, en: body.lawEn },
            timeZone: body.timeZone,
            updatedAt: UPDATED,
          };
          rules = [...rules.filter((other) => other.jurisdiction !== jurisdiction), rule];
          return success({ rules });
        });
        api.on("DELETE", `/blackout-rules/${jurisdiction}`, () => {
          rules = rules.filter((other) => other.jurisdiction !== jurisdiction);
          return success({ rules });
        });
      }
    },
  });
}

const change = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const row = async (jurisdiction: string) =>
  (await screen.findByRole("rowheader", { name: jurisdiction })).closest("tr") as HTMLElement;

describe("the election blackout rules screen", () => {
  it("lists every rule with its days, laws in both languages, time zone and date", async () => {
    renderRules();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Election blackout rules" }),
    ).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Administration" });
    expect(within(nav).getByRole("link", { name: "Election blackout" })).toBeTruthy();
    const spain = await row("ES");
    expect(within(spain).getByRole("cell", { name: "5 days" })).toBeTruthy();
    expect(
      within(spain).getByText("Ley Orgánica del Régimen Electoral General (LOREG), art. 69.7").lang,
    ).toBe("es");
    expect(within(spain).getByText(/^Spain's Organic Law/)).toBeTruthy();
    expect(within(spain).getByRole("cell", { name: "Europe/Madrid" })).toBeTruthy();
    expect(within(spain).getByRole("cell", { name: "Nov 20, 2026" })).toBeTruthy();
    expect(within(await row("AR")).getByRole("cell", { name: "8 days" })).toBeTruthy();
    expect(within(await row("MX")).getByRole("cell", { name: "3 days" })).toBeTruthy();
  });

  it("edits a rule, keeping its jurisdiction, and shows it saved", async () => {
    const { api } = renderRules();
    fireEvent.click(within(await row("AR")).getByRole("button", { name: "Edit" }));
    const form = screen.getByRole("region", { name: "Edit the rule for AR" });
    expect(within(form).queryByLabelText("Jurisdiction")).toBeNull();
    expect((within(form).getByLabelText("Days before") as HTMLInputElement).value).toBe("8");
    change("Days before", "10", form);
    fireEvent.click(within(form).getByRole("button", { name: "Save rule" }));
    const saved = await screen.findByText("Rule for AR saved.");
    expect(api.calls("PATCH", "/blackout-rules/AR").map((call) => call.body)).toEqual([
      {
        daysBefore: 10,
        lawEs: DEFAULT_BLACKOUT_RULES[1]!.law.es,
        lawEn: DEFAULT_BLACKOUT_RULES[1]!.law.en,
        timeZone: "America/Argentina/Buenos_Aires",
      },
    ]);
    await waitFor(() => expect(saved.parentElement!.contains(document.activeElement)).toBe(true));
    // The refreshed list comes as a transition, after the notice.
    await waitFor(async () =>
      expect(within(await row("AR")).getByRole("cell", { name: "10 days" })).toBeTruthy(),
    );
  });

  it("adds a region's rule, checking the fields before sending", async () => {
    const { api } = renderRules();
    fireEvent.click(await screen.findByRole("button", { name: "New rule" }));
    const form = screen.getByRole("region", { name: "New rule" });
    change("Jurisdiction", "Buenos Aires", form);
    change("Days before", "45", form);
    fireEvent.click(within(form).getByRole("button", { name: "Add rule" }));
    const jurisdiction = within(form).getByLabelText("Jurisdiction");
    await waitFor(() => expect(document.activeElement).toBe(jurisdiction));
    expect(within(form).getByText(/^Enter the country as its two-letter ISO code/)).toBeTruthy();
    expect(within(form).getByText("The blackout lasts from 1 to 30 days.")).toBeTruthy();
    expect(api.requests.filter((request) => request.method === "PATCH")).toHaveLength(0);

    change("Jurisdiction", "ar-b", form);
    change("Days before", "7", form);
    change("Time zone", "America/Argentina/Buenos_Aires", form);
    change("Law (Spanish)", "Ley 5.547 de la Provincia de Buenos Aires", form);
    change("Law (English)", "Buenos Aires Province Law 5,547", form);
    fireEvent.click(within(form).getByRole("button", { name: "Add rule" }));
    expect(await screen.findByText("Rule for AR-B added.")).toBeTruthy();
    expect(api.calls("PATCH", "/blackout-rules/AR-B").map((call) => call.body)).toEqual([
      {
        daysBefore: 7,
        lawEs: "Ley 5.547 de la Provincia de Buenos Aires",
        lawEn: "Buenos Aires Province Law 5,547",
        timeZone: "America/Argentina/Buenos_Aires",
      },
    ]);
    expect(within(await row("AR-B")).getByRole("cell", { name: "7 days" })).toBeTruthy();
  });

  it("does not overwrite an existing rule from the add form", async () => {
    const { api } = renderRules();
    fireEvent.click(await screen.findByRole("button", { name: "New rule" }));
    const form = screen.getByRole("region", { name: "New rule" });
    change("Jurisdiction", "ES", form);
    change("Days before", "2", form);
    change("Time zone", "Europe/Madrid", form);
    change("Law (Spanish)", "Otra", form);
    change("Law (English)", "Other", form);
    fireEvent.click(within(form).getByRole("button", { name: "Add rule" }));
    expect(
      await within(form).findByText("There is already a rule for ES: edit it in the list."),
    ).toBeTruthy();
    expect(api.calls("PATCH", "/blackout-rules/ES")).toHaveLength(0);
  });

  it("deletes a rule only once confirmed, and can be backed out of", async () => {
    const { api } = renderRules();
    const remove = within(await row("MX")).getByRole("button", { name: "Delete" });
    remove.focus();
    fireEvent.click(remove);
    const dialog = screen.getByRole("dialog", { name: "Delete the rule for MX?" });
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(remove);
    expect(api.calls("DELETE", "/blackout-rules/MX")).toHaveLength(0);

    fireEvent.click(remove);
    fireEvent.click(
      within(screen.getByRole("dialog")).getByRole("button", { name: "Confirm deletion" }),
    );
    const deleted = await screen.findByText("Rule deleted.");
    expect(api.calls("DELETE", "/blackout-rules/MX")).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("rowheader", { name: "MX" })).toBeNull());
    await waitFor(() => expect(deleted.parentElement!.contains(document.activeElement)).toBe(true));
  });

  it.each([
    ["en", "Time zone", "Save rule", "Enter a time zone such as Europe/Madrid."],
    ["es", "Zona horaria", "Guardar regla", "Indica una zona horaria como Europe/Madrid."],
  ] as const)(
    "shows the server's time zone error under its field (%s)",
    async (lang, label, save, text) => {
      renderRules(lang);
      fireEvent.click(
        within(await row("ES")).getByRole("button", { name: lang === "es" ? "Editar" : "Edit" }),
      );
      const form = screen.getByRole("region", {
        name: lang === "es" ? "Editar la regla de ES" : "Edit the rule for ES",
      });
      change(label, "Mars/Olympus", form);
      fireEvent.click(within(form).getByRole("button", { name: save }));
      const field = within(form).getByLabelText(label);
      await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
      const messages = (field.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent);
      expect(messages).toContain(text);
      await waitFor(() => expect(document.activeElement).toBe(field));
    },
  );

  it("names the page and its columns in Spanish", async () => {
    renderRules("es");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Reglas de veda electoral" }),
    ).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Reglas de veda electoral" });
    for (const name of ["Jurisdicción", "Días antes", "Ley (español)", "Ley (inglés)"]) {
      expect(within(table).getByRole("columnheader", { name })).toBeTruthy();
    }
    expect(within(await row("ES")).getByRole("cell", { name: "5 días" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Administración" });
    expect(within(nav).getByRole("link", { name: "Veda electoral" })).toBeTruthy();
  });
});
