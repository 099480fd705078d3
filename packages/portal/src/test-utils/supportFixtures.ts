import type { Attachment, Ticket, TicketMessage } from "@pulso/core";
import type { FakeApi } from "@pulso/sdk/testing";

/** A ticket file, for tests only. */
export function sampleAttachment(overrides: Partial<Attachment> = {}): Attachment {
  return {
    _id: "att_1",
    filename: "receipt.pdf",
    contentType: "application/pdf",
    size: 2048,
    url: "/api/v1/support/tickets/attachments/att_1",
    ...overrides,
  };
}

/** A message of a ticket's thread (an admin's, unless told), for tests only. */
export function sampleTicketMessage(overrides: Partial<TicketMessage> = {}): TicketMessage {
  return {
    _id: "msg_1",
    author: "admin",
    authorName: "Carla Soporte",
    content: "Thanks, we are looking into it.",
    attachments: [],
    createdAt: "2026-11-02T09:30:00.000Z",
    ...overrides,
  };
}

/** A ticket of the test user (`u_1`) with an empty thread, for tests only. */
export function sampleTicket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    _id: "tk_1",
    user: { _id: "u_1", name: "Ana Pérez" },
    subject: "Deposit not credited",
    category: "billing",
    priority: "high",
    description: "I paid by card yesterday and my balance did not change.",
    attachments: [],
    status: "open",
    assignee: null,
    messageCount: 0,
    messages: [],
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-02T09:30:00.000Z",
    ...overrides,
  };
}

/** A request as the browser sent it: its full address and its multipart body, if any. */
export interface SentRequest {
  method: string;
  url: URL;
  form: FormData | undefined;
}

/**
 * Records every request's address (with its query) and multipart body, which the fake API's own
 * log leaves out. Call it inside `renderPortal`'s `prepare`, before the sdk takes the fetch.
 */
export function recordRequests(api: FakeApi): SentRequest[] {
  const sent: SentRequest[] = [];
  const answer = api.fetch;
  api.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      method: (init?.method ?? "GET").toUpperCase(),
      url: new URL(input instanceof Request ? input.url : String(input)),
      form: init?.body instanceof FormData ? init.body : undefined,
    });
    return answer(input, init);
  }) as typeof fetch;
  return sent;
}
