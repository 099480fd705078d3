import type { Queryable } from "../db/database";

/** An e-mail to send. */
export interface Mail {
  to: string;
  subject: string;
  body: string;
}

/**
 * Queues an e-mail in the outbox table (DESIGN §5: without SMTP_URL the dev server prints the
 * outbox). Sending through SMTP reads the same table.
 */
export async function queueMail(db: Queryable, mail: Mail): Promise<void> {
  await db.query("INSERT INTO outbox_emails (to_address, subject, body) VALUES ($1, $2, $3)", [
    mail.to,
    mail.subject,
    mail.body,
  ]);
}
