import type { Language, Publisher, PublisherFigures } from "@pulso/core";
import { sampleMarket, samplePagination } from "@pulso/core/testing";
import { success } from "@pulso/sdk/testing";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { sampleFigures, samplePublisher } from "../test-utils/publisherFixtures";
import { renderPortal, testUser } from "../test-utils/renderPortal";

afterEach(cleanup);

const member = testUser({ name: "Marta" });
const market = sampleMarket({ _id: "m_42", title: "¿Ganará la candidata A?", status: "active" });

/** The console over a fake server: the user's publishers, their figures and the active markets. */
function renderConsole(
  options: {
    lang?: Language;
    publishers?: Publisher[];
    figures?: PublisherFigures;
    path?: string;
  } = {},
) {
  const publishers = options.publishers ?? [samplePublisher()];
  return renderPortal(options.path ?? "/publisher", {
    lang: options.lang ?? "en",
    user: member,
    prepare: (api) => {
      api.on("GET", "/publishers/mine", success({ publishers }));
      for (const publisher of publishers) {
        api.on(
          "GET",
          `/publishers/${publisher.id}/figures`,
          success({ figures: options.figures ?? sampleFigures() }),
        );
      }
      api.on(
        "GET",
        "/polls",
        success({ polls: [market], pagination: samplePagination(1, { limit: 50 }) }),
      );
    },
  });
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;

describe("the publisher console", () => {
  it("shows the publisher, its sites read-only, and its figures as tiles and tables", async () => {
    const { api } = renderConsole();
    expect(await screen.findByRole("heading", { level: 1, name: "Diario Norte" })).toBeTruthy();
    expect(screen.getByText("Active")).toBeTruthy();
    expect(screen.queryByText(/widgets are not served/)).toBeNull();

    const sites = screen.getByRole("region", { name: "Your sites" });
    expect(within(sites).getByText("https://www.diarionorte.example")).toBeTruthy();
    expect(within(sites).queryByRole("textbox")).toBeNull();
    expect(within(sites).getByText(/To change them, write to support\./)).toBeTruthy();
    expect(within(sites).getByRole("link", { name: "Write to support" }).getAttribute("href")).toBe(
      "/support/create",
    );

    const figures = screen.getByRole("region", { name: "Figures" });
    const tile = async (name: string) =>
      (await within(figures).findByText(name, { selector: "dt" })).parentElement!;
    expect(within(await tile("Views")).getByText("600")).toBeTruthy();
    expect(within(await tile("Interactions")).getByText("54")).toBeTruthy();
    expect(within(await tile("Sign-ins from the widget")).getByText("7")).toBeTruthy();
    expect(within(await tile("Bets")).getByText("12")).toBeTruthy();
    expect(within(await tile("Volume")).getByText("$255.50")).toBeTruthy();
    expect(within(await tile("Fees")).getByText("$5.11")).toBeTruthy();
    const share = await tile("Your share (estimate)");
    expect(within(share).getByText("$0.64")).toBeTruthy();
    expect(
      within(share).getByText(/^An estimate: it is credited as each market resolves/),
    ).toBeTruthy();
    expect(within(await tile("Credited (all time)")).getByText("$19.75")).toBeTruthy();

    const daily = within(figures).getByRole("table", {
      name: "Figures per day, from Nov 18, 2026 to Nov 20, 2026",
    });
    const day = within(daily).getByRole("rowheader", { name: "Nov 19, 2026" }).closest("tr")!;
    expect(within(day).getByRole("cell", { name: "480" })).toBeTruthy();
    expect(within(day).getByRole("cell", { name: "$210.50" })).toBeTruthy();
    expect(
      within(figures).getByRole("img", {
        name: "Views per day from Nov 18, 2026 to Nov 20, 2026: 600 in all; the busiest day was Nov 19, 2026, with 480.",
      }),
    ).toBeTruthy();

    const articles = within(figures).getByRole("table", {
      name: "Figures per article, from Nov 18, 2026 to Nov 20, 2026",
    });
    const article = within(articles).getByRole("rowheader", { name: "/politica/2026/debate" });
    expect(within(article.closest("tr")!).getByRole("cell", { name: "37" })).toBeTruthy();
    expect(
      within(figures).getByText(
        "Only articles with at least 5 distinct readers are shown; 2 articles hidden.",
      ),
    ).toBeTruthy();

    // The last 30 UTC days by default.
    const call = api.calls("GET", "/publishers/p1/figures")[0]!;
    expect(daysBetween(call.query.get("from")!, call.query.get("to")!)).toBe(30);
    expect(call.query.get("to")).toBe(new Date().toISOString().slice(0, 10));
  });

  it("asks for the period a preset names", async () => {
    const { api } = renderConsole();
    const figures = await screen.findByRole("region", { name: "Figures" });
    expect(
      (within(figures).getByRole("radio", { name: "Last 30 days" }) as HTMLInputElement).checked,
    ).toBe(true);
    for (const [name, days] of [
      ["Last 7 days", 7],
      ["Last 90 days", 90],
    ] as const) {
      fireEvent.click(within(figures).getByRole("radio", { name }));
      await waitFor(() => {
        const call = api.calls("GET", "/publishers/p1/figures").at(-1)!;
        expect(daysBetween(call.query.get("from")!, call.query.get("to")!)).toBe(days);
      });
    }
  });

  it("says one hidden article in the singular, and when no article is shown", async () => {
    renderConsole({ figures: sampleFigures({ articles: [], hiddenArticles: 1 }) });
    expect(
      await screen.findByText(
        "Only articles with at least 5 distinct readers are shown; 1 article hidden.",
      ),
    ).toBeTruthy();
    expect(screen.getByText("No article reaches that minimum in this period yet.")).toBeTruthy();
    expect(screen.queryByRole("table", { name: /^Figures per article/ })).toBeNull();
  });

  it.each([
    [
      "pending",
      /^Your publisher is waiting for approval: widgets are not served on your sites yet/,
    ],
    ["suspended", /^Your publisher is suspended: widgets are not served on your sites right now/],
  ] as const)("tells a %s publisher its widgets are not served", async (status, text) => {
    renderConsole({ publishers: [samplePublisher({ status })] });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByText(status === "pending" ? "Pending" : "Suspended")).toBeTruthy();
  });

  it("builds the embed code for a picked active market", async () => {
    const { api } = renderConsole();
    const embed = await screen.findByRole("region", { name: "Embed a market" });
    fireEvent.change(within(embed).getByRole("searchbox", { name: "Search active markets" }), {
      target: { value: "candidata" },
    });
    fireEvent.click(within(embed).getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(
        api.requests.some(
          (request) =>
            request.path === "/polls" &&
            request.query.get("search") === "candidata" &&
            request.query.get("status") === "active",
        ),
      ).toBe(true),
    );
    expect(within(embed).getByText("Choose a market to see its preview and code.")).toBeTruthy();
    fireEvent.change(await within(embed).findByLabelText("Market"), { target: { value: "m_42" } });
    const script = (await within(embed).findByLabelText(
      "Script and element (recommended)",
    )) as HTMLTextAreaElement;
    expect(script.value).toContain('market="m_42"');
    // The code starts in the publisher's own theme and language (the page is in English).
    expect(script.value).toContain('theme="dark"');
    expect(script.value).toContain('lang="es"');
    expect((within(embed).getByRole("radio", { name: "Dark" }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it("lets a member of several publishers choose one", async () => {
    const { api } = renderConsole({
      publishers: [samplePublisher(), samplePublisher({ id: "p2", name: "La Voz del Sur" })],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Diario Norte" })).toBeTruthy();
    fireEvent.change(screen.getByRole("combobox", { name: "Publisher" }), {
      target: { value: "p2" },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "La Voz del Sur" })).toBeTruthy();
    await waitFor(() =>
      expect(api.calls("GET", "/publishers/p2/figures").length).toBeGreaterThan(0),
    );
  });

  it("explains the console to someone in no publisher, with support's link, and has no menu link", async () => {
    renderConsole({ publishers: [] });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Publisher console" }),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: "You do not belong to a publisher" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Write to support" }).getAttribute("href")).toBe(
      "/support/create",
    );
    fireEvent.click(screen.getByRole("button", { name: /User menu: Marta/ }));
    const menu = screen.getByRole("navigation", { name: "User menu" });
    expect(within(menu).queryByRole("link", { name: "Publisher console" })).toBeNull();
  });

  it("puts the console in the account menu of a member", async () => {
    renderConsole({ path: "/privacy-policy" });
    fireEvent.click(await screen.findByRole("button", { name: /User menu: Marta/ }));
    const menu = screen.getByRole("navigation", { name: "User menu" });
    const link = await within(menu).findByRole("link", { name: "Publisher console" });
    expect(link.getAttribute("href")).toBe("/publisher");
  });

  it("speaks Spanish, and switches language with the header", async () => {
    renderConsole({ lang: "es", publishers: [samplePublisher({ status: "pending" })] });
    expect(await screen.findByRole("heading", { level: 1, name: "Diario Norte" })).toBeTruthy();
    expect(screen.getByText("Pendiente")).toBeTruthy();
    expect(screen.getByText(/^Tu medio está pendiente de aprobación/)).toBeTruthy();
    expect(screen.getByRole("region", { name: "Tus sitios" })).toBeTruthy();
    expect(
      await screen.findByText(
        "Solo se muestran artículos con al menos 5 lectores distintos; 2 artículos ocultos.",
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole("table", { name: /^Cifras por día, del 18 nov 2026 al 20 nov 2026$/ }),
    ).toBeTruthy();

    fireEvent.change(screen.getByRole("combobox", { name: "Idioma" }), { target: { value: "en" } });
    expect(await screen.findByText("Pending")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Your sites" })).toBeTruthy();
    expect(
      screen.getByText(
        "Only articles with at least 5 distinct readers are shown; 2 articles hidden.",
      ),
    ).toBeTruthy();
  });
});
