import { centsToDollars, formatCentsPlain } from "@pulso/core";
import type { AppContext } from "../context";
import { notifyUsers, type NewNotification } from "../notifications/service";
import type { SettlementOutcome } from "./types";

/** The texts of one settlement notification in both languages. */
function notificationFor(
  outcome: SettlementOutcome,
  userId: string,
  cents: number,
): NewNotification {
  const { market, winner } = outcome;
  const titleEs = market.title_es;
  const titleEn = market.title_en ?? market.title_es;
  const amount = `$${formatCentsPlain(cents)}`;
  const base = {
    userId,
    topic: "marketResolved" as const,
    actionUrl: `/market/${market.id}`,
    metadata: {
      pollId: market.id,
      outcome: outcome.kind,
      winnerId: winner?.id ?? null,
      amount: centsToDollars(cents),
    },
  };
  const action = { es: "Ver mercado", en: "View market" };

  if (outcome.kind === "cancelled") {
    const refunded = cents > 0;
    return {
      ...base,
      type: "info",
      es: {
        title: market.kind === "poll" ? "Encuesta cancelada" : "Mercado cancelado",
        message: refunded
          ? `«${titleEs}» se canceló. Te devolvimos ${amount}.`
          : `«${titleEs}» se canceló.`,
        actionLabel: action.es,
      },
      en: {
        title: market.kind === "poll" ? "Poll cancelled" : "Market cancelled",
        message: refunded
          ? `"${titleEn}" was cancelled. ${amount} was refunded to you.`
          : `"${titleEn}" was cancelled.`,
        actionLabel: action.en,
      },
    };
  }
  if (cents > 0) {
    return {
      ...base,
      type: "success",
      es: {
        title: "¡Ganaste!",
        message: `Ganaste ${amount} en «${titleEs}».`,
        actionLabel: action.es,
      },
      en: {
        title: "You won!",
        message: `You won ${amount} on "${titleEn}".`,
        actionLabel: action.en,
      },
    };
  }
  const winnerEs = winner?.text_es ?? "";
  const winnerEn = winner?.text_en ?? winnerEs;
  return {
    ...base,
    type: "info",
    es: {
      title: market.kind === "poll" ? "Encuesta resuelta" : "Mercado resuelto",
      message: `«${titleEs}» se resolvió: ${winnerEs}.`,
      actionLabel: action.es,
    },
    en: {
      title: market.kind === "poll" ? "Poll resolved" : "Market resolved",
      message: `"${titleEn}" resolved: ${winnerEn}.`,
      actionLabel: action.en,
    },
  };
}

/**
 * Tells everyone about a committed resolution or cancellation (DESIGN §6): `poll_resolved` to
 * the poll's subscribers and participants, `balance_updated` to each credited user,
 * `dashboard_updated` to each bettor, and a notification in both languages to every
 * participant. Call it only after the settlement's transaction committed.
 */
export async function announceSettlement(
  ctx: Pick<AppContext, "db" | "realtime">,
  outcome: SettlementOutcome,
): Promise<void> {
  const pollId = outcome.market.id;
  ctx.realtime.toPoll(
    pollId,
    { event: "poll_resolved", pollId, winner: outcome.winner?.id ?? null },
    outcome.participantIds,
  );
  for (const credit of outcome.credits) {
    ctx.realtime.toUser(credit.userId, {
      event: "balance_updated",
      userId: credit.userId,
      newBalance: centsToDollars(credit.newBalanceCents),
    });
  }
  if (outcome.market.kind === "prediction") {
    // Every bettor's dashboard changed (bets won, lost or refunded), paid or not.
    for (const userId of outcome.participantIds) {
      ctx.realtime.toUser(userId, { event: "dashboard_updated", userId });
    }
  }
  const credited = new Map(outcome.credits.map((credit) => [credit.userId, credit.cents]));
  await notifyUsers(
    ctx.db,
    ctx.realtime,
    outcome.participantIds.map((userId) =>
      notificationFor(outcome, userId, credited.get(userId) ?? 0),
    ),
  );
}
