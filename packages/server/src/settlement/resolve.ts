import { settleMarket } from "@pulso/core";
import type { Database, Queryable } from "../db/database";
import { refused } from "../http/errors";
import { marketAccount, userAccount } from "../ledger/accounts";
import { LedgerError, postTransaction } from "../ledger/ledger";
import { closeEscrow, splitPayout } from "./escrow";
import { balancesOf, lockUsersInOrder } from "../ledger/lockUsers";
import { promoShareOf } from "./promoShare";
import type { SettlementCredit, SettlementOutcome } from "./types";
import { loadMarketForBet, type MarketForBet } from "../bets/tradableMarket";

/**
 * Work that must happen inside a resolution's transaction, after the payouts and the escrow
 * close. The suggester profit share (DESIGN §2: 5–15% of the market's trading fees, credited
 * at resolution from `house:fees` to the suggester with reference `suggester_share:<market>`)
 * plugs in here: the resolve route passes `payProfitShare` (suggesterShare.ts), and the
 * publishers' shares (DESIGN §12, `payPublisherShares` in publisherShare.ts).
 */
export type ResolutionHook = (tx: Queryable, market: MarketForBet) => Promise<void>;

/** Statuses a market may be resolved from (DESIGN §2). */
const RESOLVABLE = new Set(["active", "closed"]);

interface PositionRow {
  user_id: string;
  option_id: string;
  shares_micro: number;
}

interface WinningBetRow {
  id: string;
  user_id: string;
  shares_micro: number;
  amount_cents: number;
  promo_cents: number;
}

/** Pays a prediction market's winners and marks positions and bets; returns who was paid. */
async function payWinners(
  tx: Queryable,
  market: MarketForBet,
  winnerId: string,
  now: Date,
): Promise<{ credits: Omit<SettlementCredit, "newBalanceCents">[]; participantIds: string[] }> {
  const positions = await tx.query<PositionRow>(
    `SELECT user_id, option_id, shares_micro FROM positions
      WHERE market_id = $1 ORDER BY user_id, option_id`,
    [market.id],
  );
  const indexOf = new Map(market.options.map((option, index) => [option.id, index]));
  const settlement = settleMarket({
    escrowCents: market.escrow_cents,
    winnerIndex: indexOf.get(winnerId) ?? -1,
    positions: positions.rows.map((position, index) => ({
      id: String(index),
      optionIndex: indexOf.get(position.option_id) ?? -1,
      sharesMicro: position.shares_micro,
    })),
  });
  // One position per (user, option), so each user has at most one winning payout.
  const credits = settlement.payouts
    .filter((payout) => payout.cents > 0)
    .map((payout) => ({
      userId: positions.rows[Number(payout.id)]?.user_id ?? "",
      cents: payout.cents,
    }));

  // Each winning payout is split over the user's winning bets by shares; the part each bet's
  // promo credit funded comes back as promo credit (DESIGN §5), the rest as cash.
  const winning = await tx.query<WinningBetRow>(
    `SELECT id, user_id, shares_micro, amount_cents, promo_cents FROM bets
      WHERE market_id = $1 AND option_id = $2 AND status = 'active'
      ORDER BY user_id, created_at, id`,
    [market.id, winnerId],
  );
  const betIds: string[] = [];
  const betPayouts: number[] = [];
  const promoBack = new Map<string, number>();
  for (const credit of credits) {
    const bets = winning.rows.filter((bet) => bet.user_id === credit.userId);
    const parts = splitPayout(
      credit.cents,
      bets.map((bet) => bet.shares_micro),
    );
    let promo = 0;
    bets.forEach((bet, index) => {
      const part = parts[index] ?? 0;
      betIds.push(bet.id);
      betPayouts.push(part);
      promo += promoShareOf(part, bet.promo_cents, bet.amount_cents);
    });
    promoBack.set(credit.userId, promo);
  }

  await lockUsersInOrder(
    tx,
    credits.map((credit) => credit.userId),
  );
  for (const credit of credits) {
    const posted = await postTransaction(tx, {
      kind: "payout",
      reference: `payout:${market.id}:${credit.userId}`,
      userId: credit.userId,
      marketId: market.id,
      description: "Winnings",
      entries: [
        { account: marketAccount(market.id), amountCents: -credit.cents },
        { account: userAccount(credit.userId), amountCents: credit.cents },
      ],
      promoCents: promoBack.get(credit.userId) ?? 0,
    });
    // The market lock and the status check make a second payout impossible; if the ledger
    // already holds one, the data is inconsistent and nothing may commit.
    if (posted === null) {
      throw new LedgerError(`payout:${market.id}:${credit.userId} was already posted`);
    }
  }

  await tx.query(
    `UPDATE positions SET payout_cents = CASE WHEN option_id = $2 THEN shares_micro / 10000 ELSE 0 END,
            settled_at = $3
      WHERE market_id = $1`,
    [market.id, winnerId, now],
  );
  await tx.query(
    `UPDATE bets SET status = 'lost', payout_cents = 0, settled_at = $3
      WHERE market_id = $1 AND option_id <> $2 AND status = 'active'`,
    [market.id, winnerId, now],
  );
  if (betIds.length > 0) {
    await tx.query(
      `UPDATE bets SET status = 'won', payout_cents = v.payout, settled_at = $3
         FROM unnest($1::text[], $2::bigint[]) AS v(id, payout)
        WHERE bets.id = v.id`,
      [betIds, betPayouts, now],
    );
  }
  const participantIds = [...new Set(positions.rows.map((position) => position.user_id))];
  return { credits, participantIds };
}

