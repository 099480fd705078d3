import { z } from "zod";
import { idSchema, isoDateTimeSchema } from "./common";
import { publicUserSchema } from "./user";

/** Ticket statuses (spec §4); the transitions between them are DESIGN §2's. */
export const TICKET_STATUSES = [
  "open",
  "in_progress",
  "pending_user",
  "resolved",
  "closed",
] as const;
/** A ticket's status. */
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** Ticket priorities (spec §4). */
export const TICKET_PRIORITIES = ["low", "medium", "high", "urgent"] as const;
/** A ticket's priority. */
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
/** Ticket categories (spec §4). */
export const TICKET_CATEGORIES = [
  "technical",
  "billing",
  "account",
  "betting",
  "general",
  "feedback",
  "bug_report",
] as const;
/** A ticket's category. */
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
/** Who wrote a ticket message: the ticket's owner or an admin. */
export const TICKET_MESSAGE_AUTHORS = ["user", "admin"] as const;
/** The author kind of a ticket message. */
export type TicketMessageAuthor = (typeof TICKET_MESSAGE_AUTHORS)[number];

/** File extensions accepted as ticket attachments (spec §5). */
export const ATTACHMENT_EXTENSIONS = [
  "pdf",
  "doc",
  "docx",
  "txt",
  "jpg",
  "jpeg",
  "png",
  "gif",
] as const;
/** An accepted attachment extension. */
export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

/** The content type an attachment is served with, by the kind its bytes were found to be. */
export const ATTACHMENT_CONTENT_TYPES: Readonly<Record<AttachmentExtension, string>> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  txt: "text/plain; charset=utf-8",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
};

/** Most files one ticket or one reply may carry (the spec leaves it open). */
export const MAX_ATTACHMENTS_PER_MESSAGE = 5;
/** Longest reply in a ticket's thread, in characters. */
export const MAX_TICKET_MESSAGE_LENGTH = 10_000;
/** Default page size of the ticket lists. */
export const TICKET_PAGE_SIZE = 20;

/** A file attached to a ticket or one of its messages; `url` downloads it (owner and admins). */
export const attachmentSchema = z.object({
  _id: idSchema,
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
});
/** A ticket attachment. */
export type Attachment = z.infer<typeof attachmentSchema>;

/** One message of a ticket's thread, from the user or an admin. */
export const ticketMessageSchema = z.object({
  _id: idSchema,
  author: z.enum(TICKET_MESSAGE_AUTHORS),
  authorName: z.string(),
  content: z.string(),
  attachments: z.array(attachmentSchema),
  createdAt: isoDateTimeSchema,
});
/** A ticket message. */
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/** A support ticket as the lists show it: everything but the thread, plus its length. */
export const ticketSummarySchema = z.object({
  _id: idSchema,
  user: publicUserSchema,
  subject: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  priority: z.enum(TICKET_PRIORITIES),
  description: z.string(),
  attachments: z.array(attachmentSchema),
  status: z.enum(TICKET_STATUSES),
  assignee: publicUserSchema.nullable(),
  messageCount: z.number().int().min(0),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
/** A ticket in a list. */
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

/** A support ticket with its message thread, oldest first (spec §3 "Support ticket"). */
export const ticketSchema = ticketSummarySchema.extend({
  messages: z.array(ticketMessageSchema),
});
/** A support ticket. */
export type Ticket = z.infer<typeof ticketSchema>;
