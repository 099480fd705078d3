import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { transform } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestEmbedAssets } from "../test-utils/embedAssets";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { acceptedEncodings } from "./assetsEncoding";
import { rawRequest } from "./assetsRawRequest";

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

describe("embed asset compression", () => {
  /** The market card's largest served file: the shared chunk holding React. */
  const largestChunk = async () => {
    const card = await rawRequest(`${server.origin}/embed/pulso-market-card.js`);
    const names = [...card.body.toString().matchAll(/"\.\/(shared-[A-Za-z0-9_-]+\.js)"/g)];
    const sizes = await Promise.all(
      names.map(async ([, name]) => {
        const path = `/embed/${name}`;
        return { path, body: (await rawRequest(`${server.origin}${path}`)).body };
      }),
    );
    return sizes.sort((a, b) => b.body.length - a.body.length)[0]!;
  };

  it("sends gzip or brotli when accepted, the same bytes once decoded, and the file otherwise", async () => {
    const { path, body: raw } = await largestChunk();
    // Big enough that compressing it is worth it (the public data client, about 26 KB raw).
    expect(raw.length).toBeGreaterThan(20_000);
    const url = `${server.origin}${path}`;

    const plain = await rawRequest(url, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.body.equals(raw)).toBe(true);

    const gzipped = await rawRequest(url, { "accept-encoding": "gzip" });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary).toBe("Accept-Encoding");
    expect(gzipped.body.length).toBeLessThan(raw.length / 2);
    expect(gunzipSync(gzipped.body).equals(raw)).toBe(true);

    const brotli = await rawRequest(url, { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).equals(raw)).toBe(true);
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    // Each variant has its own ETag, and a revalidation answers 304 for the one it names only.
    const etags = [plain, gzipped, brotli].map((response) => response.headers.etag);
    expect(new Set(etags).size).toBe(3);
    const fresh = await rawRequest(url, {
      "accept-encoding": "gzip",
      "if-none-match": gzipped.headers.etag!,
    });
    expect(fresh.status).toBe(304);
    expect(fresh.body.length).toBe(0);
    expect(fresh.headers.vary).toBe("Accept-Encoding");
    const otherVariant = await rawRequest(url, {
      "accept-encoding": "br",
      "if-none-match": gzipped.headers.etag!,
    });
    expect(otherVariant.status).toBe(200);
    expect(otherVariant.headers["content-encoding"]).toBe("br");

    // HEAD: the headers of the variant a GET would get, no body.
    const head = await rawRequest(url, { "accept-encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("gzip");
    expect(head.headers.etag).toBe(gzipped.headers.etag);
    expect(head.body.length).toBe(0);
  });

  it("compresses the loader too, and refuses a coding given q=0", async () => {
    const raw = await rawRequest(`${server.origin}/embed.js`);
    expect(raw.headers["content-encoding"]).toBeUndefined();
    const refused = await rawRequest(`${server.origin}/embed.js`, {
      "accept-encoding": "br;q=0, gzip;q=0.5",
    });
    expect(refused.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(refused.body).equals(raw.body)).toBe(true);
  });

  it("reads Accept-Encoding as RFC 9110 says", () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings("identity")).toEqual([]);
    expect(acceptedEncodings("gzip, deflate, br, zstd")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("GZIP;q=0.8")).toEqual(["gzip"]);
    expect(acceptedEncodings("x-gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings("*")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("*;q=0.1, br;q=0")).toEqual(["gzip"]);
    expect(acceptedEncodings("br;q=0, gzip;q=0")).toEqual([]);
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
    expect(policy).toContain("frame-ancestors 'self' https://diario.example https://otro.example");
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
    // The ticket's page loads the ticket's own script, not the other widgets'.
    expect(html).toContain('<script type="module" src="/embed/bet-ticket-app.js">');
    const script = await fetch(`${restricted.origin}/embed/bet-ticket-app.js`);
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

  it("load only their own widget's code, and no zod (DESIGN §7: frames load light)", async () => {
    /** A frame script and every shared chunk it imports, as served. */
    const closure = async (file: string, seen = new Set<string>()): Promise<string> => {
      if (seen.has(file)) return "";
      seen.add(file);
      const response = await fetch(`${server.origin}/embed/${file}`);
      expect(response.status, file).toBe(200);
      let code = await response.text();
      for (const [, shared] of code.matchAll(/"\.\/(shared-[A-Za-z0-9_-]+\.js)"/g)) {
        code += await closure(shared!, seen);
      }
      return code;
    };
    // Each widget's class prefix: its own styles and markup.
    const prefixes = {
      "bet-ticket": "pulso-bt__",
      poll: "pulso-poll",
      comments: "pulso-cm__",
      "notification-bell": "pulso-nb",
    } as const;
    for (const [widget, own] of Object.entries(prefixes)) {
      const html = await (await fetch(`${server.origin}/embed/frame/${widget}`)).text();
      const script = /<script type="module" src="\/embed\/([a-z-]+-app\.js)">/.exec(html)?.[1];
      expect(script, widget).toBe(`${widget}-app.js`);
      const code = await closure(script!);
      expect(code, widget).toContain(own);
      for (const other of Object.values(prefixes).filter((prefix) => prefix !== own)) {
        expect(code.includes(other), `${widget} carries ${other}`).toBe(false);
      }
      expect(code, widget).not.toMatch(/_zod|ZodError/);
    }
  });
});

describe("the sign-in popup", () => {
  /** Opens the popup as the browser does when the frame (a platform page) opens it, by default. */
  const open = async (target: TestServer, query: string, fetchSite = "same-origin") => {
    const response = await fetch(`${target.origin}/embed/authorize?${query}`, {
      headers: fetchSite ? { "sec-fetch-site": fetchSite } : {},
    });
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

  it("names no site when a news page, not the frame, opened or navigated it", async () => {
    // A script on one registered site opens the popup (or navigates the frame's) with another
    // registered site's name: the browser marks that navigation cross-site, or, from a site
    // sharing the platform's registrable domain, same-site.
    const query = `origin=${encodeURIComponent("https://otro.example")}&nonce=${NONCE}`;
    for (const fetchSite of ["cross-site", "same-site", "none", ""]) {
      const { html } = await open(restricted, query, fetchSite);
      expect(html, fetchSite || "no Sec-Fetch-Site").toContain('data-site=""');
      expect(html, fetchSite || "no Sec-Fetch-Site").not.toContain("otro.example");
    }
    expect((await open(restricted, query)).html).toContain('data-site="https://otro.example"');
  });
});
