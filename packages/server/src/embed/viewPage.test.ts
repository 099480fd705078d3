import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestMarket } from "../bets/test-utils/markets";
import { startTestServer, type TestServer } from "../test-utils/testServer";

let server: TestServer;
let marketId: string;
const PUBLIC_URL = "https://pulso.example";

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL, EMBED_ORIGINS: "https://diario.example" } });
  marketId = (await createTestMarket(server, await server.admin())).id;
  await server.db.query("UPDATE markets SET title_es = $2, title_en = $2 WHERE id = $1", [
    marketId,
    `<b>"Encuesta"</b>`,
  ]);
});
afterAll(() => server.close());

const view = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}/embed/view/${path}`, { headers });

describe("a widget's own page (the iframe form and oEmbed's card)", () => {
  it("is the loader, blocking in <head>, and the element with the query's settings", async () => {
    const response = await view(`market-card/${marketId}?lang=en&theme=dark&chart=off`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<title>&lt;b&gt;&quot;Encuesta&quot;&lt;/b&gt; · Pulso</title>");
    expect(html).toMatch(/<head>[\s\S]*<script src="\/embed.js"><\/script>[\s\S]*<\/head>/);
    expect(html).toContain('<script type="module" src="/embed/view-app.js"></script>');
    expect(html).toContain(`<body data-market-href="${PUBLIC_URL}/market/${marketId}">`);
    expect(html).toContain(
      `<pulso-market-card market="${marketId}" lang="en" theme="dark" chart="off"></pulso-market-card>`,
    );
  });

  it("may be framed by any site, unlike the account frames, and runs only the platform's scripts", async () => {
    const response = await view(`market-card/${marketId}`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors *");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers.get("x-frame-options")).toBeNull();
    // The ticket's own frame keeps its list of sites.
    const frame = await fetch(`${server.origin}/embed/frame/bet-ticket`);
    expect(frame.headers.get("content-security-policy")).toContain(
      "frame-ancestors 'self' https://diario.example",
    );
  });

  it("speaks the reader's language when the query names none, and hosts the account widgets' elements", async () => {
    const html = await (
      await view(`bet-ticket/${marketId}`, { "accept-language": "en-GB" })
    ).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`<pulso-bet-ticket market="${marketId}" lang="en"></pulso-bet-ticket>`);
    // The chart setting is the card's only.
    const chart = await (await view(`price-chart/${marketId}?chart=off&lang=es`)).text();
    expect(chart).toContain(
      `<pulso-price-chart market="${marketId}" lang="es"></pulso-price-chart>`,
    );
  });

  it("passes a bad setting on escaped, for the element to explain, and keeps the page's language valid", async () => {
    const html = await (await view(`market-card/${marketId}?lang=xx"><script>&theme=neon`)).text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('lang="xx&quot;&gt;&lt;script&gt;" theme="neon"');
    expect(html).not.toContain('"><script>');
  });

  it("is 404 with the element for an unknown market (which says so), and 404 for an unknown widget", async () => {
    const missing = await view("market-card/no-such-market?lang=es");
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain("<title>Pulso</title>");
    expect(html).toContain('<pulso-market-card market="no-such-market" lang="es">');
    expect((await view(`comments/${marketId}`)).status).toBe(404);
    expect((await view(`market-list/${marketId}`)).status).toBe(404);
  });
});
