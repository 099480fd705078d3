import type { Queryable } from "../db/database";
import type { TestServer } from "./testServer";

/** The portal routes a mailed single-use link can open (DESIGN §5). */
type MailedLink = "resetPassword" | "verifyEmail";

/** The newest mail the outbox holds for this address (DESIGN §5: the dev outbox). */
export async function lastMailTo(
  server: TestServer,
  email: string,
): Promise<{ subject: string; body: string } | undefined> {
  const result = await server.db.query<{ subject: string; body: string }>(
    "SELECT subject, body FROM outbox_emails WHERE to_address = $1 ORDER BY id DESC LIMIT 1",
    [email],
  );
  return result.rows[0];
}

/** The tokens of the `link` links mailed to `email`, oldest first. */
export async function mailedTokens(
  db: Queryable,
  email: string,
  link: MailedLink,
): Promise<string[]> {
  const mails = await db.query<{ body: string }>(
    "SELECT body FROM outbox_emails WHERE to_address = $1 ORDER BY id",
    [email],
  );
  const pattern = new RegExp(`/${link}/([A-Za-z0-9_-]+)`);
  return mails.rows.flatMap((mail) => {
    const token = pattern.exec(mail.body)?.[1];
    return token ? [token] : [];
  });
}

/** The reset tokens of the links mailed to `email`, oldest first. */
export function mailedResetTokens(db: Queryable, email: string): Promise<string[]> {
  return mailedTokens(db, email, "resetPassword");
}

/**
 * Runs `ask` (a forgot-password call for `email`) and returns the token of the link it mailed.
 * The server mails after answering (http/deferredWork.ts): `settled` is that server's wait for it.
 */
export async function requestResetToken(
  db: Queryable,
  settled: () => Promise<void>,
  email: string,
  ask: () => Promise<unknown>,
): Promise<string> {
  const before = (await mailedResetTokens(db, email)).length;
  await ask();
  await settled();
  const token = (await mailedResetTokens(db, email))[before];
  if (!token) throw new Error(`no reset link was mailed to ${email}`);
  return token;
}

/** The token of the newest e-mail verification link mailed to this address. */
export async function verificationTokenOf(server: TestServer, email: string): Promise<string> {
  const token = (await mailedTokens(server.db, email, "verifyEmail")).at(-1);
  if (!token) throw new Error(`no verification link was mailed to ${email}`);
  return token;
}

/** Verifies a user's e-mail the way the user would: with the link the outbox holds. */
export async function verifyEmailOf(server: TestServer, email: string): Promise<void> {
  await server.client().verifyEmail(await verificationTokenOf(server, email));
}
