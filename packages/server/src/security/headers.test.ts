import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestMarket } from "../bets/test-utils/markets";
import { startTestServer, type TestServer } from "../test-utils/testServer";

/**
 * The security headers of every HTML page the platform serves (issue 8 item 5, DESIGN §5, §7):
 * the portal's pages, the market page, the reset page, the account frames and the sign-in popup.
 */

const INDEX =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Pulso</title>' +
  '<script type="module" src="/assets/index-abc.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

let portalDir: string;
let server: TestServer;
let marketId: string;
beforeAll(async () => {
  portalDir = await mkdtemp(join(tmpdir(), "pulso-portal-"));
  await writeFile(join(portalDir, "index.html"), INDEX);
  vi.stubEnv("PULSO_PORTAL_DIR", portalDir);
  try {
    server = await startTestServer({ env: { EMBED_ORIGINS: "https://diario.example" } });
  } finally {
    vi.unstubAllEnvs();
  }
  marketId = (await createTestMarket(server, await server.admin())).id;
}, 120_000);
afterAll(async () => {
  await server?.close();
  await rm(portalDir, { recursive: true, force: true });
});

/** A page's CSP as a map of directive → source list. */
function directives(policy: string | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (policy ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources.join(" "));
  }
  return map;
}

async function page(path: string) {
  const response = await fetch(`${server.origin}${path}`);
  expect(response.headers.get("content-type"), path).toMatch(/^text\/html/);
  return { response, csp: directives(response.headers.get("content-security-policy")) };
}

describe("the portal's HTML pages", () => {
  const paths = ["/", "/login", "/dashboard", "/market/nope", "/resetPassword/abc"];

  it("forbid plugins, <base>, inline and foreign scripts, and being framed", async () => {
    for (const path of [...paths, `/market/${marketId}`]) {
      const { response, csp } = await page(path);
      expect(csp.get("object-src"), path).toBe("'none'");
      expect(csp.get("base-uri"), path).toBe("'none'");
      expect(csp.get("script-src"), path).toBe("'self'");
      expect(csp.get("frame-ancestors"), path).toBe("'none'");
      expect(csp.get("form-action"), path).toBe("'self'");
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });

  it("never send the reset link's token on as a Referer", async () => {
    const reset = await page("/resetPassword/0123456789abcdefghij");
    expect(reset.response.headers.get("referrer-policy")).toBe("no-referrer");
    for (const path of ["/", "/login", `/market/${marketId}`]) {
      const { response } = await page(path);
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
    }
  });

  it("hold no inline script the CSP would block (the portal's own index.html)", async () => {
    const source = await readFile(
      new URL("../../../portal/index.html", import.meta.url).pathname,
      "utf8",
    );
    const scripts = [...source.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [tag, attributes, body] of scripts) {
      expect(attributes, tag).toMatch(/\ssrc="\/[^"]+"/);
      expect(body?.trim(), tag).toBe("");
    }
    expect(source).not.toMatch(/\son[a-z]+=/i);
  });
});

describe("the account frames and the sign-in popup", () => {
  it("may be framed only by EMBED_ORIGINS, the popup by no one, each with the strict CSP", async () => {
    for (const widget of ["bet-ticket", "notification-bell", "poll", "comments"]) {
      const { response, csp } = await page(`/embed/frame/${widget}`);
      expect(csp.get("frame-ancestors"), widget).toBe("'self' https://diario.example");
      expect(csp.get("object-src"), widget).toBe("'none'");
      expect(csp.get("base-uri"), widget).toBe("'none'");
      expect(csp.get("script-src"), widget).toBe("'self'");
      expect(response.headers.get("x-content-type-options"), widget).toBe("nosniff");
    }
    const popup = await page("/embed/authorize?origin=https%3A%2F%2Fdiario.example");
    expect(popup.csp.get("frame-ancestors")).toBe("'none'");
    expect(popup.csp.get("object-src")).toBe("'none'");
    expect(popup.csp.get("base-uri")).toBe("'none'");
    expect(popup.response.headers.get("x-frame-options")).toBe("DENY");
  });
});

describe("the API's JSON", () => {
  it("is never sniffed, and never stored by a cache unless its route says it is public", async () => {
    const reader = await server.signup();
    const answers = [
      await fetch(`${server.baseURL}/polls`),
      await fetch(`${server.baseURL}/users/me`, {
        headers: { authorization: `Bearer ${reader.token}` },
      }),
      await fetch(`${server.baseURL}/users/me`),
      await fetch(`${server.baseURL}/no-such-call`),
      await fetch(`${server.baseURL}/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: reader.email, password: "Secreto123" }),
      }),
    ];
    for (const response of answers) {
      const what = `${response.url} ${response.status}`;
      expect(response.headers.get("content-type"), what).toMatch(/^application\/json/);
      expect(response.headers.get("x-content-type-options"), what).toBe("nosniff");
      expect(response.headers.get("cache-control"), what).toBe("no-store");
      // Read every answer: an unread body (the OpenAPI document is large) holds its
      // connection open, and the server's close waits for it.
      await response.text();
    }
    const document = await fetch(`${server.baseURL}/openapi.json`);
    expect(document.headers.get("cache-control")).toBe("public, max-age=300");
    expect(document.headers.get("x-content-type-options")).toBe("nosniff");
    await document.text();
    // Served over plain HTTP: no HSTS (a browser ignores it there anyway).
    expect(answers[0]?.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("an https public URL", () => {
  it("sends Strict-Transport-Security on pages and API answers alike", async () => {
    const secure = await startTestServer({ env: { PUBLIC_URL: "https://pulso.example" } });
    try {
      for (const path of ["/", "/api/v1/polls", "/api/v1/users/me", "/embed/frame/poll"]) {
        const response = await fetch(`${secure.origin}${path}`);
        expect(response.headers.get("strict-transport-security"), path).toBe("max-age=31536000");
      }
    } finally {
      await secure.close();
    }
  });
});
