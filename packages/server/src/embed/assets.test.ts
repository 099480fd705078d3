import { transform } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestEmbedAssets } from "../test-utils/embedAssets";
import { startTestServer, type TestServer } from "../test-utils/testServer";

let server: TestServer;
let restricted: TestServer;
beforeAll(async () => {
  const embedAssetsDir = await buildTestEmbedAssets();
  server = await startTestServer({ embedAssetsDir });
  restricted = await startTestServer({
    embedAssetsDir,
    env: { EMBED_ORIGINS: "https://diario.example,https://otro.example" },
  });
}, 60_000);
afterAll(async () => {
  await server.close();
  await restricted.close();
});

/** Whether a text parses as an ES module. */
async function isModule(code: string): Promise<boolean> {
  await transform(code, { loader: "js", format: "esm" });
  return true;
}

describe("embed assets", () => {
  it("serves the loader as a public JavaScript module", async () => {
    const response = await fetch(`${server.origin}/embed.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    const code = await response.text();
    expect(code).toContain("__pulsoEmbed");
    expect(await isModule(code)).toBe(true);

    const etag = response.headers.get("etag") ?? "";
    const again = await fetch(`${server.origin}/embed.js`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("serves each element's chunk built from the widgets' sources, and 404 for unknown tags", async () => {
    const response = await fetch(`${server.origin}/embed/pulso-market-card.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const code = await response.text();
    expect(code).toContain("pulso-market-card");
    expect(await isModule(code)).toBe(true);
    // Code several widgets share (React, the settings bridge) is split into shared chunks the
    // element imports by relative path: each must be served from /embed/ as well.
    const shared = [...code.matchAll(/"\.\/(shared-[A-Za-z0-9_-]+\.js)"/g)].map(
      (match) => match[1]!,
    );
    let everything = code;
    for (const file of new Set(shared)) {
      const chunk = await fetch(`${server.origin}/embed/${file}`);
      expect(chunk.status, file).toBe(200);
      everything += await chunk.text();
    }
    expect(everything).toContain("pulso-settings-change");

    for (const path of ["/embed/pulso-nothing.js", "/embed/..%2Fembed.js", "/embed/embed.js"]) {
      expect((await fetch(`${server.origin}${path}`)).status, path).toBe(404);
    }
  });
});

describe("embed frames", () => {
  const csp = async (target: TestServer, widget = "bet-ticket") => {
    const response = await fetch(`${target.origin}/embed/frame/${widget}`);
    expect(response.status).toBe(200);
    return { response, policy: response.headers.get("content-security-policy") ?? "" };
  };

  it("serve a page whose frame-ancestors are EMBED_ORIGINS", async () => {
    const { response, policy } = await csp(restricted);
    expect(policy).toContain("frame-ancestors https://diario.example https://otro.example");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-frame-options")).toBeNull();
    const html = await response.text();
    expect(html).toContain('<div id="root" data-widget="bet-ticket">');
    expect(html).toContain('<script type="module" src="/embed/frame-app.js">');
    const script = await fetch(`${restricted.origin}/embed/frame-app.js`);
    expect(script.status).toBe(200);
    expect(await isModule(await script.text())).toBe(true);
  });

  it("let any origin frame them in dev, for every account widget", async () => {
    for (const widget of ["bet-ticket", "notification-bell", "poll", "comments"]) {
      const { policy } = await csp(server, widget);
      expect(policy).toMatch(/frame-ancestors \*(;|$)/);
    }
    expect((await fetch(`${server.origin}/embed/frame/wallet`)).status).toBe(404);
  });
});

describe("the sign-in popup", () => {
  const open = async (target: TestServer, query: string) => {
    const response = await fetch(`${target.origin}/embed/authorize?${query}`);
    expect(response.status).toBe(200);
    return { response, html: await response.text() };
  };
  const NONCE = "0123456789abcdef0123456789abcdef";

  it("can never be framed, and runs only its own script", async () => {
    const { response, html } = await open(
      restricted,
      `origin=${encodeURIComponent("https://diario.example")}&nonce=${NONCE}`,
    );
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("cross-origin-opener-policy")).toBeNull();
    expect(html).toContain('data-site="https://diario.example"');
    expect(html).toContain(`data-nonce="${NONCE}"`);
    expect(html).toContain('<script type="module" src="/embed/authorize-app.js">');
    expect((await fetch(`${restricted.origin}/embed/authorize-app.js`)).status).toBe(200);
  });

  it("names no site a reader could approve when the site is not allowed or the request is odd", async () => {
    const cases = [
      `origin=${encodeURIComponent("https://evil.example")}&nonce=${NONCE}`,
      `origin=${encodeURIComponent("https://diario.example/path")}&nonce=${NONCE}`,
      `origin=${encodeURIComponent("javascript:alert(1)")}&nonce=${NONCE}`,
      `origin=${encodeURIComponent("https://diario.example")}&nonce=short`,
      `origin=${encodeURIComponent("https://diario.example")}&nonce=${encodeURIComponent('"><script>')}`,
      "",
    ];
    for (const query of cases) {
      const { html } = await open(restricted, query);
      expect(html, query).toContain('data-site=""');
      expect(html, query).not.toContain("<script>");
    }
    // In dev any site may be approved.
    const dev = await open(
      server,
      `origin=${encodeURIComponent("http://127.0.0.1:8180")}&nonce=${NONCE}`,
    );
    expect(dev.html).toContain('data-site="http://127.0.0.1:8180"');
  });
});
