import type { Pagination } from "@pulso/core";
import type { Queryable } from "../db/database";
import type { EndpointInput } from "../http/endpoint";

/** The validated query of GET /polls. */
export type ListMarketsQuery = EndpointInput<"listPolls">["query"];

const DAY_MS = 24 * 60 * 60 * 1000;
/** "New" markets were created within this many days. */
const NEW_WITHIN_DAYS = 7;

/** Accented letters folded to their base letter, lower and upper case, in matching order. */
const ACCENTED = "áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ";
const FOLDED = "aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc";

/** A column folded for search: lower case, accents removed (whatever the database locale). */
const fold = (column: string) => `translate(lower(${column}), '${ACCENTED}', '${FOLDED}')`;

/** A search term folded like the columns, with LIKE wildcards escaped, as a `%…%` pattern. */
export function searchPattern(term: string): string {
  const folded = term
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\\%_]/g, (char) => `\\${char}`);
  return `%${folded}%`;
}

/**
 * One page of market ids for the market list (spec §2): category, status, kind, search over
 * both languages' titles and descriptions (case and accent insensitive), hot (bets or votes in
 * the last 24 hours, busiest first), new (created within 7 days), featured, and the sort. Only
 * admins ever see `pending_review`; without a status filter cancelled markets are left out.
 */
export async function listMarketIds(
  db: Queryable,
  query: ListMarketsQuery,
  options: { isAdmin: boolean; now: Date },
): Promise<{ ids: string[]; pagination: Pagination }> {
  const filters: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };

  if (!options.isAdmin) filters.push("m.status <> 'pending_review'");
  if (query.status === undefined) filters.push("m.status <> 'cancelled'");
  else if (query.status !== "all") filters.push(`m.status = ${param(query.status)}`);
  if (query.category && query.category !== "all") {
    filters.push(`m.category = ${param(query.category)}`);
  }
  if (query.kind) filters.push(`m.kind = ${param(query.kind)}`);
  if (query.search) {
    const pattern = param(searchPattern(query.search));
    const columns = ["m.title_es", "m.title_en", "m.description_es", "m.description_en"];
    filters.push(`(${columns.map((column) => `${fold(column)} LIKE ${pattern}`).join(" OR ")})`);
  }
  if (query.new) {
    filters.push(
      `m.created_at >= ${param(new Date(options.now.getTime() - NEW_WITHIN_DAYS * DAY_MS))}`,
    );
  }
  if (query.featured) filters.push("m.featured");
  if (query.sort === "ending") filters.push(`m.end_date > ${param(options.now)}`);

  let from = "markets m";
  const order: string[] = [];
  if (query.hot) {
    const since = param(new Date(options.now.getTime() - DAY_MS));
    from += ` JOIN (SELECT market_id, count(*) AS recent FROM (
                SELECT market_id FROM bets WHERE created_at >= ${since}
                UNION ALL SELECT market_id FROM votes WHERE created_at >= ${since}) a
              GROUP BY market_id) activity ON activity.market_id = m.id`;
    order.push("activity.recent DESC");
  }
  if (query.sort === "volume") order.push("m.volume_cents DESC", "m.total_votes DESC");
  if (query.sort === "ending") order.push("m.end_date ASC");
  order.push("m.created_at DESC", "m.id");

  const where = filters.length > 0 ? `WHERE ${filters.join(" AND ")}` : "";
  const counted = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${from} ${where}`,
    params,
  );
  const total = counted.rows[0]?.total ?? 0;
  const limit = param(query.limit);
  const offset = param((query.page - 1) * query.limit);
  const page = await db.query<{ id: string }>(
    `SELECT m.id FROM ${from} ${where} ORDER BY ${order.join(", ")} LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  const totalPages = Math.ceil(total / query.limit);
  return {
    ids: page.rows.map((row) => row.id),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages,
      hasMore: query.page < totalPages,
    },
  };
}

/**
 * Up to four active markets like this one: the same category first, then the busiest others;
 * never the market itself.
 */
export async function similarMarketIds(
  db: Queryable,
  market: { id: string; category: string },
): Promise<string[]> {
  const result = await db.query<{ id: string }>(
    `SELECT id FROM markets WHERE status = 'active' AND id <> $1
      ORDER BY (category = $2) DESC, volume_cents DESC, total_votes DESC, created_at DESC, id
      LIMIT 4`,
    [market.id, market.category],
  );
  return result.rows.map((row) => row.id);
}
