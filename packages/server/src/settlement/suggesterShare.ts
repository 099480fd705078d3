import { centsToDollars, formatCentsPlain } from "@pulso/core";
import type { AppContext } from "../context";
import type { Queryable } from "../db/database";
import { userAccount } from "../ledger/accounts";
import { postTransaction } from "../ledger/ledger";
import type { ResolutionHook } from "./types";
import { notifyUsers } from "../notifications/service";

/** The ledger reference of a market's suggester share: one per market, so it is paid once. */
export const profitShareReference = (marketId: string): string => `suggester_share:${marketId}`;

/**
 * The suggester's share of `feesCents`: `floor(fees × bps / 10,000)` in integer arithmetic. The
 * remainder (less than a cent) stays with the house.
 */
export function profitShareCents(feesCents: number, bps: number): number {
  return Number((BigInt(feesCents) * BigInt(bps)) / 10_000n);
}

/**
 * A resolution hook (DESIGN §2): when the resolved prediction market came from a suggestion,
 * moves the suggester's profit share of the market's trading fees from `house:fees` to the
 * suggester, inside the resolution's transaction (so it commits with the payouts or not at all).
 * The per-market reference makes a retry pay nothing more.
 */
export const payProfitShare: ResolutionHook = async (tx: Queryable, market) => {
  if (market.kind !== "prediction") return;
  const found = await tx.query<{ user_id: string; profit_share_bps: number; fees_cents: number }>(
    `SELECT s.user_id, s.profit_share_bps, m.fees_cents
       FROM poll_suggestions s JOIN markets m ON m.id = s.linked_market_id
      WHERE s.linked_market_id = $1 AND s.status = 'created'`,
    [market.id],
  );
  const suggestion = found.rows[0];
  if (!suggestion) return;
  const cents = profitShareCents(Number(suggestion.fees_cents), suggestion.profit_share_bps);
  if (cents <= 0) return;
  await postTransaction(tx, {
    kind: "profit_share",
    reference: profitShareReference(market.id),
    userId: suggestion.user_id,
    marketId: market.id,
    description: "Suggestion profit share",
    entries: [
      { account: "house:fees", amountCents: -cents },
      { account: userAccount(suggestion.user_id), amountCents: cents },
    ],
  });
};

/**
 * After a resolution committed: tells the suggester about the share they were paid (a
 * notification and `balance_updated`). Nothing happens when no share was posted.
 */
export async function announceProfitShare(
  ctx: Pick<AppContext, "db" | "realtime">,
  marketId: string,
): Promise<void> {
  const paid = await ctx.db.query<{
    user_id: string;
    cents: number;
    balance_cents: number;
    title_es: string;
    title_en: string | null;
  }>(
    `SELECT t.user_id, e.amount_cents AS cents, u.balance_cents, m.title_es, m.title_en
       FROM ledger_transactions t
       JOIN ledger_entries e ON e.transaction_id = t.id AND e.account = 'user:' || t.user_id
       JOIN users u ON u.id = t.user_id
       JOIN markets m ON m.id = t.market_id
      WHERE t.reference = $1`,
    [profitShareReference(marketId)],
  );
  const row = paid.rows[0];
  if (!row) return;
  const cents = Number(row.cents);
  ctx.realtime.toUser(row.user_id, {
    event: "balance_updated",
    userId: row.user_id,
    newBalance: centsToDollars(Number(row.balance_cents)),
  });
  const amount = `$${formatCentsPlain(cents)}`;
  await notifyUsers(ctx.db, ctx.realtime, [
    {
      userId: row.user_id,
      type: "success",
      topic: "payouts",
      es: {
        title: "Participación acreditada",
        message: `Recibiste ${amount} por tu sugerencia «${row.title_es}».`,
      },
      en: {
        title: "Profit share credited",
        message: `You received ${amount} for your suggestion "${row.title_en ?? row.title_es}".`,
      },
      actionUrl: `/market/${marketId}`,
      metadata: { pollId: marketId, amount: centsToDollars(cents) },
    },
  ]);
}
