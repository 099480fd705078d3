import type { FastifyInstance } from "fastify";

/**
 * Asks the server for each kind of page it paints, once, before it takes readers (issue 17): the
 * home, the market list and a market page (the first open market, when there is one). The first
 * paint of each ran the portal's page renderer cold, which on a busy machine took longer than the
 * paint's deadline, so the first readers after a start got those pages unpainted. Each page is
 * asked for as a reader's browser asks (its data, then its paint); a failure is logged and the
 * next page is asked for. Returns the pages that came back painted.
 */
export async function warmPaintedPages(app: FastifyInstance): Promise<string[]> {
  const pages = ["/", "/markets/all"];
  const market = await firstOpenMarket(app);
  if (market) pages.push(`/market/${encodeURIComponent(market)}`);
  const painted: string[] = [];
  for (const url of pages) {
    try {
      const page = await app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      if (page.statusCode === 200 && page.body.includes("data-prerendered=")) painted.push(url);
      else
        app.log.warn({ url, status: page.statusCode }, "a portal page did not come back painted");
    } catch (error) {
      app.log.warn({ err: error, url }, "asking for a portal page before the start failed");
    }
  }
  return painted;
}

/** The id of the first open market the public list gives, or null. */
async function firstOpenMarket(app: FastifyInstance): Promise<string | null> {
  try {
    const listed = await app.inject({
      method: "GET",
      url: "/api/v1/polls?kind=prediction&status=active&limit=1",
    });
    if (listed.statusCode !== 200) return null;
    const body = listed.json() as { data?: { polls?: { _id?: unknown }[] } };
    const id = body.data?.polls?.[0]?._id;
    return typeof id === "string" ? id : null;
  } catch (error) {
    app.log.warn({ err: error }, "no market to paint before the start");
    return null;
  }
}
