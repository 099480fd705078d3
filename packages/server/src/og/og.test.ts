import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestMarket, type TestAdmin } from "../bets/test-utils/markets";
import { loadMarket } from "../markets/loadMarket";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { loadOgCard } from "./card";
import { renderPng } from "./render";
import { buildOgSvg } from "./svg";

let server: TestServer;
let admin: TestAdmin;
const PUBLIC_URL = "https://pulso.example";

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL } });
  admin = await server.admin();
});
afterAll(() => server.close());

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

async function image(marketId: string, query = "", headers: Record<string, string> = {}) {
  const response = await fetch(`${server.origin}/og/market/${marketId}.png${query}`, { headers });
  return {
    response,
    bytes: Buffer.from(await response.arrayBuffer()),
    cache: response.headers.get("x-cache"),
  };
}

/** The `content` of a head tag of the market page, with `&amp;` read back. */
function tagContent(html: string, attribute: "property" | "name", key: string): string | null {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html);
  return match?.[1]?.replaceAll("&amp;", "&") ?? null;
}

describe("a market's share image", () => {
  it("is a 1200×630 PNG in the page's language, Spanish by default", async () => {
    const { id } = await createTestMarket(server, admin);
    const spanish = await image(id);
    expect(spanish.response.status).toBe(200);
    expect(spanish.response.headers.get("content-type")).toBe("image/png");
    expect(spanish.response.headers.get("cache-control")).toBe("public, max-age=600");
    expect(pngSize(spanish.bytes)).toEqual([1200, 630]);
    const explicit = await image(id, "?lang=es");
    expect(explicit.bytes.equals(spanish.bytes)).toBe(true);

    const english = await image(id, "?lang=en");
    expect(english.response.status).toBe(200);
    expect(pngSize(english.bytes)).toEqual([1200, 630]);
    expect(english.bytes.equals(spanish.bytes)).toBe(false);
  });

  it("is drawn once and kept until the price moves a point", async () => {
    const market = await createTestMarket(server, admin, { liquidityB: 20 });
    const first = await image(market.id, "?lang=en");
    const second = await image(market.id, "?lang=en");
    expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    // The other language is another picture, drawn once too.
    expect((await image(market.id, "?lang=es")).cache).toBe("miss");

    // A browser that holds this version is told it still holds the right picture.
    const etag = first.response.headers.get("etag")!;
    const revalidated = await image(market.id, "?lang=en", { "if-none-match": etag });
    expect(revalidated.response.status).toBe(304);

    const bettor = await server.signup();
    await bettor.api.placeBet({
      pollId: market.id,
      optionId: market.optionIds[0]!,
      amount: 5,
      language: "en",
    });
    const moved = await image(market.id, "?lang=en");
    expect(moved.cache).toBe("miss");
    expect(moved.bytes.equals(first.bytes)).toBe(false);
    expect(moved.response.headers.get("etag")).not.toBe(etag);
    expect((await image(market.id, "?lang=en", { "if-none-match": etag })).response.status).toBe(
      200,
    );
  });

  it("is drawn once for requests that arrive together", async () => {
    const { id } = await createTestMarket(server, admin);
    const answers = await Promise.all(Array.from({ length: 4 }, () => image(id, "?lang=en")));
    expect(answers.map((answer) => answer.cache).sort()).toEqual(["hit", "hit", "hit", "miss"]);
    expect(answers.every((answer) => answer.bytes.equals(answers[0]!.bytes))).toBe(true);
  });

  it("shows the leading option's price, its history and the title in the language asked", async () => {
    const market = await createTestMarket(server, admin, { prices: [30, 70] });
    await server.db.query("UPDATE markets SET title_en = $2 WHERE id = $1", [
      market.id,
      "Will the test pass?",
    ]);
    const english = await loadMarket(server.db, market.id, "en");
    const card = await loadOgCard(server.db, english!, new Date());
    expect(card.leading).toMatchObject({ text: "Option 2", percent: 70 });
    expect(card.sparkline.length).toBeGreaterThan(0);
    expect(card.sparkline.at(-1)).toBeCloseTo(70, 0);
    const svg = buildOgSvg(card, "en");
    expect(svg).toContain(">Will the test pass?</text>");
    expect(svg).toContain(">70%</text>");
    expect(svg).toContain(">chance</text>");
    // What the route sends is this picture.
    const served = await image(market.id, "?lang=en");
    expect(served.bytes.equals(await renderPng(svg))).toBe(true);
  });

  it("shows no price or chart during the market's election blackout, the notice instead", async () => {
    const market = await createTestMarket(server, admin, { prices: [64, 36] });
    const before = await image(market.id);
    // Spain: five days of blackout; the election is in three.
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await server.db.query(
      "UPDATE markets SET jurisdiction_country = 'ES', election_date = $2::date WHERE id = $1",
      [market.id, inThreeDays],
    );
    const loaded = await loadMarket(server.db, market.id, "es");
    const card = await loadOgCard(server.db, loaded!, new Date());
    expect(card.leading).toBeNull();
    expect(card.sparkline).toEqual([]);
    expect(card.blackout?.timeZone).toBe("Europe/Madrid");
    const svg = buildOgSvg(card, "es");
    expect(svg).toContain(">Veda electoral</text>");
    expect(svg).toContain("Ley Orgánica del Régimen Electoral General");
    expect(svg).not.toMatch(/\d\s?%|¢/);
    expect(svg).not.toContain('fill="url(#area)"');

    const during = await image(market.id);
    expect(during.response.status).toBe(200);
    expect(during.cache).toBe("miss");
    expect(during.bytes.equals(before.bytes)).toBe(false);
    expect(during.bytes.equals(await renderPng(svg))).toBe(true);
  });

  it("is a JSON 404 for an unknown market and a 400 for a language it does not speak", async () => {
    const missing = await image("no-such-market");
    expect(missing.response.status).toBe(404);
    expect(JSON.parse(missing.bytes.toString()).code).toBe("NOT_FOUND");
    const { id } = await createTestMarket(server, admin);
    const french = await image(id, "?lang=fr", { "accept-language": "en" });
    expect(french.response.status).toBe(400);
    const body = JSON.parse(french.bytes.toString()) as { code: string; message: string };
    expect(body.code).toBe("VALIDATION_FAILED");
    expect((await fetch(`${server.origin}/og/nothing`)).status).toBe(404);
  });
});

