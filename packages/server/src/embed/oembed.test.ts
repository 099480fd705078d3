import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { CARRIED_ANSWERS_ELEMENT_ID, PAINTED_END, PAINTED_START } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestMarket, type TestAdmin } from "../bets/test-utils/markets";
import { LAYOUT_ANSWER_PATHS } from "../portal/carriedAnswers";
import { pageRendererFile } from "../portal/paintedPage";
import { failureOf } from "../test-utils/failureOf";
import { startTestServer, type TestServer } from "../test-utils/testServer";

let server: TestServer;
let admin: TestAdmin;
let marketId: string;
const PUBLIC_URL = "https://pulso.example";
const EVIL = `<script>alert("x")</script> & 'más'`;

beforeAll(async () => {
  // The page of its own, whether or not a portal was built in this checkout.
  vi.stubEnv("PULSO_PORTAL_DIR", join(tmpdir(), "pulso-portal-never-built"));
  server = await startTestServer({ env: { PUBLIC_URL } });
  vi.unstubAllEnvs();
  admin = await server.admin();
  marketId = (await createTestMarket(server, admin)).id;
  await server.db.query("UPDATE markets SET title_es = $2, title_en = $2 WHERE id = $1", [
    marketId,
    EVIL,
  ]);
});
afterAll(() => server.close());

describe("oEmbed", () => {
  it("answers a market link with an iframe of its card's page and a plain link, escaped", async () => {
    const answer = await server.client().getOEmbed({ url: `${PUBLIC_URL}/market/${marketId}` });
    const escaped = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;más&#39;";
    const page = `${PUBLIC_URL}/embed/view/market-card/${marketId}?lang=es`;
    expect(answer).toEqual({
      version: "1.0",
      type: "rich",
      provider_name: "Pulso",
      provider_url: `${PUBLIC_URL}/`,
      title: EVIL,
      width: 600,
      height: 320,
      html:
        `<iframe src="${page}" title="${escaped}" width="600" height="320" frameborder="0" loading="lazy"` +
        ` style="display:block;width:100%;max-width:600px;height:320px;border:0"></iframe>` +
        `<p><a href="${PUBLIC_URL}/market/${marketId}">«${escaped}» en Pulso</a></p>`,
    });
  });

  it("sizes the frame by maxwidth and maxheight: below the card's height, the card without its chart", async () => {
    const api = server.client();
    const url = `${PUBLIC_URL}/market/${marketId}`;
    const small = await api.getOEmbed({ url, maxwidth: 300, maxheight: 200 });
    expect([small.width, small.height]).toEqual([300, 200]);
    expect(small.html).toContain(' width="300" height="200" ');
    expect(small.html).toContain("max-width:300px;height:200px");
    expect(small.html).toContain(`/embed/view/market-card/${marketId}?lang=es&amp;chart=off"`);
    // Never larger than the card, nor narrower than a card can be read.
    const large = await api.getOEmbed({ url, maxwidth: 2000, maxheight: 2000 });
    expect([large.width, large.height]).toEqual([600, 320]);
    expect(large.html).not.toContain("chart=off");
    expect((await api.getOEmbed({ url, maxwidth: 50 })).width).toBe(200);
  });

  it("speaks the reader's language in the frame and the link", async () => {
    const answer = await server
      .client(undefined, "en")
      .getOEmbed({ url: `${PUBLIC_URL}/market/${marketId}` });
    expect(answer.html).toContain(`/embed/view/market-card/${marketId}?lang=en"`);
    expect(answer.html).toMatch(/<a href="[^"]+">“.*” on Pulso<\/a>/);
  });

  it("is 404 for an unknown market or a link off the platform, and 501 for XML", async () => {
    const api = server.client();
    for (const url of [
      `${PUBLIC_URL}/market/no-such-market`,
      `https://elsewhere.example/market/${marketId}`,
      `${PUBLIC_URL}/markets/${marketId}`,
      "not a url",
    ]) {
      expect((await failureOf(api.getOEmbed({ url }))).status, url).toBe(404);
    }
    const xml = await failureOf(
      api.getOEmbed({ url: `${PUBLIC_URL}/market/${marketId}`, format: "xml" }),
    );
    expect(xml.status).toBe(501);
  });
});

describe("the market page", () => {
  it("carries escaped title, description, Open Graph and the oEmbed discovery link", async () => {
    const response = await fetch(`${server.origin}/market/${marketId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;más&#39;");
    expect(html).toMatch(/<meta property="og:title" content="&lt;script&gt;[^"]*">/);
    expect(html).toContain('<meta property="og:description"');
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/market/${marketId}">`);
    const page = encodeURIComponent(`${PUBLIC_URL}/market/${marketId}`);
    expect(html).toContain(
      `<link rel="alternate" type="application/json+oembed" href="${PUBLIC_URL}/api/v1/oembed?url=${page}&amp;format=json"`,
    );
    // The preview image is the market's share image (og/og.test.ts), whether or not it has a picture.
    expect(html).toMatch(
      new RegExp(
        `<meta property="og:image" content="${PUBLIC_URL}/og/market/${marketId}\\.png\\?lang=es&amp;v=[0-9a-f]{12}">`,
      ),
    );
    expect(html).toMatch(/<meta property="og:image:alt" content="&lt;script&gt;[^"]*">/);
  });

  it("is 404 for an unknown market", async () => {
    expect((await fetch(`${server.origin}/market/nope`)).status).toBe(404);
  });
});

