// @vitest-environment node
import { type CarriedAnswer, marketListFirstPage } from "@pulso/core";
import { sampleMarket } from "@pulso/core/testing";
import { describe, expect, it } from "vitest";
import type { LandingFiles, LanguageFiles } from "../platform/landingPreload";
import { renderPage } from "./renderPage";

/** The markup's visible text, tags dropped. */
const text = (html: string) =>
  html
    .replace(/<style[^]*?<\/style>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

/** The languages whose texts load apart, as a build names their chunks. */
const LANGUAGES: LanguageFiles[] = [["en", "assets/portalMessages.en-1.js"]];

/** The landing pages' own files, as a build names them. */
const LANDING: LandingFiles[] = [
  ["^/$", "assets/HomePage-1.js", "assets/cards-1.css"],
  ["^/markets/[^/]+/?$", "assets/MarketListPage-1.js", "assets/cards-1.css"],
  ["^/market/[^/]+/?$", "assets/MarketPage-1.js", "assets/cards-1.css assets/MarketPage-1.css"],
];

const ok = (data: unknown) => ({ status: "success", data });

describe("a portal page painted by the server (issue 17)", () => {
  it("renders where there is no DOM, in Spanish and in English, before any answer", async () => {
    expect(typeof window).toBe("undefined");
    const es = await renderPage({ path: "/", lang: "es", answers: [] }, LANDING);
    const en = await renderPage({ path: "/", lang: "en", answers: [] }, LANDING);
    // The hero, the page's largest text, with its calls to action.
    expect(es.markup).toMatch(/<h1[^>]*>Predice el pulso de las elecciones<\/h1>/);
    expect(en.markup).toMatch(/<h1[^>]*>Predict the pulse of the elections<\/h1>/);
    expect(es.markup).toContain('href="/markets/all"');
    // The rest as a visit sees it before its answers: the home's placeholder, and the bar's unseen
    // stand-in for the account (the session is not known yet).
    expect(text(es.markup)).toContain("Cargando página…");
    expect(text(en.markup)).toContain("Loading page…");
    expect(es.markup).toMatch(/class="[^"]*portal-account-placeholder[^"]*" aria-hidden="true"/);
    expect(text(es.markup)).not.toContain("Predict");
    expect(text(en.markup)).not.toContain("Predice");
    // The home's own style sheets, from the base.
    expect(es.sheets).toEqual(["/assets/cards-1.css"]);
    // And its own code, for the head to name.
    expect(es.modules).toEqual(["/assets/HomePage-1.js"]);
    expect(es.markup).not.toContain("<script");
  });

  it("paints a market page with its market from the carried answer, in the page's language", async () => {
    const market = sampleMarket({
      _id: "m_painted",
      title: "¿Ganará el partido A?",
      description: "Descripción del mercado pintado.",
      image: "/uploads/5c29f89a-ca1e-4c8b-95a3-46559c49bee4",
    });
    const answers: CarriedAnswer[] = [
      { path: "/polls/m_painted", lang: "es", body: ok({ poll: market }) },
      {
        path: "/polls/m_painted",
        lang: "en",
        body: ok({ poll: { ...market, title: "Will party A win?" } }),
      },
    ];
    const es = await renderPage({ path: "/market/m_painted", lang: "es", answers }, LANDING, "/p/");
    // The market's header: its picture (the page's largest paint), title and description.
    expect(es.markup).toMatch(/<h1[^>]*>¿Ganará el partido A\?<\/h1>/);
    expect(es.markup).toContain('src="/uploads/5c29f89a-ca1e-4c8b-95a3-46559c49bee4?w=640"');
    expect(text(es.markup)).toContain("Descripción del mercado pintado.");
    // Not the skeleton the page shows while its market loads.
    expect(es.markup).not.toContain("portal-skeleton");
    expect(es.markup).not.toContain("<script");
    expect(es.sheets).toEqual(["/p/assets/cards-1.css", "/p/assets/MarketPage-1.css"]);
    expect(es.modules).toEqual(["/p/assets/MarketPage-1.js"]);
    const en = await renderPage({ path: "/market/m_painted", lang: "en", answers }, LANDING);
    expect(en.markup).toMatch(/<h1[^>]*>Will party A win\?<\/h1>/);
    // An English page names its texts' chunk too (the app's first render waits for it); a
    // Spanish one does not.
    const withTexts = (lang: "es" | "en") =>
      renderPage({ path: "/market/m_painted", lang, answers }, LANDING, "/p/", LANGUAGES);
    expect((await withTexts("en")).modules).toEqual([
      "/p/assets/MarketPage-1.js",
      "/p/assets/portalMessages.en-1.js",
    ]);
    expect((await withTexts("es")).modules).toEqual(["/p/assets/MarketPage-1.js"]);
  });

  it("paints the header's Markets dropdown with its links from the layout's carried answer", async () => {
    const answers: CarriedAnswer[] = [
      {
        path: "/market-links",
        lang: "es",
        body: ok({
          links: [
            {
              key: "gob",
              url: "/markets/governor",
              order: 1,
              text_es: "Gobernaturas 2027",
              text_en: "Governors 2027",
            },
          ],
        }),
      },
    ];
    const painted = await renderPage({ path: "/", lang: "es", answers }, LANDING);
    expect(painted.markup).toMatch(/<a[^>]*href="\/markets\/governor"[^>]*>Gobernaturas 2027<\/a>/);
    expect(text(painted.markup)).not.toContain("Cargando enlaces");
    // Without it, the menu stays loading, as on a visit before its answer.
    const bare = await renderPage({ path: "/", lang: "es", answers: [] }, LANDING);
    expect(bare.markup).not.toContain("Gobernaturas 2027");
  });

  it("paints a market list with its first page's cards from the carried answer", async () => {
    const query = marketListFirstPage("all");
    const search = new URLSearchParams(
      Object.entries(query ?? {}).map(([key, value]): [string, string] => [key, String(value)]),
    );
    // A whole first page: React sends a part this large apart unless told not to.
    const markets = Array.from({ length: 12 }, (_, index) => `m_${index + 1}`).map((id) => {
      const market = sampleMarket({ _id: id, title: `¿Mercado ${id}?` });
      const es = { ...market.translations.es!, title: market.title };
      return { ...market, translations: { es } };
    });
    const answers: CarriedAnswer[] = [
      {
        path: `/polls?${search.toString()}`,
        lang: "es",
        body: ok({
          polls: markets,
          pagination: { page: 1, limit: 12, total: 12, totalPages: 1, hasMore: false },
        }),
      },
    ];
    const page = await renderPage({ path: "/markets/all", lang: "es", answers }, LANDING);
    expect(page.markup).toMatch(/<h1[^>]*>Mercados<\/h1>/);
    // The first cards, as the app's first render shows them (the rest follow its first paint).
    for (const id of ["m_1", "m_2", "m_3", "m_4"]) {
      expect(text(page.markup)).toContain(`¿Mercado ${id}?`);
    }
    expect(text(page.markup)).not.toContain("Cargando mercados…");
    // Whole, in the HTML: no part left for a script to reveal (the page's CSP runs none inline).
    expect(page.markup).not.toContain("<script");
    expect(page.sheets).toEqual(["/assets/cards-1.css"]);
    // A list the address filters is another list: the one without its answer is its skeleton.
    const searched = await renderPage({ path: "/markets/all?q=b", lang: "es", answers }, LANDING);
    expect(text(searched.markup)).toContain("Cargando mercados…");
  });

  it("stops when told to, and paints nothing", async () => {
    const late = new AbortController();
    late.abort();
    await expect(
      renderPage({ path: "/", lang: "es", answers: [], signal: late.signal }, LANDING),
    ).rejects.toBeTruthy();
  });
});
