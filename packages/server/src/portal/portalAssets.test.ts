import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PAINTED_END, PAINTED_START } from "@pulso/core";
import { rawRequest } from "../embed/assetsRawRequest";
import { installErrorHandling } from "../http/errorHandler";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import {
  PAGE_HEAD_DEADLINE_MS,
  PORTAL_NOT_BUILT_MESSAGE,
  registerPortalRoutes,
} from "./portalAssets";
import type { PageData } from "./carriedAnswers";
import { PAGE_PAINT_DEADLINE_MS, pagePainter, pageRendererFile } from "./paintedPage";

/** As the portal's build writes it: its landing script first in the head, then its own code. */
const INDEX =
  '<!doctype html><html lang="es"><head>\n    <script src="/assets/landing-1a.js" async data-pulso-landing></script>\n<title>Pulso</title>\n<script type="module" crossorigin src="/assets/index-9z.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/useT-8y.js">\n</head><body><div id="root"></div></body></html>';
/**
 * The portal's page renderer as its build ships it beside the portal (`render/dist/page.mjs`),
 * here painting the page's path, language and number of answers; a path with "broken" fails.
 */
const RENDERER = `export async function paintPage({ path, lang, answers }) {
  if (path.includes("broken")) throw new Error("the render failed");
  return {
    markup: "<main><h1>" + (lang === "en" ? "Predict" : "Predice") + "</h1><p>" + path + " " + answers.length + "</p></main>",
    sheets: ["/assets/page-1a2b.css"],
    modules: ["/assets/page-3c4d.js", "/assets/cards-5e6f.js"],
  };
}
`;
const SCRIPT = "console.log('portal');";
/** A script big enough to be worth compressing, like a real route chunk. */
const BIG_SCRIPT = Array.from(
  { length: 800 },
  (_, index) => `export const route${index} = { path: "/markets/${index}", weight: ${index * 7} };`,
).join("\n");
/** A service worker per build: read fresh on every request. */
const serviceWorker = (build: number) =>
  `${BIG_SCRIPT}\nself.addEventListener("install", () => console.log("build ${build}"));`;

let buildDir: string;
let portalDir: string;
let server: TestServer;
beforeAll(async () => {
  buildDir = await mkdtemp(join(tmpdir(), "pulso-portal-"));
  portalDir = join(buildDir, "dist");
  await mkdir(join(portalDir, "assets"), { recursive: true });
  await mkdir(dirname(pageRendererFile(portalDir)), { recursive: true });
  await writeFile(pageRendererFile(portalDir), RENDERER);
  await writeFile(join(portalDir, "index.html"), INDEX);
  await writeFile(join(portalDir, "assets", "index-abc123.js"), SCRIPT);
  await writeFile(join(portalDir, "assets", "route-def456.js"), BIG_SCRIPT);
  await writeFile(join(portalDir, "sw.js"), serviceWorker(1));
  await writeFile(join(portalDir, "robots.txt"), "User-agent: *");
  // The whole app, so the portal's catch-all meets every other route and the 404 handler.
  vi.stubEnv("PULSO_PORTAL_DIR", portalDir);
  server = await startTestServer();
  vi.unstubAllEnvs();
}, 60_000);
afterAll(async () => {
  await server?.close();
  await rm(buildDir, { recursive: true, force: true });
});

