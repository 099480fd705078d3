import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installErrorHandling } from "../http/errorHandler";
import { registerPortalRoutes } from "./portalAssets";

/** The portal's public files, which Vite copies as they are to the build's root. */
const PORTAL_PUBLIC = join(
  dirname(fileURLToPath(import.meta.url)),
  "..",
  "..",
  "..",
  "portal",
  "public",
);

let dir: string;
let app: FastifyInstance;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "pulso-portal-pwa-"));
  await cp(PORTAL_PUBLIC, dir, { recursive: true });
  await writeFile(join(dir, "index.html"), "<!doctype html><title>Pulso</title>");
  app = Fastify();
  installErrorHandling(app);
  registerPortalRoutes(app, dir);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("the installable portal's files", () => {
  it("serves the service worker as JavaScript, revalidated on every load", async () => {
    const response = await app.inject({ method: "GET", url: "/sw.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toBe(await readFile(join(PORTAL_PUBLIC, "sw.js"), "utf8"));
    const again = await app.inject({
      method: "GET",
      url: "/sw.js",
      headers: { "if-none-match": String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("serves the manifest with its own content type, revalidated", async () => {
    const response = await app.inject({ method: "GET", url: "/manifest.webmanifest" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.json()).toMatchObject({ short_name: "Pulso", start_url: "/" });
  });

  it("serves every icon the manifest names, as PNG", async () => {
    const manifest = (await app.inject({ method: "GET", url: "/manifest.webmanifest" })).json<{
      icons: { src: string }[];
    }>();
    for (const src of [...manifest.icons.map((icon) => icon.src), "/icons/apple-touch-icon.png"]) {
      const response = await app.inject({ method: "GET", url: src });
      expect(response.statusCode, src).toBe(200);
      expect(response.headers["content-type"], src).toBe("image/png");
      expect(response.headers["cache-control"], src).toBe("public, max-age=300");
      expect(response.rawPayload.subarray(1, 4).toString("ascii"), src).toBe("PNG");
    }
  });

  it("answers a missing icon with 404, not the page", async () => {
    const response = await app.inject({ method: "GET", url: "/icons/icon-1024.png" });
    expect(response.statusCode).toBe(404);
  });
});
