import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type TicketCategory,
  type TicketPriority,
  type TicketStatus,
} from "@pulso/core";
import type { PortalTranslator } from "../../i18n/usePortalT";

/** The ticket statuses as select options, in the admin's language. */
export const statusOptions = (t: PortalTranslator["t"]) =>
  TICKET_STATUSES.map((value: TicketStatus) => ({
    value,
    label: t(`admin.tickets.statuses.${value}`),
  }));

/** The ticket priorities as select options. */
export const priorityOptions = (t: PortalTranslator["t"]) =>
  TICKET_PRIORITIES.map((value: TicketPriority) => ({
    value,
    label: t(`admin.tickets.priorities.${value}`),
  }));

/** The ticket categories as select options. */
export const categoryOptions = (t: PortalTranslator["t"]) =>
  TICKET_CATEGORIES.map((value: TicketCategory) => ({
    value,
    label: t(`admin.tickets.categories.${value}`),
  }));