describe("the portal served by the server", () => {
  it("serves the home painted with its data in the reader's language, Spanish without the cookie", async () => {
    for (const [cookie, lang, heading] of [
      [undefined, "es", "Predice"],
      ["pulso_lang=es", "es", "Predice"],
      ["theme=dark; pulso_lang=en", "en", "Predict"],
      ["pulso_lang=fr", "es", "Predice"],
      ["xpulso_lang=en", "es", "Predice"],
    ] as const) {
      const response = await fetch(`${server.origin}/`, {
        headers: cookie ? { cookie } : {},
      });
      expect(response.status, cookie).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-cache");
      expect(response.headers.get("vary")).toMatch(/Cookie/);
      expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
      const html = await response.text();
      expect(html, cookie).toContain(`<html lang="${lang}">`);
      // The renderer's markup in the root, between the service worker's markers, with the
      // home's four answers (banners, figures, featured and busiest markets: none is featured
      // here) and the layout's two (the Markets dropdown, the footer), and its style sheet.
      expect(html, cookie).toContain(
        `<div id="root" data-prerendered="/">${PAINTED_START}<main><h1>${heading}</h1><p>/ 6</p></main>${PAINTED_END}</div>`,
      );
      // Its style sheet and its code named in the head, where the browser finds them at once,
      // and no landing script to name them again. All its code is asked for at low priority,
      // the build's own tags too: the paint waits for none of it.
      expect(html).toContain(
        [
          '<script type="module" fetchpriority="low" crossorigin src="/assets/index-9z.js"></script>',
          '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/useT-8y.js">\n',
        ].join("\n"),
      );
      expect(html).toContain(
        [
          '<link rel="stylesheet" crossorigin href="/assets/page-1a2b.css">',
          '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/page-3c4d.js">',
          '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/cards-5e6f.js">\n</head>',
        ].join("\n"),
      );
      expect(html).not.toContain("landing-1a.js");
      expect(html).toMatch(/^<!doctype html><html lang="\w\w"><head>\n<title>Pulso<\/title>/);
      expect(html).toContain('id="pulso-carried-answers"');
    }
    // A page with no data to carry goes as the index: nothing to paint it with.
    const other = await fetch(`${server.origin}/login`, { headers: { cookie: "pulso_lang=en" } });
    expect(await other.text()).toBe(INDEX);
  });

  it("paints a market list with its address, and a market page", async () => {
    const list = await (await fetch(`${server.origin}/markets/all`)).text();
    // Its first page in each language, and the layout's two answers in each.
    expect(list).toContain(
      `data-prerendered="/markets/all">${PAINTED_START}<main><h1>Predice</h1><p>/markets/all 6</p>`,
    );
    const market = await fetch(`${server.origin}/market/no-such-market`);
    // No market to paint: the portal's not-found page draws itself.
    expect(market.status).toBe(404);
    expect(await market.text()).not.toContain(PAINTED_START);
  });

  it("sends a page with its data but unpainted when its render fails", async () => {
    const response = await fetch(`${server.origin}/markets/all?broken=1`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('id="pulso-carried-answers"');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(PAINTED_START);
  });

  it("serves index.html, never cached, at every page path (SPA fallback)", async () => {
    for (const path of ["/markets/all?q=x", "/login", "/no/such/page", "/leaderboard?x=1"]) {
      const response = await fetch(`${server.origin}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toBe(INDEX);
    }
  });

  it("serves hashed assets with a year's cache and an ETag, other files briefly", async () => {
    const response = await fetch(`${server.origin}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe(SCRIPT);
    const etag = response.headers.get("etag") ?? "";
    const again = await fetch(`${server.origin}/assets/index-abc123.js`, {
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);

    const robots = await fetch(`${server.origin}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get("cache-control")).toBe("public, max-age=300");
  });

  it("compresses text worth it when the request accepts it, per variant ETag and 304", async () => {
    const url = `${server.origin}/assets/route-def456.js`;
    const plain = await rawRequest(url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.body.toString()).toBe(BIG_SCRIPT);

    const gzipped = await rawRequest(url, { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(gunzipSync(gzipped.body).toString()).toBe(BIG_SCRIPT);
    const brotli = await rawRequest(url, { "accept-encoding": "gzip, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).toString()).toBe(BIG_SCRIPT);
    expect(brotli.headers.etag).not.toBe(gzipped.headers.etag);
    expect(plain.headers.etag).not.toBe(gzipped.headers.etag);

    const fresh = await rawRequest(url, {
      "accept-encoding": "gzip",
      "if-none-match": gzipped.headers.etag!,
    });
    expect(fresh.status).toBe(304);
    const head = await rawRequest(url, { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body.length).toBe(0);

    // A file too small to gain goes out as it is, and varies on nothing.
    const small = await rawRequest(`${server.origin}/assets/index-abc123.js`, {
      "accept-encoding": "gzip, br",
    });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
    expect(small.body.toString()).toBe(SCRIPT);
  });

  it("compresses a file read fresh from its current content after a rebuild", async () => {
    const url = `${server.origin}/sw.js`;
    const first = await rawRequest(url, { "accept-encoding": "br" });
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(first.body).toString()).toBe(serviceWorker(1));
    await writeFile(join(portalDir, "sw.js"), serviceWorker(2));
    const second = await rawRequest(url, { "accept-encoding": "br" });
    expect(brotliDecompressSync(second.body).toString()).toBe(serviceWorker(2));
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });

  it("answers a missing file with 404, not the page", async () => {
    for (const path of ["/assets/missing-123.js", "/favicon-missing.png"]) {
      const response = await fetch(`${server.origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    }
  });

  it("keeps the API's JSON 404 under /api, /ws, /embed and /uploads", async () => {
    for (const path of [
      "/api",
      "/api/v1/no-such-route",
      "/api/v1/auth/login",
      "/embed/a/b",
      "/uploads/a/b",
    ]) {
      const response = await fetch(`${server.origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({ status: "fail", code: "ROUTE_NOT_FOUND" });
    }
  });

  it("leaves the API's own routes alone", async () => {
    const response = await fetch(`${server.origin}/api/v1/market-links`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "success" });
  });

  it("answers a reader's browser at a malformed address, or one no market can have, with the portal's not-found page (404), anything else with JSON", async () => {
    const html = { accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8" };
    // Not valid percent-encoding (refused by the router before routing), and a path no file can
    // have (a NUL).
    for (const path of ["/markets/%E0%A4%A", "/market/%zz", "/market/a%00b"]) {
      const page = await fetch(`${server.origin}${path}`, { headers: html });
      expect(page.status, path).toBe(404);
      expect(page.headers.get("content-type"), path).toMatch(/^text\/html/);
      expect(page.headers.get("cache-control"), path).toMatch(/^no-(store|cache)$/);
      expect(page.headers.get("content-security-policy"), path).toBeTruthy();
      expect(await page.text(), path).toBe(INDEX);
    }
    // Asked for by a script, a malformed address is the API's localized JSON error.
    for (const path of ["/markets/%E0%A4%A", "/market/%zz"]) {
      const api = await fetch(`${server.origin}${path}`, {
        headers: { accept: "application/json", "accept-language": "es" },
      });
      expect(api.status, path).toBeGreaterThanOrEqual(400);
      expect(api.headers.get("content-type"), path).toMatch(/^application\/json/);
      expect(((await api.json()) as { message: string }).message, path).toMatch(/\S/);
    }
    // The server's own paths and files keep the JSON error, whatever the browser accepts; an id
    // no market can have is not a server fault.
    for (const path of [
      "/api/v1/polls/%zz",
      "/api/v1/polls/a%00b",
      "/assets/%zz.js",
      "/og/market/a%00b.png",
    ]) {
      const response = await fetch(`${server.origin}${path}`, { headers: html });
      expect([400, 404], path).toContain(response.status);
      expect(response.headers.get("content-type"), path).toMatch(/^application\/json/);
    }
  });

  it("never serves a file outside the build", async () => {
    const response = await fetch(`${server.origin}/%2e%2e/%2e%2e/package.json`);
    expect(response.status).toBe(404);
  });
});

describe("a server without a portal build", () => {
  it("still answers, with 404 and how to build it", async () => {
    const app = Fastify();
    installErrorHandling(app);
    registerPortalRoutes(app, join(tmpdir(), "pulso-portal-never-built"));
    const page = await app.inject({ method: "GET", url: "/markets/all" });
    expect(page.statusCode).toBe(404);
    expect(page.headers["content-type"]).toMatch(/^text\/plain/);
    expect(page.body).toBe(PORTAL_NOT_BUILT_MESSAGE);
    const api = await app.inject({ method: "GET", url: "/api/v1/nothing" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: "ROUTE_NOT_FOUND" });
    await app.close();
  });

  it("serves a page as it is when its first data cannot be added (the database down)", async () => {
    const app = Fastify();
    installErrorHandling(app);
    let asked = 0;
    registerPortalRoutes(app, portalDir, () => {
      asked += 1;
      return Promise.reject(new Error("the database is down"));
    });
    const page = await app.inject({ method: "GET", url: "/markets/all" });
    expect(asked).toBe(1);
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.body).toBe(INDEX);
    await app.close();
  });

  it("serves a page as it is when its first data comes too late (the database slow)", async () => {
    const app = Fastify();
    installErrorHandling(app);
    let answer: (data: PageData) => void = () => undefined;
    registerPortalRoutes(
      app,
      portalDir,
      () => new Promise<PageData>((resolve) => (answer = resolve)),
    );
    const started = Date.now();
    const page = await app.inject({ method: "GET", url: "/markets/all" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(PAGE_HEAD_DEADLINE_MS - 5);
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.body).toBe(INDEX);
    answer({
      head: '<script type="application/json" id="pulso-carried-answers">[]</script>',
      answers: [],
    });
    await app.close();
  });

  /** The portal's routes alone, every page with an empty data block, painted by `renderer`. */
  const paintedBy = (renderer: string) => {
    const app = Fastify();
    installErrorHandling(app);
    registerPortalRoutes(
      app,
      portalDir,
      () => Promise.resolve({ head: EMPTY_ANSWERS, answers: [] }),
      pagePainter(renderer, app.log),
    );
    return app;
  };
  const EMPTY_ANSWERS = '<script type="application/json" id="pulso-carried-answers">[]</script>';
  const UNPAINTED = INDEX.replace("</head>", `${EMPTY_ANSWERS}\n</head>`);

  it("sends a page with its data but unpainted when its render takes too long", async () => {
    // A renderer that never finishes, and does not stop when told to.
    const renderer = join(buildDir, "stuck.mjs");
    await writeFile(renderer, "export const paintPage = () => new Promise(() => {});\n");
    const app = paintedBy(renderer);
    const started = Date.now();
    const page = await app.inject({ method: "GET", url: "/markets/all" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(PAGE_PAINT_DEADLINE_MS - 5);
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(UNPAINTED);
    await app.close();
  });

  it("sends pages unpainted when the portal was built without its renderer", async () => {
    const app = paintedBy(join(buildDir, "no-such-renderer.mjs"));
    for (let visit = 0; visit < 2; visit += 1) {
      const page = await app.inject({ method: "GET", url: "/markets/all" });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(UNPAINTED);
    }
    await app.close();
  });
});
