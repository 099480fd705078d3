import { randomUUID } from "node:crypto";
import type { Comment } from "@pulso/core";
import type { Queryable } from "../db/database";
import { notFound } from "../http/errors";
import { offsetOf } from "../dashboard/pagination";
import { commentSelect, toComment, type CommentRow } from "./commentRow";

/** One comment as `viewerId` sees it (their own vote included), or null when it does not exist. */
export async function findComment(
  db: Queryable,
  commentId: string,
  viewerId: string | null,
): Promise<Comment | null> {
  const result = await db.query<CommentRow>(`${commentSelect("$2::text")} WHERE c.id = $1`, [
    commentId,
    viewerId,
  ]);
  const row = result.rows[0];
  return row ? toComment(row) : null;
}

/** One comment as `viewerId` sees it; 404 NOT_FOUND when it does not exist. */
export async function loadComment(
  db: Queryable,
  commentId: string,
  viewerId: string | null,
): Promise<Comment> {
  const comment = await findComment(db, commentId, viewerId);
  if (!comment) throw notFound();
  return comment;
}

/**
 * 404 NOT_FOUND unless the reader may see the market: it exists and, while it waits for review
 * (`pending_review`), only admins see it, as on the market page itself.
 */
export async function assertMarketVisible(
  db: Queryable,
  marketId: string,
  isAdmin: boolean,
): Promise<void> {
  const result = await db.query<{ status: string }>("SELECT status FROM markets WHERE id = $1", [
    marketId,
  ]);
  const status = result.rows[0]?.status;
  if (status === undefined || (status === "pending_review" && !isAdmin)) throw notFound();
}

/** One page of a market's comments, newest first, and how many there are in all. */
export async function listMarketComments(
  db: Queryable,
  marketId: string,
  viewerId: string | null,
  page: number,
  limit: number,
): Promise<{ comments: Comment[]; total: number }> {
  const count = await db.query<{ total: number }>(
    "SELECT count(*)::int AS total FROM comments WHERE market_id = $1",
    [marketId],
  );
  const rows = await db.query<CommentRow>(
    `${commentSelect("$2::text")} WHERE c.market_id = $1
      ORDER BY c.created_at DESC, c.id DESC LIMIT $3 OFFSET $4`,
    [marketId, viewerId, limit, offsetOf(page, limit)],
  );
  return { comments: rows.rows.map(toComment), total: count.rows[0]?.total ?? 0 };
}

/** Stores a new comment (plain text, already trimmed by the schema) and returns its id. */
export async function insertComment(
  db: Queryable,
  marketId: string,
  userId: string,
  content: string,
): Promise<string> {
  const id = randomUUID();
  await db.query("INSERT INTO comments (id, market_id, user_id, content) VALUES ($1, $2, $3, $4)", [
    id,
    marketId,
    userId,
    content,
  ]);
  return id;
}

/** The author of a comment, or null when it does not exist. */
export async function commentAuthor(db: Queryable, commentId: string): Promise<string | null> {
  const result = await db.query<{ user_id: string }>("SELECT user_id FROM comments WHERE id = $1", [
    commentId,
  ]);
  return result.rows[0]?.user_id ?? null;
}
