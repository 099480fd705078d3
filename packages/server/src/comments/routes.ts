import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { paginationOf } from "../dashboard/pagination";
import { endpoint, ok } from "../http/endpoint";
import { forbidden, notFound } from "../http/errors";
import {
  assertMarketVisible,
  commentAuthor,
  insertComment,
  listMarketComments,
  loadComment,
} from "./commentStore";
import { voteComment } from "./commentVotes";

/**
 * Market comments (spec §7 "Comments"): anyone reads them with their own vote marked; signed-in
 * readers post plain text, vote once per comment (again to undo), edit their own, and delete
 * their own (admins any). Content is stored and returned exactly as typed, never as HTML.
 */
export function registerCommentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  endpoint(app, ctx.endpoints, "listComments", async ({ params, query, session }) => {
    await assertMarketVisible(db, params.id, session?.user.role === "admin");
    const { comments, total } = await listMarketComments(
      db,
      params.id,
      session?.user.id ?? null,
      query.page,
      query.limit,
    );
    return ok({ comments, pagination: paginationOf(query.page, query.limit, total) });
  });

  endpoint(
    app,
    ctx.endpoints,
    "createComment",
    async ({ params, body, session }) => {
      await assertMarketVisible(db, params.id, session.user.role === "admin");
      const id = await insertComment(db, params.id, session.user.id, body.content);
      return ok({ comment: await loadComment(db, id, session.user.id) });
    },
    { successStatus: 201 },
  );

  endpoint(app, ctx.endpoints, "upvoteComment", async ({ params, session }) => {
    await voteComment(db, params.id, session.user.id, "up");
    return ok({ comment: await loadComment(db, params.id, session.user.id) });
  });

  endpoint(app, ctx.endpoints, "downvoteComment", async ({ params, session }) => {
    await voteComment(db, params.id, session.user.id, "down");
    return ok({ comment: await loadComment(db, params.id, session.user.id) });
  });

  endpoint(app, ctx.endpoints, "updateComment", async ({ params, body, session }) => {
    const author = await commentAuthor(db, params.id);
    if (author === null) throw notFound();
    // Only the author edits the text; an admin moderates by deleting, never by rewording.
    if (author !== session.user.id) throw forbidden();
    await db.query(
      `UPDATE comments SET content = $2, edited = edited OR content <> $2,
              updated_at = CASE WHEN content <> $2 THEN now() ELSE updated_at END
        WHERE id = $1`,
      [params.id, body.content],
    );
    return ok({ comment: await loadComment(db, params.id, session.user.id) });
  });

  endpoint(app, ctx.endpoints, "deleteComment", async ({ params, session }) => {
    const author = await commentAuthor(db, params.id);
    if (author === null) throw notFound();
    if (author !== session.user.id && session.user.role !== "admin") throw forbidden();
    await db.query("DELETE FROM comments WHERE id = $1", [params.id]);
    return { status: "success" as const, data: null };
  });
}
