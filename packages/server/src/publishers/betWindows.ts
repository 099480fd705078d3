import { isArticlePath } from "@pulso/core";
import { hashToken, newToken } from "../auth/tokens";
import type { Queryable } from "../db/database";

/** How long a bet window may credit its bets to the publisher it was opened for. */
export const BET_WINDOW_TTL_MS = 30 * 60_000;

/**
 * Records a bet window the server opened for a publisher's site (DESIGN §7, §12) and returns its
 * token, which only that window's page holds: a bet placed from it with the platform's own
 * session carries the token, and is credited to that publisher and article. Expired windows are
 * swept here, so the table stays as small as the windows open.
 */
export async function openBetWindow(
  db: Queryable,
  publisherId: string,
  article: unknown,
  now: Date,
): Promise<string> {
  const token = newToken();
  await db.query("DELETE FROM embed_bet_windows WHERE expires_at < $1", [now]);
  await db.query(
    `INSERT INTO embed_bet_windows (token_hash, publisher_id, article_path, expires_at)
     VALUES ($1, $2, $3, $4)`,
    [
      hashToken(token),
      publisherId,
      isArticlePath(article) ? article : null,
      new Date(now.getTime() + BET_WINDOW_TTL_MS),
    ],
  );
  return token;
}

/**
 * The publisher (still active) and article a bet window's token stands for,
 * or null: an unknown or expired token credits nothing, and the bet goes ahead as the reader's own.
 */
export async function betWindowSource(
  db: Queryable,
  token: string,
  now: Date,
): Promise<{ id: string; article: string | null } | null> {
  const found = await db.query<{ id: string; article_path: string | null }>(
    `SELECT p.id, w.article_path
       FROM embed_bet_windows w JOIN publishers p ON p.id = w.publisher_id
      WHERE w.token_hash = $1 AND w.expires_at > $2 AND p.status = 'active'`,
    [hashToken(token), now],
  );
  const row = found.rows[0];
  return row ? { id: row.id, article: row.article_path } : null;
}