describe("the market page with the portal built", () => {
  it("is the portal's page with the market's head tags, and the portal's 404 page otherwise", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pulso-portal-"));
    writeFileSync(
      join(dir, "index.html"),
      '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Pulso</title>' +
        '<script type="module" src="/assets/index-abc.js"></script></head>' +
        '<body><div id="root"></div></body></html>',
    );
    vi.stubEnv("PULSO_PORTAL_DIR", dir);
    const portal = await startTestServer({ env: { PUBLIC_URL } });
    try {
      const { id } = await createTestMarket(portal, await portal.admin());
      const response = await fetch(`${portal.origin}/market/${id}`, {
        headers: { "accept-language": "en" },
      });
      expect(response.status).toBe(200);
      // It carries this reader's answers: never kept by a shared cache.
      expect(response.headers.get("cache-control")).toBe("private, no-cache");
      expect(response.headers.get("vary")).toMatch(/Cookie/);
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
      expect(html).toContain('<html lang="en">');
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/market/${id}">`);
      expect(html).toContain('type="application/json+oembed"');
      expect(html.indexOf("og:title")).toBeLessThan(html.indexOf("</head>"));
      // No picture, nothing to preload.
      expect(html).not.toContain('rel="preload" as="image"');
      // The market as GET /polls/:id answers it, in each language, for the portal to start with.
      const carriedOf = (page: string) => {
        const block = new RegExp(
          `<script type="application/json" id="${CARRIED_ANSWERS_ELEMENT_ID}">([^<]*)</script>`,
        ).exec(page);
        // (With the layout's answers, carried by every landing page: carriedAnswers.test.ts.)
        return block
          ? (
              JSON.parse(block[1] ?? "") as {
                path: string;
                lang: string;
                body: { data: { poll: { title: string } } };
              }[]
            ).filter((one) => !LAYOUT_ANSWER_PATHS.includes(one.path))
          : null;
      };
      const asked = async (lang: string) =>
        (await fetch(`${portal.origin}/api/v1/polls/${id}`, {
          headers: { "accept-language": lang },
        }).then((answer) => answer.json())) as unknown;
      // With its week of prices (its chart's first range), as GET /polls/:id/price-history
      // answers it.
      const week = (await fetch(`${portal.origin}/api/v1/polls/${id}/price-history?range=1w`).then(
        (answer) => answer.json(),
      )) as unknown;
      expect(carriedOf(html)).toEqual([
        { path: `/polls/${id}`, lang: "es", body: await asked("es") },
        { path: `/polls/${id}`, lang: "en", body: await asked("en") },
        { path: `/polls/${id}/price-history?range=1w`, lang: "es", body: week },
        { path: `/polls/${id}/price-history?range=1w`, lang: "en", body: week },
      ]);

      // A stored picture: its banner, the page's largest paint, loads from the head.
      const stored = "/uploads/5c29f89a-ca1e-4c8b-95a3-46559c49bee4";
      await portal.db.query("UPDATE markets SET image_url = $2 WHERE id = $1", [id, stored]);
      const pictured = await (await fetch(`${portal.origin}/market/${id}`)).text();
      expect(pictured).toContain(
        `<link rel="preload" as="image" href="${stored}?w=640" fetchpriority="high">`,
      );
      expect(pictured.indexOf('rel="preload"')).toBeLessThan(pictured.indexOf("</head>"));
      // A picture from elsewhere (here a data: URL) is not the platform's to resize or preload.
      await portal.db.query("UPDATE markets SET image_url = $2 WHERE id = $1", [
        id,
        "data:image/png;base64,iVBORw0KGgo=",
      ]);
      const outside = await (await fetch(`${portal.origin}/market/${id}`)).text();
      expect(outside).not.toContain('rel="preload" as="image"');
      await portal.db.query("UPDATE markets SET image_url = NULL WHERE id = $1", [id]);

      const missing = await fetch(`${portal.origin}/market/nope`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('<div id="root"></div>');

      // String.replace's patterns in a title must reach the page as written, not expanded.
      const patterns = "A $& B $` C $' D";
      await portal.db.query("UPDATE markets SET title_es = $2, title_en = $2 WHERE id = $1", [
        id,
        patterns,
      ]);
      const titled = await (await fetch(`${portal.origin}/market/${id}`)).text();
      const escaped = "A $&amp; B $` C $&#39; D";
      expect(titled.match(/<title>([^<]*)<\/title>/)?.[1]).toBe(`${escaped} · Pulso`);
      expect(titled).toContain(`<meta property="og:title" content="${escaped}">`);
      expect(titled.match(/<head>/g)).toHaveLength(1);
      expect(titled.match(/<\/head>/g)).toHaveLength(1);
      expect(titled.indexOf("og:title")).toBeLessThan(titled.indexOf("</head>"));

      // A title cannot end the data block early: its `<` is written as \u003c.
      const closing = "</script><script>alert(1)</script>";
      await portal.db.query("UPDATE markets SET title_es = $2, title_en = $2 WHERE id = $1", [
        id,
        closing,
      ]);
      const hostile = await (await fetch(`${portal.origin}/market/${id}`)).text();
      expect(hostile).not.toContain("<script>alert(1)");
      expect(
        carriedOf(hostile)
          ?.slice(0, 2)
          .map((one) => one.body.data.poll.title),
      ).toEqual([closing, closing]);

      // A market awaiting review is no one's but an admin's, as by GET /polls/:id: its page is
      // the portal's 404, with neither its title nor its data; oEmbed does not know it.
      await portal.db.query("UPDATE markets SET status = 'pending_review' WHERE id = $1", [id]);
      const pending = await fetch(`${portal.origin}/market/${id}`);
      expect(pending.status).toBe(404);
      const pendingPage = await pending.text();
      expect(carriedOf(pendingPage)).toBeNull();
      expect(pendingPage).not.toContain("og:title");
      const embedded = await fetch(
        `${portal.origin}/api/v1/oembed?url=${encodeURIComponent(`${PUBLIC_URL}/market/${id}`)}&format=json`,
      );
      expect(embedded.status).toBe(404);
    } finally {
      vi.unstubAllEnvs();
      await portal.close();
    }
  });

  it("is painted by the portal's renderer in the language of the reader's cookie, with the market's answers", async () => {
    const build = mkdtempSync(join(tmpdir(), "pulso-portal-"));
    const dir = join(build, "dist");
    mkdirSync(dir);
    writeFileSync(
      join(dir, "index.html"),
      '<!doctype html><html lang="es"><head><title>Pulso</title></head><body><div id="root"></div></body></html>',
    );
    // The renderer as the portal's build ships it, painting what it was given.
    mkdirSync(dirname(pageRendererFile(dir)), { recursive: true });
    writeFileSync(
      pageRendererFile(dir),
      `export const paintPage = async ({ path, lang, answers }) => ({
        markup: "<main>" + lang + " " + path + " " + answers.filter((one) => one.body.data.poll).map((one) => one.lang + ":" + one.body.data.poll.title).join(",") + "</main>",
        sheets: ["/assets/MarketPage-1a.css"],
        modules: ["/assets/MarketPage-2b.js"],
      });\n`,
    );
    vi.stubEnv("PULSO_PORTAL_DIR", dir);
    const portal = await startTestServer({ env: { PUBLIC_URL } });
    try {
      const { id } = await createTestMarket(portal, await portal.admin());
      await portal.db.query("UPDATE markets SET title_es = 'Uno', title_en = 'One' WHERE id = $1", [
        id,
      ]);
      const html = await (
        await fetch(`${portal.origin}/market/${id}?option=x`, {
          headers: { cookie: "pulso_lang=en", "accept-language": "es" },
        })
      ).text();
      expect(html).toContain(
        `<div id="root" data-prerendered="/market/${id}">${PAINTED_START}<main>en /market/${id}?option=x es:Uno,en:One</main>${PAINTED_END}</div>`,
      );
      expect(html).toContain('<html lang="en">');
      expect(html).toContain(
        '<link rel="stylesheet" crossorigin href="/assets/MarketPage-1a.css">\n<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/MarketPage-2b.js">',
      );
      // No market, nothing painted: the portal's not-found page draws itself.
      const missing = await (await fetch(`${portal.origin}/market/nope`)).text();
      expect(missing).toContain('<div id="root"></div>');
      // Its answers failing (the database losing the footer's table), the page still goes out,
      // with its head tags, unpainted and with no answers: the portal asks for them itself.
      await portal.db.query("ALTER TABLE footer_settings RENAME TO footer_settings_gone");
      const failing = await fetch(`${portal.origin}/market/${id}`);
      expect(failing.status).toBe(200);
      const unpainted = await failing.text();
      expect(unpainted).toContain('<div id="root"></div>');
      expect(unpainted).not.toContain(CARRIED_ANSWERS_ELEMENT_ID);
      expect(unpainted).toContain('property="og:title"');
      await portal.db.query("ALTER TABLE footer_settings_gone RENAME TO footer_settings");
    } finally {
      vi.unstubAllEnvs();
      await portal.close();
    }
  });
});
