import { z } from "zod";
import { idSchema, paginationSchema, successEnvelope } from "../entities/common";
import {
  TICKET_CATEGORIES,
  TICKET_PAGE_SIZE,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  ticketSchema,
  ticketSummarySchema,
} from "../entities/ticket";
import { ticketFormSchema } from "../validation/rules";
import { ticketMessageContentField } from "../validation/ticketRules";
import { pageQuery, queryBoolean } from "./query";

// The support ticket calls (DESIGN §4 adds them; spec §7 shows none): REST under /support/tickets.

/**
 * POST /support/tickets: JSON, or multipart with these as form fields and up to five files in
 * `attachments` (each checked by content on the server).
 */
export const createTicketBodySchema = ticketFormSchema.strict();

/** The filters both ticket lists share. */
const ticketFilters = {
  ...pageQuery(TICKET_PAGE_SIZE),
  status: z.enum(TICKET_STATUSES).optional(),
  category: z.enum(TICKET_CATEGORIES).optional(),
  priority: z.enum(TICKET_PRIORITIES).optional(),
};

/** GET /support/tickets: the signed-in user's own tickets, most recently updated first. */
export const listMyTicketsQuerySchema = z.strictObject(ticketFilters);

/** GET /support/tickets/all (admin): every ticket, with the admin's filters. */
export const listAllTicketsQuerySchema = z.strictObject({
  ...ticketFilters,
  /** Tickets assigned to this admin. */
  assigneeId: idSchema.optional(),
  /** Only tickets nobody is assigned to. */
  unassigned: queryBoolean.optional(),
  /** Tickets of this user. */
  userId: idSchema.optional(),
  /** Words in the subject. */
  search: z.string().trim().min(1).max(100, "TOO_LONG").optional(),
});

/** POST /support/tickets/:id/messages: a reply (JSON, or multipart with `attachments`). */
export const replyTicketBodySchema = z.strictObject({ content: ticketMessageContentField });

/** PATCH /support/tickets/:id (admin): assign (or unassign with null), status, priority. */
export const updateTicketBodySchema = z
  .strictObject({
    status: z.enum(TICKET_STATUSES).optional(),
    priority: z.enum(TICKET_PRIORITIES).optional(),
    assigneeId: idSchema.nullable().optional(),
  })
  .refine(
    (body) =>
      body.status !== undefined || body.priority !== undefined || body.assigneeId !== undefined,
    { message: "REQUIRED" },
  );

/** `data.ticket`: one ticket with its thread. */
export const ticketResponseSchema = successEnvelope(z.object({ ticket: ticketSchema }));
/** `data.tickets` and `data.pagination`. */
export const ticketsResponseSchema = successEnvelope(
  z.object({ tickets: z.array(ticketSummarySchema), pagination: paginationSchema }),
);
/**
 * GET /support/tickets/attachments/:id: the file itself (not JSON), sent with its checked
 * content type, `Content-Disposition: attachment` and `X-Content-Type-Options: nosniff`.
 */
export const attachmentDownloadSchema = z
  .unknown()
  .meta({ description: "The attachment's bytes", format: "binary" });

/** Ticket request types as the client sends them. */
export type CreateTicketBody = z.input<typeof createTicketBodySchema>;
export type ListMyTicketsQuery = z.input<typeof listMyTicketsQuerySchema>;
export type ListAllTicketsQuery = z.input<typeof listAllTicketsQuerySchema>;
export type ReplyTicketBody = z.input<typeof replyTicketBodySchema>;
export type UpdateTicketBody = z.input<typeof updateTicketBodySchema>;
/** Ticket response types. */
export type TicketResponse = z.infer<typeof ticketResponseSchema>;
export type TicketsResponse = z.infer<typeof ticketsResponseSchema>;
