import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { CARRIED_ANSWERS_ELEMENT_ID } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestMarket } from "../bets/test-utils/markets";
import { rawRequest } from "../embed/assetsRawRequest";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { LAYOUT_ANSWER_PATHS } from "./carriedAnswers";

const INDEX =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Pulso</title></head>' +
  '<body><div id="root"></div></body></html>';

interface Carried {
  path: string;
  lang: string;
  body: { data: { polls: { _id: string; title: string }[] } };
}

/** The API's own answer to a GET, asked in `lang`. */
const asked = async (path: string, lang: string) =>
  (await fetch(`${server.origin}/api/v1${path}`, {
    headers: { "accept-language": lang },
  }).then((answer) => answer.json())) as unknown;

/** The answers a page carries, or null without the block. */
function carriedWithLayout(page: string): Carried[] | null {
  const block = new RegExp(
    `<script type="application/json" id="${CARRIED_ANSWERS_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(page);
  return block ? (JSON.parse(block[1] ?? "") as Carried[]) : null;
}

/** The answers a page carries for its own calls, the layout's left out. */
const carriedOf = (page: string) =>
  carriedWithLayout(page)?.filter((answer) => !LAYOUT_ANSWER_PATHS.includes(answer.path)) ?? null;

let server: TestServer;
let marketId: string;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "pulso-portal-"));
  writeFileSync(join(dir, "index.html"), INDEX);
  vi.stubEnv("PULSO_PORTAL_DIR", dir);
  server = await startTestServer();
  vi.unstubAllEnvs();
  marketId = (await createTestMarket(server, await server.admin())).id;
  await server.db.query("UPDATE markets SET image_url = $2 WHERE id = $1", [
    marketId,
    "/uploads/5c29f89a-ca1e-4c8b-95a3-46559c49bee4",
  ]);
}, 60_000);
afterAll(() => server?.close());

describe("a market list page arrives with its first page", () => {
  it("carries GET /polls's first page in each language, as the api-client asks for it", async () => {
    for (const category of ["all", "presidential"]) {
      const response = await fetch(`${server.origin}/markets/${category}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-cache");
      expect(response.headers.get("vary")).toMatch(/Cookie/);
      expect(response.headers.get("content-security-policy")).toBeTruthy();
      const page = await response.text();
      const query = `limit=12&sort=volume${category === "all" ? "" : `&category=${category}`}&status=active&page=1`;
      expect(carriedOf(page)).toEqual([
        { path: `/polls?${query}`, lang: "es", body: await asked(`/polls?${query}`, "es") },
        { path: `/polls?${query}`, lang: "en", body: await asked(`/polls?${query}`, "en") },
      ]);
      expect(carriedOf(page)?.[0]?.body.data.polls.map((market) => market._id)).toContain(marketId);
      // Its first card's picture loads from the head.
      expect(page).toContain(
        '<link rel="preload" as="image" href="/uploads/5c29f89a-ca1e-4c8b-95a3-46559c49bee4?w=640" fetchpriority="high">',
      );
      expect(page.indexOf(CARRIED_ANSWERS_ELEMENT_ID)).toBeLessThan(page.indexOf("</head>"));
    }
  });

  it("carries nothing for a list its address filters, or an unknown category", async () => {
    for (const path of [
      "/markets/all?q=mercado",
      "/markets/all?status=resolved",
      "/markets/all?sort=newest",
      "/markets/nope",
      "/leaderboard",
    ]) {
      const page = await (await fetch(`${server.origin}${path}`)).text();
      expect(page, path).toBe(INDEX);
    }
  });

  it("is compressed for a browser that accepts it, and says so", async () => {
    for (const [coding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const raw = await rawRequest(`${server.origin}/markets/all`, { "accept-encoding": coding });
      expect(raw.status).toBe(200);
      expect(raw.headers["content-encoding"]).toBe(coding);
      expect(raw.headers.vary).toMatch(/Accept-Encoding/);
      expect(carriedOf(decode(raw.body).toString("utf8"))).not.toBeNull();
    }
    const plain = await rawRequest(`${server.origin}/markets/all`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(carriedOf(plain.body.toString("utf8"))).not.toBeNull();
  });
});