/**
 * Resolves a market with a winner (POST /polls/resolve) in ONE transaction with the market row
 * locked: allowed from active or closed only (else 400 INVALID_STATUS_TRANSITION, which also
 * makes a second or concurrent resolution pay nothing). A prediction pays each winning
 * position floor(shares)/10,000 cents once (`payout:<market>:<user>`), marks positions and bets,
 * and returns the rest of the escrow to the house; a poll only records its winner.
 */
export async function resolveMarket(
  db: Database,
  input: { marketId: string; winnerId: string; now: Date },
  hooks: readonly ResolutionHook[] = [],
): Promise<SettlementOutcome> {
  return db.transaction(async (tx) => {
    const market = await loadMarketForBet(tx, input.marketId, true);
    if (!RESOLVABLE.has(market.status)) throw refused("INVALID_STATUS_TRANSITION");
    const winner = market.options.find((option) => option.id === input.winnerId);
    if (!winner) throw refused("OPTION_NOT_AVAILABLE");

    let credits: Omit<SettlementCredit, "newBalanceCents">[] = [];
    let participantIds: string[];
    if (market.kind === "prediction") {
      ({ credits, participantIds } = await payWinners(tx, market, winner.id, input.now));
      await closeEscrow(tx, market.id);
    } else {
      const voters = await tx.query<{ user_id: string }>(
        "SELECT user_id FROM votes WHERE market_id = $1 ORDER BY user_id",
        [market.id],
      );
      participantIds = voters.rows.map((vote) => vote.user_id);
    }
    await tx.query(
      `UPDATE markets SET status = 'resolved', winner_option_id = $2, resolved_at = $3, updated_at = now()
        WHERE id = $1`,
      [market.id, winner.id, input.now],
    );
    for (const hook of hooks) await hook(tx, market);

    const balances = await balancesOf(
      tx,
      credits.map((credit) => credit.userId),
    );
    return {
      kind: "resolved",
      market: {
        id: market.id,
        kind: market.kind,
        title_es: market.title_es,
        title_en: market.title_en,
      },
      winner: { id: winner.id, text_es: winner.text_es, text_en: winner.text_en },
      participantIds: [...participantIds].sort(),
      credits: credits.map((credit) => ({
        ...credit,
        newBalanceCents: balances.get(credit.userId) ?? 0,
      })),
    };
  });
}
