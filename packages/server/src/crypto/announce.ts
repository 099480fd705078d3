import { centsToDollars, formatCentsPlain } from "@pulso/core";
import type { AppContext } from "../context";
import { notifyUsers } from "../notifications/service";
import type { CryptoPaymentRow } from "./paymentRequests";

/**
 * Tells a user their crypto deposit was credited: `balance_updated`, `dashboard_updated` and the
 * notification titled 'Crypto Deposit Successful' (spec §6: that title makes the portal refresh
 * the current user). Called once, by the run that credited it.
 */
export async function announceCryptoDeposit(
  ctx: Pick<AppContext, "db" | "realtime">,
  payment: CryptoPaymentRow,
  balanceCents: number,
): Promise<void> {
  const userId = payment.user_id;
  ctx.realtime.toUser(userId, {
    event: "balance_updated",
    userId,
    newBalance: centsToDollars(balanceCents),
  });
  ctx.realtime.toUser(userId, { event: "dashboard_updated", userId });
  const amount = `$${formatCentsPlain(payment.amount_cents)}`;
  await notifyUsers(ctx.db, ctx.realtime, [
    {
      userId,
      type: "success",
      topic: "balanceChanges",
      actionUrl: "/account",
      metadata: {
        kind: "crypto_deposit",
        amount: centsToDollars(payment.amount_cents),
        paymentId: payment.id,
        transactionHash: payment.tx_hash,
      },
      es: {
        title: "Depósito cripto exitoso",
        message: `Acreditamos ${amount} (${payment.token_symbol}) a tu saldo.`,
        actionLabel: "Ver panel",
      },
      en: {
        title: "Crypto Deposit Successful",
        message: `${amount} (${payment.token_symbol}) was added to your balance.`,
        actionLabel: "View dashboard",
      },
    },
  ]);
}
