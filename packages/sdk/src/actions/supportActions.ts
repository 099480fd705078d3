import type { TicketFiles } from "@pulso/api-client";
import type { CreateTicketBody, ReplyTicketBody, Ticket, UpdateTicketBody } from "@pulso/core";
import { pulsoKeys } from "../cache/queryKeys";
import { createActionCache, type ActionContext } from "./actionContext";

/** Support tickets; each call caches the ticket it answers and refreshes the ticket lists. */
export interface SupportActions {
  /** Opens a ticket (files as multipart: PDF, DOC, DOCX, TXT, JPG, JPEG, PNG or GIF, 10 MB each). */
  createTicket(body: CreateTicketBody, files?: TicketFiles): Promise<Ticket>;
  /** Replies on a ticket's thread, with optional files. */
  replyToTicket(id: string, body: ReplyTicketBody, files?: TicketFiles): Promise<Ticket>;
  /** Admin: assigns (null unassigns), changes status or priority. */
  updateTicket(id: string, body: UpdateTicketBody): Promise<Ticket>;
}

/** Builds {@link SupportActions} over one instance's API client and cache. */
export function createSupportActions(context: ActionContext): SupportActions {
  const { api, queryClient } = context;
  const cache = createActionCache(context);

  async function settle(ticket: Ticket): Promise<Ticket> {
    queryClient.setQueryData(pulsoKeys.ticket(ticket._id), ticket);
    await cache.refresh(pulsoKeys.myTickets, pulsoKeys.allTickets);
    return ticket;
  }

  return {
    createTicket: async (body, files) => settle(await api.createTicket(body, files)),
    replyToTicket: async (id, body, files) => settle(await api.replyToTicket(id, body, files)),
    updateTicket: async (id, body) => settle(await api.updateTicket(id, body)),
  };
}
