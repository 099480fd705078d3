import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { offsetOf, paginationOf } from "../dashboard/pagination";
import { endpoint, ok } from "../http/endpoint";
import { conflict, notFound, refused } from "../http/errors";
import { notifyUsers } from "../notifications/service";
import { updateSuggestion } from "./reviewSuggestion";
import { suggestionStatusNotice } from "./statusNotice";
import {
  findSuggestion,
  SUGGESTION_SELECT,
  toSuggestion,
  type SuggestionRow,
} from "./suggestionRow";

/**
 * Poll suggestions (spec §7 "Suggestions", DESIGN §2): a signed-in reader suggests a topic and
 * sees their own; an admin lists all, reviews (approve with a 5–15% profit share, or reject with
 * notes) and links the market made from it. Owners see only their own (others' are 404); each
 * status change notifies the suggester. The share itself is paid at resolution (./profitShare).
 */
export function registerSuggestionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  endpoint(app, ctx.endpoints, "getMySuggestions", async ({ session }) => {
    const rows = await db.query<SuggestionRow>(
      `${SUGGESTION_SELECT} WHERE s.user_id = $1 ORDER BY s.created_at DESC, s.id DESC`,
      [session.user.id],
    );
    return ok({ suggestions: rows.rows.map(toSuggestion) });
  });

  endpoint(
    app,
    ctx.endpoints,
    "createSuggestion",
    async ({ body, session }) => {
      const id = randomUUID();
      await db.query(
        `INSERT INTO poll_suggestions (id, user_id, title_en, title_es, description_en, description_es,
                                       category, estimated_end_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          id,
          session.user.id,
          body.titleEn,
          body.titleEs,
          body.descriptionEn,
          body.descriptionEs,
          body.category,
          body.estimatedEndDate,
        ],
      );
      const row = await findSuggestion(db, id);
      if (!row) throw notFound();
      return ok({ suggestion: toSuggestion(row) });
    },
    { successStatus: 201 },
  );

  endpoint(app, ctx.endpoints, "listSuggestions", async ({ query }) => {
    const filters: string[] = [];
    const params: unknown[] = [];
    if (query.status) {
      params.push(query.status);
      filters.push(`s.status = $${params.length}`);
    }
    if (query.category) {
      params.push(query.category);
      filters.push(`s.category = $${params.length}`);
    }
    const where = filters.length > 0 ? ` WHERE ${filters.join(" AND ")}` : "";
    const count = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM poll_suggestions s${where}`,
      params,
    );
    const rows = await db.query<SuggestionRow>(
      `${SUGGESTION_SELECT}${where} ORDER BY s.created_at DESC, s.id DESC
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, offsetOf(query.page, query.limit)],
    );
    return ok({
      suggestions: rows.rows.map(toSuggestion),
      pagination: paginationOf(query.page, query.limit, count.rows[0]?.total ?? 0),
    });
  });

  endpoint(app, ctx.endpoints, "getSuggestion", async ({ params, session }) => {
    const row = await findSuggestion(db, params.id);
    // Someone else's suggestion does not exist for this user: 404, never 403.
    if (!row || (row.user_id !== session.user.id && session.user.role !== "admin")) {
      throw notFound();
    }
    return ok({ suggestion: toSuggestion(row) });
  });

  endpoint(app, ctx.endpoints, "updateSuggestion", async ({ params, body, session, request }) => {
    const { before, after } = await updateSuggestion(db, params.id, body, {
      userId: session.user.id,
      isAdmin: session.user.role === "admin",
    });
    if (before.status !== after.status) {
      const notice = suggestionStatusNotice(after);
      try {
        if (notice) await notifyUsers(db, ctx.realtime, [notice]);
      } catch (error) {
        // The review committed; a lost notification must not turn it into an error.
        request.log.error({ err: error, suggestionId: after.id }, "suggestion notice failed");
      }
    }
    return ok({ suggestion: toSuggestion(after) });
  });

  endpoint(app, ctx.endpoints, "deleteSuggestion", async ({ params, session }) => {
    const isAdmin = session.user.role === "admin";
    await db.transaction(async (tx) => {
      const row = await findSuggestion(tx, params.id, true);
      if (!row || (row.user_id !== session.user.id && !isAdmin)) throw notFound();
      if (!isAdmin && row.status !== "pending") throw refused("INVALID_STATUS_TRANSITION");
      // A linked suggestion is what pays its suggester at resolution: it stays.
      if (row.status === "created") {
        throw conflict("CONFLICT", { reason: "The suggestion is linked to a market." });
      }
      await tx.query("DELETE FROM poll_suggestions WHERE id = $1", [row.id]);
    });
    return { status: "success" as const, data: null };
  });
}
