import type { RealtimePublisher } from "../context";
import type { Queryable } from "../db/database";
import { notifyUsers } from "../notifications/service";

/** Tells a ticket's owner that support answered, in both languages, with a link to the thread. */
export async function notifyAdminReply(
  db: Queryable,
  realtime: RealtimePublisher,
  ticket: { id: string; userId: string; subject: string },
): Promise<void> {
  await notifyUsers(db, realtime, [
    {
      userId: ticket.userId,
      type: "info",
      topic: "tickets",
      es: {
        title: "Nueva respuesta a tu ticket",
        message: `Soporte respondió a «${ticket.subject}».`,
        actionLabel: "Ver ticket",
      },
      en: {
        title: "New reply to your ticket",
        message: `Support replied to "${ticket.subject}".`,
        actionLabel: "View ticket",
      },
      actionUrl: `/support/tickets/${ticket.id}`,
      metadata: { ticketId: ticket.id },
    },
  ]);
}
