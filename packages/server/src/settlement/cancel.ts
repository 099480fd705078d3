import type { Database, Queryable } from "../db/database";
import { refused } from "../http/errors";
import { marketAccount, userAccount, type LedgerAccount } from "../ledger/accounts";
import { LedgerError, postTransaction } from "../ledger/ledger";
import { closeEscrow } from "./escrow";
import { balancesOf, lockUsersInOrder } from "../ledger/lockUsers";
import type { SettlementOutcome } from "./types";
import { loadMarketForBet, type MarketForBet } from "../bets/tradableMarket";

/** Statuses a market may no longer be cancelled from (DESIGN §2: any status before resolved). */
const FINAL = new Set(["resolved", "cancelled"]);

interface StakeRow {
  id: string;
  user_id: string;
  amount_cents: number;
  fee_cents: number;
  net_cents: number;
  promo_cents: number;
}

/**
 * Refunds every active bet of a prediction market in full, fee included, its promo-funded part
 * as promo credit; returns the totals.
 */
async function refundStakes(
  tx: Queryable,
  market: MarketForBet,
  now: Date,
): Promise<Map<string, number>> {
  const bets = await tx.query<StakeRow>(
    `SELECT id, user_id, amount_cents, fee_cents, net_cents, promo_cents FROM bets
      WHERE market_id = $1 AND status = 'active' ORDER BY user_id, created_at, id`,
    [market.id],
  );
  const refunded = new Map<string, number>();
  for (const bet of bets.rows) {
    refunded.set(bet.user_id, (refunded.get(bet.user_id) ?? 0) + bet.amount_cents);
  }
  await lockUsersInOrder(tx, [...refunded.keys()]);

  for (const bet of bets.rows) {
    const entries: { account: LedgerAccount; amountCents: number }[] = [
      { account: marketAccount(market.id), amountCents: -bet.net_cents },
    ];
    if (bet.fee_cents > 0) entries.push({ account: "house:fees", amountCents: -bet.fee_cents });
    entries.push({ account: userAccount(bet.user_id), amountCents: bet.amount_cents });
    const posted = await postTransaction(tx, {
      kind: "refund",
      reference: `refund:${bet.id}`,
      userId: bet.user_id,
      marketId: market.id,
      description: "Market cancelled: stake refunded",
      entries,
      // What promo credit paid comes back as promo credit (DESIGN §5).
      promoCents: bet.promo_cents,
    });
    if (posted === null) throw new LedgerError(`refund:${bet.id} was already posted`);
  }
  await tx.query(
    `UPDATE bets SET status = 'refunded', payout_cents = amount_cents, settled_at = $2
      WHERE market_id = $1 AND status = 'active'`,
    [market.id, now],
  );
  await tx.query(
    "UPDATE positions SET payout_cents = cost_cents, settled_at = $2 WHERE market_id = $1",
    [market.id, now],
  );
  return refunded;
}

/**
 * Cancels a market (POST /polls/:id/cancel) in ONE transaction with the market row locked:
 * from any status before resolved (else 400 INVALID_STATUS_TRANSITION). A prediction refunds
 * every bet in full (`refund:<betId>`: escrow −net, house fees −fee, user +amount) and returns
 * the subsidy left in the escrow to the house; a poll only changes status.
 */
export async function cancelMarket(
  db: Database,
  input: { marketId: string; now: Date },
): Promise<SettlementOutcome> {
  return db.transaction(async (tx) => {
    const market = await loadMarketForBet(tx, input.marketId, true);
    if (FINAL.has(market.status)) throw refused("INVALID_STATUS_TRANSITION");
    // A market being resolved (resolve.ts) is paying its winners: it can no longer be cancelled.
    const resolving = await tx.query("SELECT 1 FROM settlement_runs WHERE market_id = $1", [
      market.id,
    ]);
    if (resolving.rows.length > 0) throw refused("INVALID_STATUS_TRANSITION");

    let refunded = new Map<string, number>();
    let participantIds: string[];
    if (market.kind === "prediction") {
      refunded = await refundStakes(tx, market, input.now);
      await closeEscrow(tx, market.id);
      const holders = await tx.query<{ user_id: string }>(
        "SELECT DISTINCT user_id FROM positions WHERE market_id = $1",
        [market.id],
      );
      participantIds = holders.rows.map((row) => row.user_id);
    } else {
      const voters = await tx.query<{ user_id: string }>(
        "SELECT user_id FROM votes WHERE market_id = $1",
        [market.id],
      );
      participantIds = voters.rows.map((row) => row.user_id);
    }
    await tx.query("UPDATE markets SET status = 'cancelled', updated_at = now() WHERE id = $1", [
      market.id,
    ]);

    const balances = await balancesOf(tx, [...refunded.keys()]);
    return {
      kind: "cancelled",
      market: {
        id: market.id,
        kind: market.kind,
        title_es: market.title_es,
        title_en: market.title_en,
      },
      winner: null,
      participantIds: [...participantIds].sort(),
      credits: [...refunded.entries()]
        .filter(([, cents]) => cents > 0)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([userId, cents]) => ({
          userId,
          cents,
          newBalanceCents: balances.get(userId) ?? 0,
        })),
    };
  });
}
