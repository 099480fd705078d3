import {
  centsToDollars,
  MICRO_SHARES_PER_SHARE,
  microSharesToCents,
  type Bet,
  type BetStatus,
  type Language,
} from "@pulso/core";
import type { Queryable } from "../db/database";
import { inLanguage } from "./tradableMarket";

/** A bet row joined with its market's title and its option's text. */
export interface BetRow {
  id: string;
  market_id: string;
  option_id: string;
  user_id: string;
  amount_cents: number;
  fee_cents: number;
  net_cents: number;
  shares_micro: number;
  price_before: number;
  price_after: number;
  average_price: number;
  language: Language;
  status: BetStatus;
  payout_cents: number | null;
  created_at: Date;
  title_es: string;
  title_en: string | null;
  option_text_es: string;
  option_text_en: string | null;
}

/** The SELECT that reads BetRows; callers add WHERE and ORDER BY. */
export const BET_SELECT = `SELECT b.id, b.market_id, b.option_id, b.user_id, b.amount_cents, b.fee_cents,
       b.net_cents, b.shares_micro, b.price_before, b.price_after, b.average_price, b.language,
       b.status, b.payout_cents, b.created_at, m.title_es, m.title_en,
       o.text_es AS option_text_es, o.text_en AS option_text_en
  FROM bets b
  JOIN markets m ON m.id = b.market_id
  JOIN market_options o ON o.id = b.option_id`;

/**
 * A stored bet as the API's Bet (spec §3): money in dollars, `price` the average price paid in
 * cents, potential return what its own shares pay on a win (floored to the cent), texts in
 * `language`.
 */
export function toBet(row: BetRow, language: Language): Bet {
  const potentialReturnCents = microSharesToCents(row.shares_micro);
  return {
    _id: row.id,
    poll: { _id: row.market_id, title: inLanguage(language, row.title_es, row.title_en) },
    option: row.option_id,
    optionText: inLanguage(language, row.option_text_es, row.option_text_en),
    amount: centsToDollars(row.amount_cents),
    language: row.language,
    price: row.average_price,
    odds: potentialReturnCents / row.amount_cents,
    potentialReturn: centsToDollars(potentialReturnCents),
    profit: centsToDollars(potentialReturnCents - row.amount_cents),
    fee: centsToDollars(row.fee_cents),
    shares: row.shares_micro / MICRO_SHARES_PER_SHARE,
    status: row.status,
    payout: row.payout_cents === null ? null : centsToDollars(row.payout_cents),
    createdAt: row.created_at.toISOString(),
  };
}

/** One bet by id, or null. */
export async function findBet(db: Queryable, betId: string): Promise<BetRow | null> {
  const result = await db.query<BetRow>(`${BET_SELECT} WHERE b.id = $1`, [betId]);
  return result.rows[0] ?? null;
}

/** A user's bets, newest first, optionally on one market only. */
export async function listUserBets(
  db: Queryable,
  userId: string,
  marketId?: string,
): Promise<BetRow[]> {
  const result = await db.query<BetRow>(
    `${BET_SELECT} WHERE b.user_id = $1 AND ($2::text IS NULL OR b.market_id = $2)
      ORDER BY b.created_at DESC, b.id DESC`,
    [userId, marketId ?? null],
  );
  return result.rows;
}
