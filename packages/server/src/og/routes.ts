import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@pulso/core";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { publicBase } from "../embed/html";
import { notFound, validationFailed } from "../http/errors";
import { TimedLru } from "./cache";
import { loadOgCard, loadOgMarket } from "./card";
import { renderPng } from "./render";
import { buildOgSvg } from "./svg";

/** How long a drawn image is served before it is drawn again, price moves or not. */
export const OG_TTL_SECONDS = 600;
/** Images kept per server: one per market and language. */
const OG_CACHE_ENTRIES = 300;

/** The path of a market's share image. */
export function ogImagePath(marketId: string): string {
  return `/og/market/${encodeURIComponent(marketId)}.png`;
}

/**
 * The absolute URL of a market's share image in a language, for `og:image`: its version (see
 * `ogVersion`) in the query, so a preview service that keeps images by URL asks again once the
 * price has moved.
 */
export function ogImageUrl(
  publicUrl: string,
  marketId: string,
  language: Language,
  version: string,
): string {
  return `${publicBase(publicUrl)}${ogImagePath(marketId)}?lang=${language}&v=${version}`;
}

/**
 * `GET /og/market/:id.png?lang=es|en`: a market's share image (Open Graph, X's large card),
 * 1200×630 PNG, in the language asked (Spanish by default), always as the public sees the
 * market (no price, chart or volume during its election blackout, DESIGN §12). Drawn once per
 * market, language and version (a price move of a point, a resolution, a blackout, a new title)
 * and kept for {@link OG_TTL_SECONDS}; browsers and caches may keep it as long and revalidate
 * with its ETag. `x-cache` says whether this request drew the picture (`miss`) or was
 * given one kept or being drawn for another (`hit`).
 */
export function registerOgRoutes(app: FastifyInstance, ctx: AppContext): void {
  const cache = new TimedLru<{ version: string; png: Buffer }>({
    maxEntries: OG_CACHE_ENTRIES,
    ttlMs: OG_TTL_SECONDS * 1000,
    now: () => ctx.now().getTime(),
  });
  const drawings = new Map<string, Promise<Buffer>>();

  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    "/og/market/:id.png",
    async (request, reply) => {
      const lang = request.query.lang;
      if (lang !== undefined && !isLanguage(lang)) {
        throw validationFailed([{ path: "lang", code: "INVALID_TYPE" }]);
      }
      const language: Language = lang ?? DEFAULT_LANGUAGE;
      const found = await loadOgMarket(ctx.db, request.params.id, language);
      if (!found) throw notFound();
      const { market, version } = found;
      const etag = `"${version}-${language}"`;
      // Only a picture is cached: a failure below keeps the error handler's headers.
      const cached = () =>
        reply
          .header("cache-control", `public, max-age=${OG_TTL_SECONDS}`)
          .header("etag", etag)
          .header("x-content-type-options", "nosniff");
      if (request.headers["if-none-match"] === etag) return cached().code(304).send();

      const key = `${market._id}:${language}`;
      const kept = cache.get(key);
      if (kept?.version === version) {
        return cached().header("x-cache", "hit").type("image/png").send(kept.png);
      }
      // Requests that arrive while it is being drawn wait for that drawing.
      const drawing = `${key}:${version}`;
      let pending = drawings.get(drawing);
      const drawnHere = pending === undefined;
      if (!pending) {
        pending = loadOgCard(ctx.db, market, ctx.now())
          .then((card) => renderPng(buildOgSvg(card, language)))
          .then((png) => {
            cache.set(key, { version, png });
            return png;
          })
          .finally(() => drawings.delete(drawing));
        drawings.set(drawing, pending);
      }
      const png = await pending;
      return cached()
        .header("x-cache", drawnHere ? "miss" : "hit")
        .type("image/png")
        .send(png);
    },
  );
}
