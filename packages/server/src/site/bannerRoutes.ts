import { randomUUID } from "node:crypto";
import { isLanguage } from "@pulso/core";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { endpoint, ok } from "../http/endpoint";
import { notFound, validationFailed } from "../http/errors";
import { loadActiveBanners, toAdminBanner, type BannerRow } from "./bannerRow";

/** Banner fields of a create or update body and their columns. */
const COLUMNS = {
  language: "language",
  title: "title",
  subtitle: "subtitle",
  imageUrl: "image_url",
  linkUrl: "link_url",
  order: "sort_order",
  active: "active",
  startsAt: "starts_at",
  endsAt: "ends_at",
} as const;

/**
 * Promotional banners (spec §7 "Banners"): readers get the active ones of their language, in
 * order, and count views and clicks (atomic increments, so concurrent counts are never lost);
 * admins list, create, change and delete them.
 */
export function registerBannerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  endpoint(app, ctx.endpoints, "getActiveBanners", async ({ request, language }) => {
    // `lang` is read by the language resolver; an unsupported one is bad input, not Spanish.
    const lang = (request.query as Record<string, unknown>).lang;
    if (lang !== undefined && !isLanguage(lang)) {
      throw validationFailed([{ path: "query.lang", code: "INVALID_TYPE" }]);
    }
    return ok({ banners: await loadActiveBanners(ctx, lang ?? language) });
  });

  const count = async (id: string, column: "views" | "clicks") => {
    const updated = await db.query(`UPDATE banners SET ${column} = ${column} + 1 WHERE id = $1`, [
      id,
    ]);
    if (updated.rowCount === 0) throw notFound();
    return { status: "success" as const, data: null };
  };
  endpoint(app, ctx.endpoints, "recordBannerView", ({ params }) => count(params.id, "views"));
  endpoint(app, ctx.endpoints, "recordBannerClick", ({ params }) => count(params.id, "clicks"));

  endpoint(app, ctx.endpoints, "listBanners", async () => {
    const rows = await db.query<BannerRow>(
      "SELECT * FROM banners ORDER BY language, sort_order, created_at, id",
    );
    return ok({ banners: rows.rows.map(toAdminBanner) });
  });

  endpoint(
    app,
    ctx.endpoints,
    "createBanner",
    async ({ body }) => {
      const inserted = await db.query<BannerRow>(
        `INSERT INTO banners (id, language, title, subtitle, image_url, link_url, sort_order, active,
                              starts_at, ends_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
        [
          randomUUID(),
          body.language,
          body.title,
          body.subtitle,
          body.imageUrl,
          body.linkUrl,
          body.order,
          body.active,
          body.startsAt,
          body.endsAt,
        ],
      );
      const row = inserted.rows[0];
      if (!row) throw notFound();
      return ok({ banner: toAdminBanner(row) });
    },
    { successStatus: 201 },
  );

  endpoint(app, ctx.endpoints, "updateBanner", async ({ params, body }) => {
    const updated = await db.transaction(async (tx) => {
      const found = await tx.query<BannerRow>("SELECT * FROM banners WHERE id = $1 FOR UPDATE", [
        params.id,
      ]);
      const row = found.rows[0];
      if (!row) throw notFound();
      const startsAt = body.startsAt === undefined ? row.starts_at : body.startsAt;
      const endsAt = body.endsAt === undefined ? row.ends_at : body.endsAt;
      // The body checked its own pair; a half-changed window is checked against the stored half.
      if (startsAt && endsAt && new Date(endsAt) <= new Date(startsAt)) {
        throw validationFailed([{ path: "endsAt", code: "END_BEFORE_START" }]);
      }
      const entries = Object.entries(COLUMNS).filter(
        ([field]) => body[field as keyof typeof body] !== undefined,
      );
      if (entries.length === 0) return row;
      const sets = entries.map(([, column], index) => `${column} = $${index + 2}`);
      const result = await tx.query<BannerRow>(
        `UPDATE banners SET ${sets.join(", ")}, updated_at = now() WHERE id = $1 RETURNING *`,
        [params.id, ...entries.map(([field]) => body[field as keyof typeof body])],
      );
      return result.rows[0] ?? row;
    });
    return ok({ banner: toAdminBanner(updated) });
  });

  endpoint(app, ctx.endpoints, "deleteBanner", async ({ params }) => {
    const deleted = await db.query("DELETE FROM banners WHERE id = $1", [params.id]);
    if (deleted.rowCount === 0) throw notFound();
    return { status: "success" as const, data: null };
  });
}
