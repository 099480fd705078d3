import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type TicketCategory,
  type TicketPriority,
  type TicketStatus,
} from "@pulso/core";
import type { PortalTranslator } from "../i18n/usePortalT";

/** Who is looking at a ticket: its owner, or an admin (only a few words differ). */
export type TicketViewer = "user" | "admin";

/** A ticket status in words; `pending_user` reads "waiting for your reply" to its owner. */
export function ticketStatusLabel(
  { t }: Pick<PortalTranslator, "t">,
  status: TicketStatus,
  viewer: TicketViewer = "user",
): string {
  if (viewer === "admin" && status === "pending_user") {
    return t("support.adminStatuses.pending_user");
  }
  return t(`support.statuses.${status}`);
}

/** A ticket priority in words. */
export function ticketPriorityLabel(
  { t }: Pick<PortalTranslator, "t">,
  priority: TicketPriority,
): string {
  return t(`support.priorities.${priority}`);
}

/** A ticket category in words. */
export function ticketCategoryLabel(
  { t }: Pick<PortalTranslator, "t">,
  category: TicketCategory,
): string {
  return t(`support.categories.${category}`);
}

/** Every status, priority and category as `{ value, label }` choices for a select. */
export function ticketChoices(
  translator: Pick<PortalTranslator, "t">,
  viewer: TicketViewer = "user",
) {
  return {
    statuses: TICKET_STATUSES.map((value) => ({
      value,
      label: ticketStatusLabel(translator, value, viewer),
    })),
    priorities: TICKET_PRIORITIES.map((value) => ({
      value,
      label: ticketPriorityLabel(translator, value),
    })),
    categories: TICKET_CATEGORIES.map((value) => ({
      value,
      label: ticketCategoryLabel(translator, value),
    })),
  };
}
