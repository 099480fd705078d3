import type { AdminBanner, Banner, Language } from "@pulso/core";
import type { AppContext } from "../context";

/** A banner row as stored. */
export interface BannerRow {
  id: string;
  language: Language;
  title: string;
  subtitle: string | null;
  image_url: string | null;
  link_url: string | null;
  sort_order: number;
  active: boolean;
  starts_at: Date | null;
  ends_at: Date | null;
  views: number;
  clicks: number;
  created_at: Date;
  updated_at: Date;
}

/** A banner as readers get it (spec §3 "Banner"). */
export function toBanner(row: BannerRow): Banner {
  return {
    _id: row.id,
    language: row.language,
    title: row.title,
    subtitle: row.subtitle,
    imageUrl: row.image_url,
    linkUrl: row.link_url,
    order: row.sort_order,
    active: row.active,
  };
}

/** A banner as an admin manages it: its window and its view and click counters too. */
export function toAdminBanner(row: BannerRow): AdminBanner {
  return {
    ...toBanner(row),
    startsAt: row.starts_at?.toISOString() ?? null,
    endsAt: row.ends_at?.toISOString() ?? null,
    views: Number(row.views),
    clicks: Number(row.clicks),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The banners readers of `language` see now: active, inside their window, in order. */
export async function loadActiveBanners(
  ctx: Pick<AppContext, "db" | "now">,
  language: Language,
): Promise<Banner[]> {
  const rows = await ctx.db.query<BannerRow>(
    `SELECT * FROM banners
      WHERE language = $1 AND active
        AND (starts_at IS NULL OR starts_at <= $2) AND (ends_at IS NULL OR ends_at > $2)
      ORDER BY sort_order, created_at, id`,
    [language, ctx.now()],
  );
  return rows.rows.map(toBanner);
}
