import { centsToDollars } from "@pulso/core";
import type { DashboardStats } from "@pulso/core";
import { withdrawableOf } from "../crypto/withdrawable";
import type { Queryable } from "../db/database";
import { notFound } from "../http/errors";
import { roundTo } from "../markets/marketPrices";

interface StatsRow {
  balance_cents: number;
  total_bets: number;
  active_bets: number;
  won_bets: number;
  lost_bets: number;
  wagered_cents: number;
  payouts_cents: number;
  settled_wagered_cents: number;
}

/** Won bets as a share of settled (won or lost) bets, 0–100 with two decimals; 0 when none. */
export function winRateOf(won: number, settled: number): number {
  return settled === 0 ? 0 : roundTo((won / settled) * 100, 2);
}

/**
 * The dashboard's headline numbers. `totalWagered` counts every stake; `totalPayouts` what won
 * bets paid (refunds of cancelled markets are not payouts); `profit` is payouts minus the stakes
 * of settled bets, so open bets and refunds count for nothing; `winRate` is won / (won + lost).
 * `openPositionsValue` is the current value of the active bets, computed by the caller;
 * `withdrawable` the part of the balance that may leave now, with the reason it is less.
 */
export async function loadDashboardStats(
  db: Queryable,
  userId: string,
  openPositionsValueCents: number,
): Promise<DashboardStats> {
  const result = await db.query<StatsRow>(
    `SELECT u.balance_cents,
            count(b.id)::int AS total_bets,
            count(b.id) FILTER (WHERE b.status = 'active')::int AS active_bets,
            count(b.id) FILTER (WHERE b.status = 'won')::int AS won_bets,
            count(b.id) FILTER (WHERE b.status = 'lost')::int AS lost_bets,
            coalesce(sum(b.amount_cents), 0)::bigint AS wagered_cents,
            coalesce(sum(b.payout_cents) FILTER (WHERE b.status = 'won'), 0)::bigint AS payouts_cents,
            coalesce(sum(b.amount_cents) FILTER (WHERE b.status IN ('won', 'lost')), 0)::bigint
              AS settled_wagered_cents
       FROM users u LEFT JOIN bets b ON b.user_id = u.id
      WHERE u.id = $1
      GROUP BY u.id, u.balance_cents`,
    [userId],
  );
  const row = result.rows[0];
  if (!row) throw notFound();
  const withdrawable = await withdrawableOf(db, userId);
  return {
    balance: centsToDollars(row.balance_cents),
    withdrawable: centsToDollars(withdrawable.withdrawableCents),
    withdrawableReason: withdrawable.reason,
    totalBets: row.total_bets,
    activeBets: row.active_bets,
    wonBets: row.won_bets,
    lostBets: row.lost_bets,
    totalWagered: centsToDollars(row.wagered_cents),
    totalPayouts: centsToDollars(row.payouts_cents),
    profit: centsToDollars(row.payouts_cents - row.settled_wagered_cents),
    winRate: winRateOf(row.won_bets, row.won_bets + row.lost_bets),
    openPositionsValue: centsToDollars(openPositionsValueCents),
  };
}
