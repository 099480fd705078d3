import type {
  Attachment,
  Ticket,
  TicketCategory,
  TicketMessage,
  TicketMessageAuthor,
  TicketPriority,
  TicketStatus,
  TicketSummary,
} from "@pulso/core";

/** A ticket row with its owner's and assignee's names and the length of its thread. */
export interface TicketRow {
  id: string;
  user_id: string;
  user_name: string;
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  description: string;
  status: TicketStatus;
  assignee_id: string | null;
  assignee_name: string | null;
  message_count: number;
  created_at: Date;
  updated_at: Date;
}

/** The columns of {@link TicketRow}; the query names the ticket `t`. */
export const TICKET_SELECT = `
  SELECT t.id, t.user_id, u.name AS user_name, t.subject, t.category, t.priority, t.description,
         t.status, t.assignee_id, a.name AS assignee_name, t.created_at, t.updated_at,
         (SELECT count(*)::int FROM ticket_messages m WHERE m.ticket_id = t.id) AS message_count
    FROM tickets t
    JOIN users u ON u.id = t.user_id
    LEFT JOIN users a ON a.id = t.assignee_id`;

/** An attachment row without its bytes. */
export interface AttachmentRow {
  id: string;
  ticket_id: string;
  message_id: string | null;
  filename: string;
  content_type: string;
  size: number;
}

/** A message row with its author's name. */
export interface MessageRow {
  id: string;
  author_kind: TicketMessageAuthor;
  author_name: string;
  content: string;
  created_at: Date;
}

/** Where an attachment is downloaded, relative to the API host (the api-client absolutizes it). */
export function attachmentUrl(id: string): string {
  return `/api/v1/support/tickets/attachments/${id}`;
}

/** An attachment as the API shows it. */
export function toAttachment(row: AttachmentRow): Attachment {
  return {
    _id: row.id,
    filename: row.filename,
    contentType: row.content_type,
    size: row.size,
    url: attachmentUrl(row.id),
  };
}

/** A ticket as the lists show it, with the files attached when it was opened. */
export function toTicketSummary(
  row: TicketRow,
  attachments: readonly AttachmentRow[],
): TicketSummary {
  return {
    _id: row.id,
    user: { _id: row.user_id, name: row.user_name },
    subject: row.subject,
    category: row.category,
    priority: row.priority,
    description: row.description,
    attachments: attachments.map(toAttachment),
    status: row.status,
    assignee:
      row.assignee_id === null ? null : { _id: row.assignee_id, name: row.assignee_name ?? "" },
    messageCount: row.message_count,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A ticket with its thread, oldest message first, each with its own files. */
export function toTicket(
  row: TicketRow,
  messages: readonly MessageRow[],
  attachments: readonly AttachmentRow[],
): Ticket {
  const own = attachments.filter((attachment) => attachment.message_id === null);
  return {
    ...toTicketSummary(row, own),
    messages: messages.map((message): TicketMessage => ({
      _id: message.id,
      author: message.author_kind,
      authorName: message.author_name,
      content: message.content,
      attachments: attachments
        .filter((attachment) => attachment.message_id === message.id)
        .map(toAttachment),
      createdAt: message.created_at.toISOString(),
    })),
  };
}
