import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "../http/errors";
import { loadStaticAsset, sendStaticAsset, type StaticAsset } from "./assetsEncoding";

/**
 * Where the built embed assets are by default: `dist/embed` beside the bundled server
 * (`build.mjs` writes them there with `embedAssets.mjs`).
 */
export function defaultEmbedAssetsDir(): string {
  return fileURLToPath(new URL("./embed", import.meta.url));
}

/** A served chunk name: a tag (`pulso-market-card`) or a shared chunk esbuild split out. */
const CHUNK_NAME = /^[A-Za-z0-9_-]{1,80}\.js$/;

/**
 * Serves the embed loader at `/embed.js` and the widget chunks at `/embed/<name>.js` from the
 * built files in `dir` (DESIGN §7): JavaScript modules any page may load (CORS `*`), cached
 * briefly since their names are stable (shared chunks, content-hashed, for a year), with an ETag,
 * brotli- or gzip-compressed when the request accepts it (precompressed by the build). A missing
 * file is 404, so a server without built assets still starts.
 */
export function registerEmbedAssets(app: FastifyInstance, dir: string): void {
  const cache = new Map<string, Promise<StaticAsset | null>>();
  const load = (path: string) => {
    let asset = cache.get(path);
    if (!asset) {
      asset = loadStaticAsset(path);
      cache.set(path, asset);
      // A missing file may be built later (dev); do not remember its absence.
      void asset.then((found) => {
        if (!found) cache.delete(path);
      });
    }
    return asset;
  };

  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    cacheControl: string,
  ) => {
    const asset = await load(path);
    if (!asset) throw notFound();
    reply
      .header("content-type", "text/javascript; charset=utf-8")
      .header("access-control-allow-origin", "*")
      .header("cross-origin-resource-policy", "cross-origin")
      .header("x-content-type-options", "nosniff")
      .header("cache-control", cacheControl);
    return sendStaticAsset(request, reply, asset);
  };

  app.get("/embed.js", (request, reply) =>
    send(
      request,
      reply,
      join(dir, "embed.js"),
      "public, max-age=300, stale-while-revalidate=86400",
    ),
  );
  app.get<{ Params: { file: string } }>("/embed/:file", (request, reply) => {
    const { file } = request.params;
    if (!CHUNK_NAME.test(file)) throw notFound();
    const cacheControl = file.startsWith("shared-")
      ? "public, max-age=31536000, immutable"
      : "public, max-age=300, stale-while-revalidate=86400";
    return send(request, reply, join(dir, "chunks", file), cacheControl);
  });
}
