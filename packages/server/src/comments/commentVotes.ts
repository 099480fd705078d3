import type { Database } from "../db/database";
import { notFound } from "../http/errors";

/** Which way a reader votes a comment. */
export type VoteDirection = "up" | "down";

/** How a vote changes the counts: what to add to upvotes and to downvotes. */
function countChanges(previous: number | null, wanted: 1 | -1): { up: number; down: number } {
  const remove = { up: previous === 1 ? -1 : 0, down: previous === -1 ? -1 : 0 };
  if (previous === wanted) return remove;
  return {
    up: remove.up + (wanted === 1 ? 1 : 0),
    down: remove.down + (wanted === -1 ? 1 : 0),
  };
}

/**
 * Records a reader's vote on a comment: one vote per reader, changeable (up → down moves one
 * count to the other), and the same vote again takes it back. The comment row is locked first,
 * so concurrent votes (by many readers, or one reader's double click) keep the counts equal to
 * the stored votes. 404 NOT_FOUND when the comment does not exist.
 */
export async function voteComment(
  db: Database,
  commentId: string,
  userId: string,
  direction: VoteDirection,
): Promise<void> {
  const wanted = direction === "up" ? 1 : -1;
  await db.transaction(async (tx) => {
    const locked = await tx.query("SELECT id FROM comments WHERE id = $1 FOR UPDATE", [commentId]);
    if (locked.rows.length === 0) throw notFound();
    const existing = await tx.query<{ value: number }>(
      "SELECT value::int AS value FROM comment_votes WHERE comment_id = $1 AND user_id = $2",
      [commentId, userId],
    );
    const previous = existing.rows[0]?.value ?? null;
    if (previous === wanted) {
      await tx.query("DELETE FROM comment_votes WHERE comment_id = $1 AND user_id = $2", [
        commentId,
        userId,
      ]);
    } else {
      await tx.query(
        `INSERT INTO comment_votes (comment_id, user_id, value) VALUES ($1, $2, $3)
         ON CONFLICT (comment_id, user_id) DO UPDATE SET value = EXCLUDED.value`,
        [commentId, userId, wanted],
      );
    }
    const change = countChanges(previous, wanted);
    await tx.query(
      "UPDATE comments SET upvotes = upvotes + $2, downvotes = downvotes + $3 WHERE id = $1",
      [commentId, change.up, change.down],
    );
  });
}
