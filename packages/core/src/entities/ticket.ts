import { z } from "zod";
import { idSchema, isoDateTimeSchema } from "./common";
import { publicUserSchema } from "./user";

/** Ticket statuses (spec §4). */
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

/** A file attached to a ticket or one of its messages. */
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
  author: z.enum(["user", "admin"]),
  authorName: z.string(),
  content: z.string(),
  attachments: z.array(attachmentSchema),
  createdAt: isoDateTimeSchema,
});
/** A ticket message. */
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/** A support ticket (spec §3 "Support ticket"). */
export const ticketSchema = z.object({
  _id: idSchema,
  user: publicUserSchema,
  subject: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  priority: z.enum(TICKET_PRIORITIES),
  description: z.string(),
  attachments: z.array(attachmentSchema),
  status: z.enum(TICKET_STATUSES),
  assignee: publicUserSchema.nullable(),
  messages: z.array(ticketMessageSchema),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
/** A support ticket. */
export type Ticket = z.infer<typeof ticketSchema>;

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
