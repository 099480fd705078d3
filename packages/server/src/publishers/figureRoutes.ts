import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { endpoint, ok } from "../http/endpoint";
import { notFound } from "../http/errors";
import type { RateLimit } from "../http/rateLimiter";
import { installJsonBodyParser } from "../http/jsonBody";
import { createBeaconRecorder } from "./beacon";
import { figuresPeriod, mayReadFigures, publisherFigures } from "./figures";
import { networkKey } from "../security/networkKey";

/**
 * Beacons one address may send per minute. A reader sends one per page; the limit leaves room
 * for many readers behind one address (an office, a carrier's NAT) and still bounds what one
 * flooding address can make the tables grow by (at most two rows per beacon).
 */
const BEACONS_BY_ADDRESS: RateLimit = { name: "embed-beacon-address", max: 120, windowMs: 60_000 };

/**
 * A publisher's figures and the loader's views beacon (DESIGN §12).
 *
 * - POST /embed/beacon: counts one page's widget views for the active publisher whose registered
 *   origin the browser set in `Origin`. No Origin, or one that is not an active publisher's, gets
 *   the same answer and records nothing. The loader sends no cookie, and the handler neither
 *   reads nor sets one: the reader is counted by a hash under a salt of the day (beacon.ts).
 * - GET /publishers/:id/figures: aggregates for the publisher's members and admins; anyone else
 *   gets 404, as if the publisher did not exist.
 */
export function registerPublisherFigureRoutes(app: FastifyInstance, ctx: AppContext): void {
  const beacons = createBeaconRecorder(ctx.db, ctx.now);

  void app.register(async (scope) => {
    // The loader's beacon arrives as text/plain (a no-cors request, so no preflight): in this
    // scope only, such a body is parsed as JSON with the app's own JSON rules.
    installJsonBodyParser(scope, "text/plain");
    endpoint(scope, ctx.endpoints, "recordEmbedViews", async ({ body, request, reply }) => {
      await ctx.limits.consume(BEACONS_BY_ADDRESS, networkKey(request.ip), reply);
      const origin = request.headers.origin;
      const publisher = origin ? await ctx.publishers.publisherFor(origin) : null;
      if (publisher) {
        await beacons.record({
          publisherId: publisher.id,
          path: body.path,
          views: body.views.length,
          interactions: body.interactions,
          address: request.ip,
          userAgent: request.headers["user-agent"] ?? "",
        });
      }
      return { status: "success" as const, data: null };
    });
  });

  endpoint(app, ctx.endpoints, "getPublisherFigures", async ({ params, query, session }) => {
    if (!(await mayReadFigures(ctx.db, params.id, session.user))) throw notFound();
    const period = figuresPeriod(query, ctx.now());
    return ok({ figures: await publisherFigures(ctx.db, params.id, period) });
  });
}
