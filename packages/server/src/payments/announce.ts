import { centsToDollars, formatCentsPlain } from "@pulso/core";
import type { AppContext } from "../context";
import { notifyUsers } from "../notifications/service";

/**
 * Tells a user their card deposit was credited: `balance_updated` and `dashboard_updated`
 * (DESIGN §6), and a notification under the balance-changes setting. Call it after the credit
 * committed, and only for the call that credited it (never for a replay).
 */
export async function announceCardDeposit(
  ctx: AppContext,
  userId: string,
  amountCents: number,
  balanceCents: number,
): Promise<void> {
  ctx.realtime.toUser(userId, {
    event: "balance_updated",
    userId,
    newBalance: centsToDollars(balanceCents),
  });
  ctx.realtime.toUser(userId, { event: "dashboard_updated", userId });
  const amount = `$${formatCentsPlain(amountCents)}`;
  await notifyUsers(ctx.db, ctx.realtime, [
    {
      userId,
      type: "success",
      topic: "balanceChanges",
      actionUrl: "/account",
      metadata: { kind: "card_deposit", amount: centsToDollars(amountCents) },
      es: {
        title: "Depósito con tarjeta exitoso",
        message: `Acreditamos ${amount} a tu saldo.`,
        actionLabel: "Ver panel",
      },
      en: {
        title: "Card Deposit Successful",
        message: `${amount} was added to your balance.`,
        actionLabel: "View dashboard",
      },
    },
  ]);
}
