import type { MarketLink } from "@pulso/core";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import type { Queryable } from "../db/database";
import { endpoint, ok } from "../http/endpoint";
import { conflict, notFound } from "../http/errors";

interface MarketLinkRow {
  key: string;
  url: string;
  sort_order: number;
  text_en: string;
  text_es: string;
}

const toMarketLink = (row: MarketLinkRow): MarketLink => ({
  key: row.key,
  url: row.url,
  order: row.sort_order,
  text_en: row.text_en,
  text_es: row.text_es,
});

const COLUMNS = {
  url: "url",
  order: "sort_order",
  text_en: "text_en",
  text_es: "text_es",
} as const;

/** The header's Markets dropdown, in its order. */
export async function marketLinks(db: Queryable): Promise<MarketLink[]> {
  const rows = await db.query<MarketLinkRow>("SELECT * FROM market_links ORDER BY sort_order, key");
  return rows.rows.map(toMarketLink);
}

/**
 * The header's Markets dropdown (spec §2, §7): everyone reads the links in order (seeded with one
 * per category by migration 0007); admins add, change and remove them, each addressed by key.
 */
export function registerMarketLinkRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  endpoint(app, ctx.endpoints, "getMarketLinks", async () => ok({ links: await marketLinks(db) }));

  endpoint(
    app,
    ctx.endpoints,
    "createMarketLink",
    async ({ body }) => {
      const inserted = await db.query<MarketLinkRow>(
        `INSERT INTO market_links (key, url, sort_order, text_en, text_es) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (key) DO NOTHING RETURNING *`,
        [body.key, body.url, body.order, body.text_en, body.text_es],
      );
      const row = inserted.rows[0];
      if (!row) throw conflict("CONFLICT", { reason: "A market link with this key exists." });
      return ok({ link: toMarketLink(row) });
    },
    { successStatus: 201 },
  );

  endpoint(app, ctx.endpoints, "updateMarketLink", async ({ params, body }) => {
    const entries = Object.entries(COLUMNS).filter(
      ([field]) => body[field as keyof typeof body] !== undefined,
    );
    const sets = entries.map(([, column], index) => `${column} = $${index + 2}`);
    const result = await db.query<MarketLinkRow>(
      `UPDATE market_links SET ${[...sets, "updated_at = now()"].join(", ")} WHERE key = $1 RETURNING *`,
      [params.id, ...entries.map(([field]) => body[field as keyof typeof body])],
    );
    const row = result.rows[0];
    if (!row) throw notFound();
    return ok({ link: toMarketLink(row) });
  });

  endpoint(app, ctx.endpoints, "deleteMarketLink", async ({ params }) => {
    const deleted = await db.query("DELETE FROM market_links WHERE key = $1", [params.id]);
    if (deleted.rowCount === 0) throw notFound();
    return { status: "success" as const, data: null };
  });
}
