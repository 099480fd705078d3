import { randomUUID } from "node:crypto";
import type {
  Ticket,
  TicketCategory,
  TicketMessageAuthor,
  TicketPriority,
  TicketStatus,
  TicketSummary,
} from "@pulso/core";
import type { Queryable } from "../db/database";
import { offsetOf } from "../dashboard/pagination";
import { notFound } from "../http/errors";
import {
  TICKET_SELECT,
  toTicket,
  toTicketSummary,
  type AttachmentRow,
  type MessageRow,
  type TicketRow,
} from "./ticketRow";

/** Who is asking: tickets are visible to their owner and to admins only. */
export interface TicketViewer {
  id: string;
  isAdmin: boolean;
}

/** The filters of the ticket lists; `userId` is forced to the viewer for non-admins. */
export interface TicketFilters {
  page: number;
  limit: number;
  status?: TicketStatus;
  category?: TicketCategory;
  priority?: TicketPriority;
  userId?: string;
  assigneeId?: string;
  unassigned?: boolean;
  search?: string;
}

const ATTACHMENT_COLUMNS = "id, ticket_id, message_id, filename, content_type, size";

/**
 * The ticket row when the viewer may see it; 404 TICKET_NOT_FOUND otherwise, the same answer as
 * for a ticket that does not exist, so nobody learns another user's ticket ids.
 */
export async function loadTicketRow(
  db: Queryable,
  ticketId: string,
  viewer: TicketViewer,
  options: { forUpdate?: boolean } = {},
): Promise<TicketRow> {
  if (options.forUpdate) {
    await db.query("SELECT id FROM tickets WHERE id = $1 FOR UPDATE", [ticketId]);
  }
  const result = await db.query<TicketRow>(`${TICKET_SELECT} WHERE t.id = $1`, [ticketId]);
  const row = result.rows[0];
  if (!row || (!viewer.isAdmin && row.user_id !== viewer.id)) throw notFound("TICKET_NOT_FOUND");
  return row;
}

/** One ticket with its thread and every file, as the viewer may see it. */
export async function loadTicket(
  db: Queryable,
  ticketId: string,
  viewer: TicketViewer,
): Promise<Ticket> {
  const row = await loadTicketRow(db, ticketId, viewer);
  const messages = await db.query<MessageRow>(
    `SELECT m.id, m.author_kind, u.name AS author_name, m.content, m.created_at
       FROM ticket_messages m JOIN users u ON u.id = m.author_id
      WHERE m.ticket_id = $1 ORDER BY m.seq`,
    [ticketId],
  );
  const attachments = await db.query<AttachmentRow>(
    `SELECT ${ATTACHMENT_COLUMNS} FROM ticket_attachments WHERE ticket_id = $1 ORDER BY seq`,
    [ticketId],
  );
  return toTicket(row, messages.rows, attachments.rows);
}

/** One page of tickets matching the filters, most recently updated first, and the total. */
export async function listTickets(
  db: Queryable,
  filters: TicketFilters,
): Promise<{ tickets: TicketSummary[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (filters.userId !== undefined) add((p) => `t.user_id = ${p}`, filters.userId);
  if (filters.status !== undefined) add((p) => `t.status = ${p}`, filters.status);
  if (filters.category !== undefined) add((p) => `t.category = ${p}`, filters.category);
  if (filters.priority !== undefined) add((p) => `t.priority = ${p}`, filters.priority);
  if (filters.assigneeId !== undefined) add((p) => `t.assignee_id = ${p}`, filters.assigneeId);
  if (filters.unassigned === true) where.push("t.assignee_id IS NULL");
  if (filters.unassigned === false) where.push("t.assignee_id IS NOT NULL");
  if (filters.search !== undefined) {
    // The words are matched literally: LIKE's own wildcards in them are escaped.
    const pattern = `%${filters.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    add((p) => `t.subject ILIKE ${p}`, pattern);
  }
  const condition = where.length > 0 ? `WHERE ${where.join(" AND ")}` : "";

  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM tickets t ${condition}`,
    params,
  );
  const page = await db.query<TicketRow>(
    `${TICKET_SELECT} ${condition}
      ORDER BY t.updated_at DESC, t.seq DESC
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, filters.limit, offsetOf(filters.page, filters.limit)],
  );
  const ids = page.rows.map((row) => row.id);
  const attachments =
    ids.length === 0
      ? []
      : (
          await db.query<AttachmentRow>(
            `SELECT ${ATTACHMENT_COLUMNS} FROM ticket_attachments
              WHERE ticket_id = ANY($1::text[]) AND message_id IS NULL ORDER BY seq`,
            [ids],
          )
        ).rows;
  return {
    tickets: page.rows.map((row) =>
      toTicketSummary(
        row,
        attachments.filter((attachment) => attachment.ticket_id === row.id),
      ),
    ),
    total: count.rows[0]?.total ?? 0,
  };
}

/** A new ticket, open, owned by `userId`; returns its id. */
export async function insertTicket(
  tx: Queryable,
  userId: string,
  fields: {
    subject: string;
    category: TicketCategory;
    priority: TicketPriority;
    description: string;
  },
): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `INSERT INTO tickets (id, user_id, subject, category, priority, description)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [id, userId, fields.subject, fields.category, fields.priority, fields.description],
  );
  return id;
}

/** Appends a message to a ticket's thread and returns its id. */
export async function insertMessage(
  tx: Queryable,
  ticketId: string,
  authorId: string,
  author: TicketMessageAuthor,
  content: string,
): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `INSERT INTO ticket_messages (id, ticket_id, author_id, author_kind, content)
     VALUES ($1, $2, $3, $4, $5)`,
    [id, ticketId, authorId, author, content],
  );
  return id;
}

/** Sets a ticket's status, priority and assignee, and marks it updated. */
export async function saveTicketState(
  tx: Queryable,
  ticketId: string,
  state: { status: TicketStatus; priority: TicketPriority; assigneeId: string | null },
): Promise<void> {
  await tx.query(
    `UPDATE tickets SET status = $2, priority = $3, assignee_id = $4, updated_at = now()
      WHERE id = $1`,
    [ticketId, state.status, state.priority, state.assigneeId],
  );
}
