import type { ApiClient } from "@pulso/api-client";
import type { CreateTicketBody } from "@pulso/core";
import { ATTACHMENT_SAMPLES } from "@pulso/core/testing";
import type { Queryable } from "../../db/database";

/** A valid new ticket, with overrides. */
export function ticketBody(overrides: Partial<CreateTicketBody> = {}): CreateTicketBody {
  return {
    subject: "No puedo retirar mi saldo",
    description: "Intenté retirar 20 dólares y la página muestra un error.",
    category: "billing",
    priority: "high",
    ...overrides,
  };
}

/** A File of one of core's sample attachments, or of any bytes under any name. */
export function sampleFile(kind: keyof typeof ATTACHMENT_SAMPLES): File;
export function sampleFile(bytes: Uint8Array, name: string, type?: string): File;
export function sampleFile(
  input: keyof typeof ATTACHMENT_SAMPLES | Uint8Array,
  name?: string,
  type = "application/octet-stream",
): File {
  if (typeof input === "string") {
    const sample = ATTACHMENT_SAMPLES[input];
    return new File([Buffer.from(sample.bytes)], sample.name, { type });
  }
  return new File([Buffer.from(input)], name ?? "file", { type });
}

/** How many ticket rows of each kind exist: proof that a refused call changed nothing. */
export async function ticketTableCounts(db: Queryable) {
  const result = await db.query<{ tickets: number; messages: number; attachments: number }>(
    `SELECT (SELECT count(*)::int FROM tickets) AS tickets,
            (SELECT count(*)::int FROM ticket_messages) AS messages,
            (SELECT count(*)::int FROM ticket_attachments) AS attachments`,
  );
  return result.rows[0];
}

/** Opens a ticket as `api` and returns it. */
export function openTicket(api: ApiClient, overrides: Partial<CreateTicketBody> = {}) {
  return api.createTicket(ticketBody(overrides));
}