describe("the home arrives with its first screen's answers", () => {
  const FEATURED = "/polls?status=active&limit=6&featured=true";
  const BUSIEST = "/polls?status=active&limit=6&sort=volume";

  it("carries the banners, the figures and the featured grid in the page's language, as the API answers them", async () => {
    await server.db.query(
      `INSERT INTO banners (id, language, title, sort_order, active) VALUES
         ('b_es', 'es', 'Debate en directo', 0, true), ('b_en', 'en', 'Live debate', 0, true)`,
    );
    for (const [cookie, lang] of [
      [undefined, "es"],
      ["pulso_lang=en", "en"],
    ] as const) {
      const response = await fetch(`${server.origin}/`, { headers: cookie ? { cookie } : {} });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-cache");
      expect(response.headers.get("vary")).toMatch(/Cookie/);
      const carried = carriedOf(await response.text());
      // No market is featured: the busiest open ones fill the grid, as the portal would ask.
      expect(carried).toEqual([
        {
          path: `/banners/active?lang=${lang}`,
          lang,
          body: await asked(`/banners/active?lang=${lang}`, lang),
        },
        { path: "/stats", lang, body: await asked("/stats", lang) },
        { path: FEATURED, lang, body: await asked(FEATURED, lang) },
        { path: BUSIEST, lang, body: await asked(BUSIEST, lang) },
      ]);
      const banners = carried?.[0]?.body as unknown as { data: { banners: { title: string }[] } };
      expect(banners.data.banners.map((banner) => banner.title)).toEqual([
        lang === "es" ? "Debate en directo" : "Live debate",
      ]);
      expect(carried?.[3]?.body.data.polls.map((market) => market._id)).toContain(marketId);
    }
  });

  it("leaves the busiest markets out once six open markets are featured", async () => {
    const admin = await server.admin();
    const more = [];
    for (let index = 0; index < 5; index += 1) more.push(await createTestMarket(server, admin));
    await server.db.query("UPDATE markets SET featured = true WHERE id = ANY($1)", [
      [marketId, ...more.map((market) => market.id)],
    ]);
    const carried = carriedOf(await (await fetch(`${server.origin}/`)).text());
    expect(carried?.map((answer) => answer.path)).toEqual([
      "/banners/active?lang=es",
      "/stats",
      FEATURED,
    ]);
    expect(carried?.[2]?.body.data.polls).toHaveLength(6);
  });
});

describe("every landing page arrives with its layout's answers", () => {
  it("carries the Markets dropdown and the footer as the API answers them: the home in its language, a list and a market page in each", async () => {
    for (const [path, languages] of [
      ["/", ["es"]],
      ["/markets/all", ["es", "en"]],
      [`/market/${marketId}`, ["es", "en"]],
    ] as const) {
      const page = await (await fetch(`${server.origin}${path}`)).text();
      const layout = carriedWithLayout(page)?.filter((answer) =>
        LAYOUT_ANSWER_PATHS.includes(answer.path),
      );
      const expected = [];
      for (const lang of languages) {
        for (const call of LAYOUT_ANSWER_PATHS)
          expected.push({ path: call, lang, body: await asked(call, lang) });
      }
      expect(layout, path).toEqual(expected);
    }
  });
});

describe("a market page arrives with its week of prices", () => {
  it("carries them as GET /polls/:id/price-history answers this reader: none for the public in an election blackout", async () => {
    const { id } = await createTestMarket(server, await server.admin());
    const carriedHistory = async (token?: string) => {
      const page = await (
        await fetch(`${server.origin}/market/${id}`, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        })
      ).text();
      const answers = carriedOf(page) as unknown as { path: string; body: unknown }[];
      return answers.filter((one) => one.path === `/polls/${id}/price-history?range=1w`);
    };
    const week = await asked(`/polls/${id}/price-history?range=1w`, "es");
    expect(await carriedHistory()).toEqual([
      { path: `/polls/${id}/price-history?range=1w`, lang: "es", body: week },
      { path: `/polls/${id}/price-history?range=1w`, lang: "en", body: week },
    ]);
    const points = (body: unknown) =>
      (body as { data: { history: { points: unknown[] } } }).data.history.points;
    expect(points(week).length).toBeGreaterThan(0);

    // An election in Spain tomorrow: the public may not see the forecast (DESIGN §12).
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await server.db.query(
      "UPDATE markets SET jurisdiction_country = 'ES', election_date = $2::date WHERE id = $1",
      [id, tomorrow],
    );
    const hidden = await carriedHistory();
    expect(hidden).toHaveLength(2);
    for (const answer of hidden) expect(points(answer.body)).toEqual([]);
    // A signed-in reader sees them, as the API shows them to that reader.
    const reader = await server.signup();
    const shown = await carriedHistory(reader.token);
    expect(points(shown[0]?.body).length).toBeGreaterThan(0);
  });
});