describe("the market page's preview tags", () => {
  it("point og:image and twitter:image at the share image, in the page's language, with its size", async () => {
    const { id } = await createTestMarket(server, admin);
    for (const language of ["es", "en"] as const) {
      const html = await (await fetch(`${server.origin}/market/${id}?lang=${language}`)).text();
      const url = tagContent(html, "property", "og:image");
      expect(url).toMatch(
        new RegExp(`^${PUBLIC_URL}/og/market/${id}\\.png\\?lang=${language}&v=[0-9a-f]{12}$`),
      );
      expect(tagContent(html, "name", "twitter:image")).toBe(url);
      expect(tagContent(html, "name", "twitter:card")).toBe("summary_large_image");
      expect(tagContent(html, "property", "og:image:width")).toBe("1200");
      expect(tagContent(html, "property", "og:image:height")).toBe("630");
      expect(tagContent(html, "property", "og:image:type")).toBe("image/png");
      expect(tagContent(html, "property", "og:image:alt")).toBe(
        tagContent(html, "property", "og:title"),
      );
      // The URL they name is served here.
      const path = url!.slice(PUBLIC_URL.length);
      const served = await fetch(`${server.origin}${path}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
      // Read to the end: a body left unread holds its connection open.
      expect(pngSize(Buffer.from(await served.arrayBuffer()))).toEqual([1200, 630]);
    }
  });

  it("name a new image once the price has moved", async () => {
    const market = await createTestMarket(server, admin, { liquidityB: 20 });
    const page = () => fetch(`${server.origin}/market/${market.id}`).then((r) => r.text());
    const before = tagContent(await page(), "property", "og:image");
    expect(tagContent(await page(), "property", "og:image")).toBe(before);
    const bettor = await server.signup();
    await bettor.api.placeBet({
      pollId: market.id,
      optionId: market.optionIds[1]!,
      amount: 5,
      language: "es",
    });
    expect(tagContent(await page(), "property", "og:image")).not.toBe(before);
  });
});
