import {
  centsToDollars,
  microSharesToCents,
  MICRO_SHARES_PER_SHARE,
  type Bet,
  type BetStatus,
  type Language,
} from "@pulso/core";
import type { Queryable } from "../db/database";
import { roundTo } from "./marketPrices";
import { pickText } from "./marketRow";

/** How many recent bets a market's bet list shows. */
const RECENT_BETS = 50;

interface BetRow {
  id: string;
  market_id: string;
  option_id: string;
  text_es: string;
  text_en: string | null;
  amount_cents: number;
  fee_cents: number;
  net_cents: number;
  shares_micro: number;
  language: Language;
  status: BetStatus;
  payout_cents: number | null;
  created_at: Date;
}

/**
 * A bet row as core's `Bet`, derived from its integer columns: the average price N/Δ in cents,
 * the potential return (shares, rounded down to the cent as payouts are), profit and odds.
 */
function toBet(row: BetRow, language: Language): Bet {
  const potentialReturnCents = microSharesToCents(row.shares_micro);
  return {
    _id: row.id,
    poll: row.market_id,
    option: row.option_id,
    optionText: pickText(language, row.text_es, row.text_en),
    amount: centsToDollars(row.amount_cents),
    language: row.language,
    price: roundTo((row.net_cents * MICRO_SHARES_PER_SHARE) / row.shares_micro, 2),
    odds: roundTo(potentialReturnCents / row.amount_cents, 4),
    potentialReturn: centsToDollars(potentialReturnCents),
    profit: centsToDollars(potentialReturnCents - row.amount_cents),
    fee: centsToDollars(row.fee_cents),
    shares: row.shares_micro / MICRO_SHARES_PER_SHARE,
    status: row.status,
    payout: row.payout_cents === null ? null : centsToDollars(row.payout_cents),
    createdAt: row.created_at.toISOString(),
  };
}

/** The market's most recent bets, newest first, at most 50; public, so nobody's are special. */
export async function recentMarketBets(
  db: Queryable,
  marketId: string,
  language: Language,
): Promise<Bet[]> {
  const result = await db.query<BetRow>(
    `SELECT b.id, b.market_id, b.option_id, o.text_es, o.text_en, b.amount_cents, b.fee_cents,
            b.net_cents, b.shares_micro, b.language, b.status, b.payout_cents, b.created_at
       FROM bets b JOIN market_options o ON o.id = b.option_id
      WHERE b.market_id = $1
      ORDER BY b.created_at DESC, b.id DESC
      LIMIT $2`,
    [marketId, RECENT_BETS],
  );
  return result.rows.map((row) => toBet(row, language));
}
