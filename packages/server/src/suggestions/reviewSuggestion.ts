import type { SuggestionStatus, updateSuggestionBodySchema } from "@pulso/core";
import type { z } from "zod";
import type { Database, Queryable } from "../db/database";
import { AppError, conflict, forbidden, notFound, refused, validationFailed } from "../http/errors";
import { findSuggestion, type SuggestionRow } from "./suggestionRow";

/** The validated PATCH body. */
export type SuggestionChanges = z.output<typeof updateSuggestionBodySchema>;

/** Who is changing a suggestion. */
export interface SuggestionActor {
  userId: string;
  isAdmin: boolean;
}

/** DESIGN §2: pending → approved | rejected; approved → created once linked to a market. */
const TRANSITIONS: Record<SuggestionStatus, readonly SuggestionStatus[]> = {
  pending: ["approved", "rejected"],
  approved: ["created"],
  rejected: [],
  created: [],
};

/** Fields only an admin's review may set. */
const REVIEW_FIELDS = ["status", "adminNotes", "profitSharePercentage", "linkedMarketId"] as const;

/** A percentage (5–15, already range-checked) in basis points; more than two decimals is refused. */
export function profitShareBps(percentage: number): number {
  const bps = Math.round(percentage * 100);
  if (Math.abs(bps - percentage * 100) > 1e-6) {
    throw validationFailed([{ path: "profitSharePercentage", code: "AMOUNT_TOO_PRECISE" }]);
  }
  return bps;
}

/** The status a review asks for: explicit, implied by a market link, or unchanged. */
function targetStatus(row: SuggestionRow, changes: SuggestionChanges): SuggestionStatus {
  if (changes.status !== undefined) return changes.status;
  if (changes.linkedMarketId !== undefined) return "created";
  return row.status;
}

/** Links a suggestion to its market: it exists, is not settled, and has no suggestion yet. */
async function linkMarket(tx: Queryable, suggestionId: string, marketId: string): Promise<void> {
  const market = await tx.query<{ status: string; suggestion_id: string | null }>(
    "SELECT status, suggestion_id FROM markets WHERE id = $1 FOR UPDATE",
    [marketId],
  );
  const found = market.rows[0];
  if (!found) throw validationFailed([{ path: "linkedMarketId", code: "NOT_FOUND" }]);
  // A settled market's fees were already distributed: the share could never be paid.
  if (found.status === "resolved" || found.status === "cancelled") {
    throw refused("INVALID_STATUS_TRANSITION", { reason: "The market is already settled." });
  }
  const taken = await tx.query("SELECT 1 FROM poll_suggestions WHERE linked_market_id = $1", [
    marketId,
  ]);
  if ((found.suggestion_id !== null && found.suggestion_id !== suggestionId) || taken.rows.length) {
    throw conflict("CONFLICT", { reason: "The market is already linked to a suggestion." });
  }
  await tx.query("UPDATE markets SET suggestion_id = $2, updated_at = now() WHERE id = $1", [
    marketId,
    suggestionId,
  ]);
}

/** Which columns an owner's or admin's text edit sets. */
function textColumns(changes: SuggestionChanges): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  if (changes.titleEn !== undefined) {
    if (changes.titleEn === null)
      throw validationFailed([{ path: "titleEn", code: "TITLE_REQUIRED" }]);
    columns.title_en = changes.titleEn;
  }
  if (changes.descriptionEn !== undefined) {
    if (changes.descriptionEn === null) {
      throw validationFailed([{ path: "descriptionEn", code: "DESCRIPTION_REQUIRED" }]);
    }
    columns.description_en = changes.descriptionEn;
  }
  if (changes.titleEs !== undefined) columns.title_es = changes.titleEs;
  if (changes.descriptionEs !== undefined) columns.description_es = changes.descriptionEs;
  if (changes.category !== undefined) columns.category = changes.category;
  return columns;
}

/**
 * PATCH /poll-suggestions/:id in one transaction with the suggestion locked. Its owner edits the
 * texts while it is pending; an admin edits the texts and reviews: approve (with a 5–15% profit
 * share, required), reject (with optional notes), or link the created market (→ `created`).
 * Anyone else gets 404 (no probing of ids); an owner sending review fields gets 403. Returns
 * the row before and after, so the caller can tell the suggester about a status change.
 */
export async function updateSuggestion(
  db: Database,
  id: string,
  changes: SuggestionChanges,
  actor: SuggestionActor,
): Promise<{ before: SuggestionRow; after: SuggestionRow }> {
  return db.transaction(async (tx) => {
    const row = await findSuggestion(tx, id, true);
    if (!row || (!actor.isAdmin && row.user_id !== actor.userId)) throw notFound();
    const columns = textColumns(changes);

    if (!actor.isAdmin) {
      if (REVIEW_FIELDS.some((field) => changes[field] !== undefined)) throw forbidden();
      if (row.status !== "pending") throw refused("INVALID_STATUS_TRANSITION");
    } else {
      const target = targetStatus(row, changes);
      if (target !== row.status && !TRANSITIONS[row.status].includes(target)) {
        throw refused("INVALID_STATUS_TRANSITION", { from: row.status, to: target });
      }
      if (changes.profitSharePercentage !== undefined) {
        // The share is fixed once the market exists: it may already have been paid.
        if (target !== "approved" && !(target === "created" && row.status === "approved")) {
          throw refused("INVALID_STATUS_TRANSITION", { reason: "Profit share needs approval." });
        }
        columns.profit_share_bps = profitShareBps(changes.profitSharePercentage);
      }
      if (target === "approved" && (columns.profit_share_bps ?? row.profit_share_bps) === null) {
        throw refused("PROFIT_SHARE_OUT_OF_RANGE", {
          issues: [{ path: "profitSharePercentage", code: "PROFIT_SHARE_OUT_OF_RANGE" }],
        });
      }
      if (target === "created" && row.status !== "created") {
        if (changes.linkedMarketId === undefined) {
          throw validationFailed([{ path: "linkedMarketId", code: "REQUIRED" }]);
        }
        await linkMarket(tx, row.id, changes.linkedMarketId);
        columns.linked_market_id = changes.linkedMarketId;
      } else if (
        changes.linkedMarketId !== undefined &&
        changes.linkedMarketId !== row.linked_market_id
      ) {
        throw refused("INVALID_STATUS_TRANSITION", {
          reason: "Only an approved suggestion is linked.",
        });
      }
      if (changes.adminNotes !== undefined) columns.admin_notes = changes.adminNotes;
      columns.status = target;
    }

    const names = Object.keys(columns);
    if (names.length > 0) {
      const sets = names.map((name, index) => `${name} = $${index + 2}`);
      await tx.query(
        `UPDATE poll_suggestions SET ${sets.join(", ")}, updated_at = now() WHERE id = $1`,
        [row.id, ...names.map((name) => columns[name])],
      );
    }
    const after = await findSuggestion(tx, row.id);
    if (!after) throw new AppError(500, "INTERNAL_ERROR");
    return { before: row, after };
  });
}
