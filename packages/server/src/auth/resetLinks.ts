import { PASSWORD_RESET_TTL_MS, type Language } from "@pulso/core";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Database, Queryable } from "../db/database";
import { queueMail } from "../mail/outbox";
import { hashToken, newToken } from "./tokens";

/**
 * Marks every unused reset link of a user as used: once the password changed (by a reset or by
 * the user), or a newer link was sent, an older link still sitting in a mailbox must not work.
 */
export async function spendResetLinks(db: Queryable, userId: string): Promise<void> {
  await db.query(
    "UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL",
    [userId],
  );
}

/**
 * Sends a reset link to the active account with this (normalized) e-mail, if there is one: the
 * new link replaces the account's unused ones (DESIGN §5), in one transaction that holds the
 * user's row, so parallel requests on any instance leave exactly one live link. Forgot-password
 * runs it after answering (http/deferredWork.ts), so whether the account exists, which decides
 * how much work this is, does not show in the answer's time.
 */
export async function mailResetLink(
  db: Database,
  config: Config,
  email: string,
  language: Language,
  log: FastifyBaseLogger,
): Promise<void> {
  const token = newToken();
  const link = `${config.PUBLIC_URL.replace(/\/$/, "")}/resetPassword/${token}`;
  const to = await db.transaction(async (tx) => {
    const found = await tx.query<{ id: string; name: string; email: string; language: Language }>(
      `SELECT id, name, email, language FROM users
        WHERE email_normalized = $1 AND NOT disabled FOR UPDATE`,
      [email],
    );
    const user = found.rows[0];
    if (!user) return null;
    await spendResetLinks(tx, user.id);
    await tx.query(
      `INSERT INTO password_resets (token_hash, user_id, expires_at)
       VALUES ($1, $2, now() + make_interval(secs => $3))`,
      [hashToken(token), user.id, PASSWORD_RESET_TTL_MS / 1000],
    );
    const spanish = (user.language ?? language) === "es";
    await queueMail(tx, {
      to: user.email,
      subject: spanish ? "Restablece tu contraseña de Pulso" : "Reset your Pulso password",
      body: spanish
        ? `Hola ${user.name}:\n\nPara elegir una nueva contraseña abre este enlace (válido 30 minutos, un solo uso):\n${link}\n\nSi no lo pediste, ignora este mensaje.`
        : `Hello ${user.name},\n\nTo choose a new password open this link (valid for 30 minutes, single use):\n${link}\n\nIf you did not ask for it, ignore this message.`,
    });
    return user.email;
  });
  if (to && !config.SMTP_URL && config.NODE_ENV !== "production") {
    log.info({ to, link }, "password reset link (dev outbox)");
  }
}
