import type { Bet, Language } from "@pulso/core";
import { BET_SELECT, toBet, type BetRow } from "../bets/betRow";
import type { Queryable } from "../db/database";
import { offsetOf } from "./pagination";

/** One page of the user's bets, newest first, each with its market as `{ _id, title }`. */
export async function listBettingHistory(
  db: Queryable,
  userId: string,
  language: Language,
  page: number,
  limit: number,
): Promise<{ bets: Bet[]; total: number }> {
  const count = await db.query<{ total: number }>(
    "SELECT count(*)::int AS total FROM bets WHERE user_id = $1",
    [userId],
  );
  const rows = await db.query<BetRow>(
    `${BET_SELECT} WHERE b.user_id = $1
      ORDER BY b.created_at DESC, b.id DESC
      LIMIT $2 OFFSET $3`,
    [userId, limit, offsetOf(page, limit)],
  );
  return {
    bets: rows.rows.map((row) => toBet(row, language)),
    total: count.rows[0]?.total ?? 0,
  };
}
