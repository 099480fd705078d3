import type { Language } from "@pulso/core";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Config } from "../config";
import type { AppContext } from "../context";
import type { Database } from "../db/database";
import { endpoint } from "../http/endpoint";
import { AppError } from "../http/errors";
import { queueMail } from "../mail/outbox";
import { authLimits } from "./authLimits";
import { hashToken, newToken, spendSingleUseToken } from "./tokens";

/** How long a verification link works: a day, long enough to reach a slow mailbox. */
const VERIFICATION_TTL_HOURS = 24;

/** The account a verification link is for. */
export interface VerificationRecipient {
  id: string;
  name: string;
  email: string;
  language: Language;
}

/**
 * Mails a single-use link that verifies the user's e-mail address (DESIGN §5: a withdrawal needs
 * one). The new link replaces the account's unused ones, in one transaction that holds the user's
 * row, so however many resends race, one link is live. Without SMTP outside production the dev
 * log prints the link, as it does a reset link.
 */
export async function mailVerificationLink(
  db: Database,
  config: Config,
  user: VerificationRecipient,
  log: FastifyBaseLogger,
): Promise<void> {
  const token = newToken();
  const link = `${config.PUBLIC_URL.replace(/\/$/, "")}/verifyEmail/${token}`;
  await db.transaction(async (tx) => {
    await tx.query("SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE", [user.id]);
    await tx.query(
      "UPDATE email_verifications SET used_at = now() WHERE user_id = $1 AND used_at IS NULL",
      [user.id],
    );
    await tx.query(
      `INSERT INTO email_verifications (token_hash, user_id, expires_at)
       VALUES ($1, $2, now() + make_interval(hours => $3))`,
      [hashToken(token), user.id, VERIFICATION_TTL_HOURS],
    );
    const spanish = user.language === "es";
    await queueMail(tx, {
      to: user.email,
      subject: spanish ? "Confirma tu correo de Pulso" : "Confirm your Pulso e-mail",
      body: spanish
        ? `Hola ${user.name}:\n\nPara confirmar tu correo abre este enlace (válido 24 horas, un solo uso):\n${link}\n\nSin un correo confirmado no se pueden hacer retiros. Si no creaste una cuenta en Pulso, ignora este mensaje.`
        : `Hello ${user.name},\n\nTo confirm your e-mail address open this link (valid for 24 hours, single use):\n${link}\n\nWithdrawals need a confirmed e-mail address. If you did not create a Pulso account, ignore this message.`,
    });
  });
  if (!config.SMTP_URL && config.NODE_ENV !== "production") {
    log.info({ to: user.email, link }, "e-mail verification link (dev outbox)");
  }
}

/**
 * E-mail verification calls (DESIGN §5): `POST /auth/verifyEmail/:token` spends a live link and
 * marks the address verified (400 VERIFICATION_TOKEN_INVALID for an unknown, used or expired
 * one); `POST /auth/resendVerification` mails a new link to the signed-in user, limited per
 * account.
 */
export function registerEmailVerificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, config } = ctx;
  const limits = authLimits(config);

  endpoint(app, ctx.endpoints, "verifyEmail", async ({ params }) => {
    await db.transaction(async (tx) => {
      const userId = await spendSingleUseToken(tx, "email_verifications", params.token);
      if (!userId) throw new AppError(400, "VERIFICATION_TOKEN_INVALID");
      await tx.query(
        `UPDATE users SET email_verified_at = coalesce(email_verified_at, now()), updated_at = now()
          WHERE id = $1`,
        [userId],
      );
    });
    return { status: "success" as const, message: "E-mail address verified." };
  });

  endpoint(app, ctx.endpoints, "resendVerification", async ({ session, reply, request }) => {
    const found = await db.query<VerificationRecipient & { verified: boolean }>(
      `SELECT id, name, email, language, email_verified_at IS NOT NULL AS verified
         FROM users WHERE id = $1`,
      [session.user.id],
    );
    const user = found.rows[0];
    if (!user) throw new AppError(404, "NOT_FOUND");
    if (user.verified)
      return { status: "success" as const, message: "E-mail address already verified." };
    await ctx.limits.consume(limits.verificationByAccount, user.id, reply);
    await mailVerificationLink(db, config, user, request.log);
    return { status: "success" as const, message: "A new verification link is on its way." };
  });
}
