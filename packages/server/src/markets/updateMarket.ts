import type { MarketStatus } from "@pulso/core";
import type { AppContext } from "../context";
import type { EndpointInput } from "../http/endpoint";
import { notFound, validationFailed } from "../http/errors";
import type { UploadedFile } from "../http/multipart";
import { storeMarketImage } from "./marketImage";
import { checkStatusChange } from "./marketStatus";

/** The validated body of PATCH /polls/:id. */
export type UpdateMarketBody = EndpointInput<"updatePoll">["body"];

/** Body fields stored as they come, and their columns. */
const TEXT_COLUMNS = {
  titleEn: "title_en",
  descriptionEn: "description_en",
  resolutionSource: "resolution_source",
  resolutionRules: "resolution_rules_es",
  resolutionRulesEn: "resolution_rules_en",
  category: "category",
  featured: "featured",
} as const;

interface LockedMarket {
  status: MarketStatus;
  start_date: Date;
  end_date: Date;
  participations: number;
}

/**
 * An admin edits a market: texts in either language (Spanish title and description may not be
 * emptied), category, featured, image, dates (the end after the start) and the status moves of
 * DESIGN §2 an edit may make (see checkStatusChange). One transaction; nothing changes when any
 * part is refused. Returns whether the status changed.
 */
export async function updateMarket(
  ctx: Pick<AppContext, "db" | "now">,
  id: string,
  body: UpdateMarketBody,
  files: readonly UploadedFile[],
  adminId: string,
): Promise<{ statusChanged: boolean }> {
  if (body.title === null) throw validationFailed([{ path: "title", code: "TITLE_REQUIRED" }]);
  if (body.description === null) {
    throw validationFailed([{ path: "description", code: "DESCRIPTION_REQUIRED" }]);
  }
  return ctx.db.transaction(async (tx) => {
    const locked = await tx.query<LockedMarket>(
      `SELECT status, start_date, end_date,
         (SELECT count(*) FROM bets WHERE market_id = m.id)::int
           + (SELECT count(*) FROM votes WHERE market_id = m.id)::int AS participations
         FROM markets m WHERE id = $1 FOR UPDATE`,
      [id],
    );
    const market = locked.rows[0];
    if (!market) throw notFound();

    const startDate = body.startDate ? new Date(body.startDate) : market.start_date;
    const endDate = body.endDate ? new Date(body.endDate) : market.end_date;
    if (endDate <= startDate) {
      throw validationFailed([{ path: "endDate", code: "END_BEFORE_START" }]);
    }
    if (body.status) {
      checkStatusChange({
        from: market.status,
        to: body.status,
        startDate,
        endDate,
        participations: market.participations,
        now: ctx.now(),
      });
    }

    const sets: string[] = [];
    const params: unknown[] = [id];
    const set = (column: string, value: unknown) => {
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    };
    if (body.title) set("title_es", body.title);
    if (body.description) set("description_es", body.description);
    for (const [field, column] of Object.entries(TEXT_COLUMNS)) {
      const value = body[field as keyof typeof TEXT_COLUMNS];
      if (value !== undefined) set(column, value);
    }
    if (body.startDate) set("start_date", startDate);
    if (body.endDate) set("end_date", endDate);
    if (body.status) set("status", body.status);
    const image = await storeMarketImage(tx, { imageData: body.imageData, files }, adminId);
    if (image !== undefined) set("image_url", image);
    if (sets.length > 0) {
      await tx.query(
        `UPDATE markets SET ${sets.join(", ")}, updated_at = now() WHERE id = $1`,
        params,
      );
    }
    return { statusChanged: body.status !== undefined && body.status !== market.status };
  });
}
