import { z } from "zod";
import {
  MAX_ATTACHMENTS_PER_MESSAGE,
  MAX_TICKET_MESSAGE_LENGTH,
  type TicketStatus,
} from "../entities/ticket";
import type { ErrorCode } from "../errors/codes";

/**
 * Where an admin may move a ticket (DESIGN §2): open → in_progress → pending_user ↔ in_progress
 * → resolved → closed. A reply by the owner on pending_user or resolved reopens it (see
 * {@link statusAfterOwnerReply}); a closed ticket stays closed.
 */
export const TICKET_TRANSITIONS: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  open: ["in_progress"],
  in_progress: ["pending_user", "resolved"],
  pending_user: ["in_progress"],
  resolved: ["closed"],
  closed: [],
};

/** Whether an admin may move a ticket from one status to another; staying put is allowed. */
export function checkTicketTransition(from: TicketStatus, to: TicketStatus): ErrorCode | null {
  if (from === to) return null;
  return TICKET_TRANSITIONS[from].includes(to) ? null : "TICKET_STATUS_TRANSITION_INVALID";
}

/** The status a ticket takes when its owner replies: waiting or resolved tickets reopen. */
export function statusAfterOwnerReply(status: TicketStatus): TicketStatus {
  return status === "pending_user" || status === "resolved" ? "open" : status;
}

/** Whether anyone may still reply to a ticket in this status. */
export function checkTicketOpenForReplies(status: TicketStatus): ErrorCode | null {
  return status === "closed" ? "TICKET_CLOSED" : null;
}

/** How many files one ticket or reply may carry. */
export function checkAttachmentCount(count: number): ErrorCode | null {
  return count > MAX_ATTACHMENTS_PER_MESSAGE ? "TOO_MANY_ATTACHMENTS" : null;
}

/** A reply in a ticket's thread: plain text, not blank, at most 10,000 characters. */
export const ticketMessageContentField = z
  .string("TICKET_MESSAGE_EMPTY")
  .trim()
  .min(1, "TICKET_MESSAGE_EMPTY")
  .max(MAX_TICKET_MESSAGE_LENGTH, "TOO_LONG");
