import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { CARRIED_ANSWERS_ELEMENT_ID } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestMarket } from "../bets/test-utils/markets";
import { rawRequest } from "../embed/assetsRawRequest";
import { startTestServer, type TestServer } from "../test-utils/testServer";

const INDEX =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Pulso</title></head>' +
  '<body><div id="root"></div></body></html>';

interface Carried {
  path: string;
  lang: string;
  body: { data: { polls: { _id: string; title: string }[] } };
}

/** The answers a page carries, or null without the block. */
function carriedOf(page: string): Carried[] | null {
  const block = new RegExp(
    `<script type="application/json" id="${CARRIED_ANSWERS_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(page);
  return block ? (JSON.parse(block[1] ?? "") as Carried[]) : null;
}

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
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("content-security-policy")).toBeTruthy();
      const page = await response.text();
      const query = `limit=12&sort=volume${category === "all" ? "" : `&category=${category}`}&status=active&page=1`;
      const asked = async (lang: string) =>
        (await fetch(`${server.origin}/api/v1/polls?${query}`, {
          headers: { "accept-language": lang },
        }).then((answer) => answer.json())) as unknown;
      expect(carriedOf(page)).toEqual([
        { path: `/polls?${query}`, lang: "es", body: await asked("es") },
        { path: `/polls?${query}`, lang: "en", body: await asked("en") },
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
