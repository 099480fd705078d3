import type { WebVital, WebVitalName, WebVitalSummary } from "@pulso/core";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { offsetOf, paginationOf } from "../dashboard/pagination";
import { endpoint, ok } from "../http/endpoint";
import type { RateLimit } from "../http/rateLimiter";
import { networkKey } from "../security/networkKey";

/** Reports one address may send per minute: a page sends five or so per view. */
const REPORTS_BY_ADDRESS: RateLimit = { name: "web-vitals-address", max: 60, windowMs: 60_000 };

interface WebVitalRow {
  id: number;
  name: WebVitalName;
  value: number;
  rating: WebVital["rating"];
  path: string | null;
  created_at: Date;
}

/**
 * Web-vital reports (DESIGN §4 metrics): any page posts one metric at a time (names and ranges
 * checked by core's schema), rate limited per address so the table cannot be flooded; admins
 * list the newest with each metric's count and 75th percentile.
 */
export function registerWebVitalRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  endpoint(app, ctx.endpoints, "recordWebVital", async ({ body, request, reply }) => {
    await ctx.limits.consume(REPORTS_BY_ADDRESS, networkKey(request.ip), reply);
    await db.query(
      "INSERT INTO web_vitals (name, value, rating, report_id, path) VALUES ($1, $2, $3, $4, $5)",
      [body.name, body.value, body.rating ?? null, body.id ?? null, body.path || null],
    );
    return { status: "success" as const, data: null };
  });

  endpoint(app, ctx.endpoints, "listWebVitals", async ({ query }) => {
    const where = query.name ? "WHERE name = $1" : "";
    const filter = query.name ? [query.name] : [];
    const rows = await db.query<WebVitalRow>(
      `SELECT id, name, value, rating, path, created_at FROM web_vitals ${where}
        ORDER BY created_at DESC, id DESC LIMIT $${filter.length + 1} OFFSET $${filter.length + 2}`,
      [...filter, query.limit, offsetOf(query.page, query.limit)],
    );
    const summary = await db.query<{ name: WebVitalName; count: number; p75: number | null }>(
      `SELECT name, count(*)::int AS count,
              percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75
         FROM web_vitals ${where} GROUP BY name ORDER BY name`,
      filter,
    );
    const total = summary.rows.reduce((sum, row) => sum + row.count, 0);
    const vitals: WebVital[] = rows.rows.map((row) => ({
      _id: String(row.id),
      name: row.name,
      value: row.value,
      rating: row.rating,
      path: row.path,
      createdAt: row.created_at.toISOString(),
    }));
    const summaries: WebVitalSummary[] = summary.rows.map((row) => ({
      name: row.name,
      count: row.count,
      p75: row.p75 === null ? null : Number(row.p75),
    }));
    return ok({
      vitals,
      summary: summaries,
      pagination: paginationOf(query.page, query.limit, total),
    });
  });
}
