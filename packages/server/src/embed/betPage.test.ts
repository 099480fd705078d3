import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { buildTestEmbedAssets } from "../test-utils/embedAssets";
import { createTestDatabase } from "../test-utils/testServer";
import { registerBetPage } from "./betPage";

interface BetPageServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * A real server (the whole app, on PGlite or PostgreSQL as PULSO_TEST_DB says) with the bet window
 * registered: by routes.ts once it does, else here.
 */
async function startServer(env: Record<string, string>, embedAssetsDir: string) {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    PULSO_SEED: "false",
    LOG_LEVEL: "silent",
    ...env,
  });
  const { app, ctx } = await buildApp({
    config,
    db: database.db,
    embedAssetsDir,
    realtime: { toPoll: () => {}, toUser: () => {}, sessionsRevoked: () => {} },
  });
  if (!app.hasRoute({ method: "GET", url: "/embed/bet" })) registerBetPage(app, ctx);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("the test server has no port");
  const server: BetPageServer = {
    origin: `http://127.0.0.1:${address.port}`,
    async close() {
      await app.close();
      await database.drop();
    },
  };
  return server;
}

let restricted: BetPageServer;
/** Any site may embed (the dev default, EMBED_ORIGINS unset). */
let open: BetPageServer;

beforeAll(async () => {
  const embedAssetsDir = await buildTestEmbedAssets();
  restricted = await startServer(
    { EMBED_ORIGINS: "https://diario.example,https://otro.example" },
    embedAssetsDir,
  );
  open = await startServer({}, embedAssetsDir);
}, 60_000);
afterAll(async () => {
  await restricted?.close();
  await open?.close();
});

const NONCE = "0123456789abcdef0123456789abcdef";
const DIARIO = "https://diario.example";

/** The query a frame on `site` sends, with `overrides` (null drops a parameter). */
function query(overrides: Record<string, string | null> = {}): string {
  const params = new URLSearchParams();
  const fields: Record<string, string | null> = {
    market: "m_1",
    option: "o_yes",
    origin: DIARIO,
    nonce: NONCE,
    lang: "es",
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) if (value !== null) params.set(name, value);
  return params.toString();
}

/** Opens the window as the browser does when the frame (a platform page) opens it, by default. */
async function openWindow(target: BetPageServer, search: string, fetchSite = "same-origin") {
  const response = await fetch(`${target.origin}/embed/bet?${search}`, {
    headers: fetchSite ? { "sec-fetch-site": fetchSite } : {},
  });
  return { response, html: await response.text() };
}

function expectNeverFramed(response: Response) {
  const policy = response.headers.get("content-security-policy") ?? "";
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("default-src 'self'");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  // The window must post back to the frame that opened it.
  expect(response.headers.get("cross-origin-opener-policy")).toBeNull();
}

describe("GET /embed/bet", () => {
  it("can never be framed, and runs only its own script, which is served", async () => {
    const { response, html } = await openWindow(restricted, query());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expectNeverFramed(response);
    expect(html).toContain('<script type="module" src="/embed/bet-popup-app.js"></script>');
    expect(html.match(/<script/g)).toHaveLength(1);
    const script = await fetch(`${restricted.origin}/embed/bet-popup-app.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
  });

  it("names an allowed site opened from the frame, with the nonce, market and option", async () => {
    const { html } = await openWindow(restricted, query());
    expect(html).toContain(
      `<div id="root" data-site="${DIARIO}" data-site-name="" data-nonce="${NONCE}" data-market="m_1" data-option="o_yes" data-attribution=""></div>`,
    );
    expect(html).toContain('<html lang="es">');
    const english = await openWindow(restricted, query({ lang: "en", option: null }));
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain('data-market="m_1" data-option=""');
  });

  it("names no site that may not embed Pulso, or that is not an origin", async () => {
    for (const origin of [
      "https://evil.example",
      "https://diario.example.evil.example",
      `${DIARIO}/path`,
      "javascript:alert(1)",
      '"><script>alert(1)</script>',
      null,
    ]) {
      const { response, html } = await openWindow(restricted, query({ origin }));
      expect(response.status, String(origin)).toBe(200);
      expect(html, String(origin)).toContain('data-site=""');
      expect(html, String(origin)).not.toContain("evil.example");
      expect(html, String(origin)).not.toContain("<script>");
      expectNeverFramed(response);
    }
    // Where any site may embed (dev), any origin is named.
    const dev = await openWindow(open, query({ origin: "http://127.0.0.1:8180" }));
    expect(dev.html).toContain('data-site="http://127.0.0.1:8180"');
  });

  it("names no site when a news page, not the frame, opened or navigated it", async () => {
    for (const fetchSite of ["cross-site", "same-site", "none", ""]) {
      const { html } = await openWindow(
        restricted,
        query({ origin: "https://otro.example" }),
        fetchSite,
      );
      expect(html, fetchSite || "no Sec-Fetch-Site").toContain('data-site=""');
      expect(html, fetchSite || "no Sec-Fetch-Site").not.toContain("otro.example");
    }
    const fromFrame = await openWindow(restricted, query({ origin: "https://otro.example" }));
    expect(fromFrame.html).toContain('data-site="https://otro.example"');
  });

  it("names no site without a nonce of the right shape, and never echoes a bad one", async () => {
    for (const nonce of ["short", "a".repeat(65), "0123456789abcdef<script>", null]) {
      const { response, html } = await openWindow(restricted, query({ nonce }));
      expect(response.status, String(nonce)).toBe(200);
      expect(html, String(nonce)).toContain('data-site="" data-site-name="" data-nonce=""');
      expect(html, String(nonce)).not.toContain("<script>");
    }
  });

  it("answers 400 for a market or option that is not an id, naming neither, with the same headers", async () => {
    const cases = [
      query({ market: null }),
      query({ market: "" }),
      query({ market: "m 1" }),
      query({ market: '"><script>alert(1)</script>' }),
      query({ market: "m".repeat(65) }),
      `${query()}&market=m_2`,
      query({ option: "" }),
      query({ option: "o/yes" }),
      `${query()}&option=o_no`,
    ];
    for (const search of cases) {
      const { response, html } = await openWindow(restricted, search);
      expect(response.status, search).toBe(400);
      expect(html, search).toContain('data-market="" data-option=""');
      expect(html, search).not.toContain("<script>alert");
      expectNeverFramed(response);
    }
  });
});
