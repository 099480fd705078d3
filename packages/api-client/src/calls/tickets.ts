import {
  API_ROUTES,
  buildPath,
  type Attachment,
  type CreateTicketBody,
  type EndpointData,
  type ListAllTicketsQuery,
  type ListMyTicketsQuery,
  type ReplyTicketBody,
  type Ticket,
  type TicketSummary,
  type UpdateTicketBody,
} from "@pulso/core";
import type { QueryParams } from "../requestURL";
import type { CallContext, CallOptions } from "./callOptions";

/** A page of tickets. */
export type TicketPage = EndpointData<"listMyTickets">;

/** Files for a ticket or reply: `File`s keep their names, which must carry an accepted extension. */
export type TicketFiles = readonly Blob[];

/** The fields as form fields beside the files, each in the `attachments` field. */
function ticketForm(fields: Record<string, string | undefined>, files: TicketFiles): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(key, value);
  }
  for (const file of files) form.append("attachments", file);
  return form;
}

/** The support ticket calls (DESIGN §4: REST under /support/tickets). */
export function ticketCalls({ transport, call, absolutize }: CallContext) {
  const withUrl = (attachment: Attachment): Attachment => ({
    ...attachment,
    url: absolutize(attachment.url),
  });
  const summary = <T extends TicketSummary>(ticket: T): T => ({
    ...ticket,
    attachments: ticket.attachments.map(withUrl),
  });
  const ticket = (promise: Promise<{ ticket: Ticket }>) =>
    promise.then(({ ticket: t }) => ({
      ...summary(t),
      messages: t.messages.map((m) => ({ ...m, attachments: m.attachments.map(withUrl) })),
    }));
  const page = (promise: Promise<TicketPage>) =>
    promise.then((data) => ({ ...data, tickets: data.tickets.map(summary) }));
  const byId = (id: string, options?: CallOptions) => ({ ...options, params: { id } });

  return {
    /**
     * POST /support/tickets: opens a ticket; JSON, or multipart when files are attached (up to
     * five PDF, DOC, DOCX, TXT, JPG, JPEG, PNG or GIF files of 10 MB, checked by content).
     */
    createTicket: (body: CreateTicketBody, files: TicketFiles = [], options?: CallOptions) =>
      ticket(
        call("createTicket", {
          ...options,
          body: files.length === 0 ? body : ticketForm({ ...body }, files),
        }),
      ),
    /** GET /support/tickets: the user's own tickets, most recently updated first. */
    listMyTickets: (query: ListMyTicketsQuery = {}, options?: CallOptions) =>
      page(call("listMyTickets", { ...options, query: query as QueryParams })),
    /** GET /support/tickets/all (admin): every ticket, with filters. */
    listAllTickets: (query: ListAllTicketsQuery = {}, options?: CallOptions) =>
      page(call("listAllTickets", { ...options, query: query as QueryParams })),
    /** GET /support/tickets/:id: one ticket with its thread (owner or admin). */
    getTicket: (id: string, options?: CallOptions) => ticket(call("getTicket", byId(id, options))),
    /** POST /support/tickets/:id/messages: a reply, with files as multipart. */
    replyToTicket: (
      id: string,
      body: ReplyTicketBody,
      files: TicketFiles = [],
      options?: CallOptions,
    ) =>
      ticket(
        call("replyToTicket", {
          ...byId(id, options),
          body: files.length === 0 ? body : ticketForm({ ...body }, files),
        }),
      ),
    /** PATCH /support/tickets/:id (admin): assign (null unassigns), status, priority. */
    updateTicket: (id: string, body: UpdateTicketBody, options?: CallOptions) =>
      ticket(call("updateTicket", { ...byId(id, options), body })),
    /** GET /support/tickets/attachments/:id: the file (owner or admin) as a Blob. */
    downloadTicketAttachment: (id: string, options?: CallOptions) =>
      transport.request<Blob>(
        API_ROUTES.downloadTicketAttachment.method,
        buildPath(API_ROUTES.downloadTicketAttachment.path, { id }),
        { ...options, responseType: "blob" },
      ),
  };
}
