import {
  checkTicketOpenForReplies,
  checkTicketTransition,
  statusAfterOwnerReply,
} from "@pulso/core";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { paginationOf } from "../dashboard/pagination";
import { endpoint, ok } from "../http/endpoint";
import { AppError, notFound, refused } from "../http/errors";
import { checkUploads, contentDisposition, insertAttachments } from "./attachments";
import { notifyAdminReply } from "./replyNotification";
import {
  insertMessage,
  insertTicket,
  listTickets,
  loadTicket,
  loadTicketRow,
  saveTicketState,
  type TicketViewer,
} from "./ticketStore";

const viewerOf = (session: { user: { id: string; role: string } }): TicketViewer => ({
  id: session.user.id,
  isAdmin: session.user.role === "admin",
});

/**
 * Support tickets (DESIGN §4): a user opens tickets with attachments checked by content, lists
 * and reads their own, and replies; admins list all with filters, assign, change status and
 * priority, and reply (the owner is notified). Another user's ticket or file is a 404, never a
 * 403. Texts are stored and returned exactly as typed, never as HTML.
 */
export function registerTicketRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  endpoint(
    app,
    ctx.endpoints,
    "createTicket",
    async ({ body, files, session }) => {
      const attachments = checkUploads(files);
      const id = await db.transaction(async (tx) => {
        const ticketId = await insertTicket(tx, session.user.id, body);
        await insertAttachments(tx, ticketId, null, attachments);
        return ticketId;
      });
      return ok({ ticket: await loadTicket(db, id, viewerOf(session)) });
    },
    { successStatus: 201 },
  );

  endpoint(app, ctx.endpoints, "listMyTickets", async ({ query, session }) => {
    const { tickets, total } = await listTickets(db, { ...query, userId: session.user.id });
    return ok({ tickets, pagination: paginationOf(query.page, query.limit, total) });
  });

  endpoint(app, ctx.endpoints, "listAllTickets", async ({ query }) => {
    const { tickets, total } = await listTickets(db, query);
    return ok({ tickets, pagination: paginationOf(query.page, query.limit, total) });
  });

  endpoint(app, ctx.endpoints, "getTicket", async ({ params, session }) => {
    return ok({ ticket: await loadTicket(db, params.id, viewerOf(session)) });
  });

  endpoint(
    app,
    ctx.endpoints,
    "replyToTicket",
    async ({ params, body, files, session }) => {
      const viewer = viewerOf(session);
      const attachments = checkUploads(files);
      const ticket = await db.transaction(async (tx) => {
        const row = await loadTicketRow(tx, params.id, viewer, { forUpdate: true });
        const closed = checkTicketOpenForReplies(row.status);
        if (closed) throw new AppError(409, closed);
        // The owner writes as the user even when an admin; anyone else here is an admin.
        const author = row.user_id === session.user.id ? "user" : "admin";
        const messageId = await insertMessage(tx, row.id, session.user.id, author, body.content);
        await insertAttachments(tx, row.id, messageId, attachments);
        const status =
          author === "user"
            ? statusAfterOwnerReply(row.status)
            : row.status === "open"
              ? "in_progress"
              : row.status;
        await saveTicketState(tx, row.id, {
          status,
          priority: row.priority,
          assigneeId: row.assignee_id,
        });
        return { id: row.id, userId: row.user_id, subject: row.subject, author };
      });
      if (ticket.author === "admin") await notifyAdminReply(db, ctx.realtime, ticket);
      return ok({ ticket: await loadTicket(db, ticket.id, viewer) });
    },
    { successStatus: 201 },
  );

  endpoint(app, ctx.endpoints, "updateTicket", async ({ params, body, session }) => {
    const viewer = viewerOf(session);
    await db.transaction(async (tx) => {
      const row = await loadTicketRow(tx, params.id, viewer, { forUpdate: true });
      const status = body.status ?? row.status;
      const problem = checkTicketTransition(row.status, status);
      if (problem) throw refused(problem, { from: row.status, to: status });
      let assigneeId = row.assignee_id;
      if (body.assigneeId !== undefined) {
        if (body.assigneeId !== null) {
          const assignee = await tx.query<{ role: string }>(
            "SELECT role FROM users WHERE id = $1",
            [body.assigneeId],
          );
          if (assignee.rows[0]?.role !== "admin") throw refused("TICKET_ASSIGNEE_NOT_ADMIN");
        }
        assigneeId = body.assigneeId;
      }
      await saveTicketState(tx, row.id, {
        status,
        priority: body.priority ?? row.priority,
        assigneeId,
      });
    });
    return ok({ ticket: await loadTicket(db, params.id, viewer) });
  });

  endpoint(app, ctx.endpoints, "downloadTicketAttachment", async ({ params, session, reply }) => {
    const found = await db.query<{
      filename: string;
      content_type: string;
      data: Uint8Array;
      owner_id: string;
    }>(
      `SELECT f.filename, f.content_type, f.data, t.user_id AS owner_id
         FROM ticket_attachments f JOIN tickets t ON t.id = f.ticket_id
        WHERE f.id = $1`,
      [params.id],
    );
    const file = found.rows[0];
    if (!file || (session.user.role !== "admin" && file.owner_id !== session.user.id)) {
      throw notFound();
    }
    reply
      .header("content-type", file.content_type)
      .header("content-disposition", contentDisposition(file.filename))
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "private, no-store")
      .header("content-security-policy", "default-src 'none'; sandbox");
    return Buffer.from(file.data);
  });
}
