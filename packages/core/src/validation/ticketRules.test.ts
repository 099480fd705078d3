import { describe, expect, it } from "vitest";
import { TICKET_STATUSES } from "../entities/ticket";
import { validate } from "./validate";
import {
  checkAttachmentCount,
  checkTicketOpenForReplies,
  checkTicketTransition,
  statusAfterOwnerReply,
  ticketMessageContentField,
} from "./ticketRules";

describe("ticket status rules (DESIGN §2)", () => {
  it("follow open → in_progress → pending_user ↔ in_progress → resolved → closed", () => {
    expect(checkTicketTransition("open", "in_progress")).toBeNull();
    expect(checkTicketTransition("in_progress", "pending_user")).toBeNull();
    expect(checkTicketTransition("pending_user", "in_progress")).toBeNull();
    expect(checkTicketTransition("in_progress", "resolved")).toBeNull();
    expect(checkTicketTransition("resolved", "closed")).toBeNull();
  });

  it("refuse skipping ahead, going back, and leaving closed", () => {
    expect(checkTicketTransition("open", "closed")).toBe("TICKET_STATUS_TRANSITION_INVALID");
    expect(checkTicketTransition("resolved", "open")).toBe("TICKET_STATUS_TRANSITION_INVALID");
    for (const to of TICKET_STATUSES.filter((status) => status !== "closed")) {
      expect(checkTicketTransition("closed", to), to).toBe("TICKET_STATUS_TRANSITION_INVALID");
    }
    expect(checkTicketTransition("closed", "closed")).toBeNull();
  });

  it("reopen waiting and resolved tickets when the owner replies; closed takes no replies", () => {
    expect(statusAfterOwnerReply("pending_user")).toBe("open");
    expect(statusAfterOwnerReply("resolved")).toBe("open");
    expect(statusAfterOwnerReply("in_progress")).toBe("in_progress");
    expect(checkTicketOpenForReplies("closed")).toBe("TICKET_CLOSED");
    expect(checkTicketOpenForReplies("resolved")).toBeNull();
  });

  it("limit attachments to five and replies to non-blank text", () => {
    expect(checkAttachmentCount(5)).toBeNull();
    expect(checkAttachmentCount(6)).toBe("TOO_MANY_ATTACHMENTS");
    const blank = validate(ticketMessageContentField, "   ");
    expect(blank.ok ? null : blank.issues[0]?.code).toBe("TICKET_MESSAGE_EMPTY");
    const missing = validate(ticketMessageContentField, undefined);
    expect(missing.ok ? null : missing.issues[0]?.code).toBe("TICKET_MESSAGE_EMPTY");
    const long = validate(ticketMessageContentField, "x".repeat(10_001));
    expect(long.ok ? null : long.issues[0]?.code).toBe("TOO_LONG");
  });
});
