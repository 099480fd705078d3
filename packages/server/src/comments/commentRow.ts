import type { Comment } from "@pulso/core";

/** A comment as selected with COMMENT_SELECT: the author's name and the viewer's vote joined. */
export interface CommentRow {
  id: string;
  market_id: string;
  user_id: string;
  user_name: string;
  content: string;
  upvotes: number;
  downvotes: number;
  edited: boolean;
  created_at: Date;
  updated_at: Date;
  /** The viewer's vote: 1, −1, or null (no vote, or signed out). */
  my_vote: number | null;
}

/**
 * The select list and joins that give a CommentRow; `$viewer` stands for the parameter holding
 * the viewer's user id (null when signed out).
 */
export function commentSelect(viewerParam: string): string {
  return `SELECT c.id, c.market_id, c.user_id, u.name AS user_name, c.content, c.upvotes, c.downvotes,
                 c.edited, c.created_at, c.updated_at, v.value::int AS my_vote
            FROM comments c
            JOIN users u ON u.id = c.user_id
            LEFT JOIN comment_votes v ON v.comment_id = c.id AND v.user_id = ${viewerParam}`;
}

/** A stored comment as the API shows it: plain text exactly as posted, never HTML. */
export function toComment(row: CommentRow): Comment {
  return {
    _id: row.id,
    pollId: row.market_id,
    user: { _id: row.user_id, name: row.user_name },
    content: row.content,
    upvotes: row.upvotes,
    downvotes: row.downvotes,
    myVote: row.my_vote === 1 ? "up" : row.my_vote === -1 ? "down" : null,
    edited: row.edited,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
