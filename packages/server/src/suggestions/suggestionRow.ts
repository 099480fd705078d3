import type { MarketCategory, Suggestion, SuggestionStatus } from "@pulso/core";
import type { Queryable } from "../db/database";

/** A suggestion row as SUGGESTION_SELECT gives it: the suggester's name joined. */
export interface SuggestionRow {
  id: string;
  user_id: string;
  user_name: string;
  title_en: string;
  title_es: string | null;
  description_en: string;
  description_es: string | null;
  category: MarketCategory;
  estimated_end_date: Date | null;
  status: SuggestionStatus;
  admin_notes: string | null;
  profit_share_bps: number | null;
  linked_market_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The select list and join that give a SuggestionRow. */
export const SUGGESTION_SELECT = `SELECT s.*, u.name AS user_name
   FROM poll_suggestions s JOIN users u ON u.id = s.user_id`;

/** A stored suggestion as the API shows it (spec §3 "Poll suggestion"). */
export function toSuggestion(row: SuggestionRow): Suggestion {
  return {
    _id: row.id,
    user: { _id: row.user_id, name: row.user_name },
    titleEn: row.title_en,
    titleEs: row.title_es,
    descriptionEn: row.description_en,
    descriptionEs: row.description_es,
    category: row.category,
    estimatedEndDate: row.estimated_end_date?.toISOString() ?? null,
    status: row.status,
    adminNotes: row.admin_notes,
    profitSharePercentage: row.profit_share_bps === null ? null : row.profit_share_bps / 100,
    linkedMarketId: row.linked_market_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** One suggestion row (optionally locked for an update), or null when it does not exist. */
export async function findSuggestion(
  db: Queryable,
  id: string,
  forUpdate = false,
): Promise<SuggestionRow | null> {
  const result = await db.query<SuggestionRow>(
    `${SUGGESTION_SELECT} WHERE s.id = $1${forUpdate ? " FOR UPDATE OF s" : ""}`,
    [id],
  );
  return result.rows[0] ?? null;
}
