import { randomUUID } from "node:crypto";
import { SIGNUP_CREDIT_CENTS, PASSWORD_RESET_TTL_MS } from "@pulso/core";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { PG_ERRORS, pgErrorCode, type Queryable } from "../db/database";
import { endpoint } from "../http/endpoint";
import { AppError } from "../http/errors";
import { postTransaction } from "../ledger/ledger";
import { userAccount } from "../ledger/accounts";
import { queueMail } from "../mail/outbox";
import { toUser, USER_COLUMNS, type UserRow } from "../users/userRow";
import { clearEmbedCookie, clearSessionCookie, setSessionCookie } from "./cookies";
import { decoyHash, hashPassword, verifyPassword } from "./passwords";
import { createSession, revokeSession, revokeUserSessions } from "./sessions";
import { hashToken, newToken } from "./tokens";

/**
 * Marks every unused reset link of a user as used: once the password changed (by a reset or by
 * the user), an older link still sitting in a mailbox must not change it again.
 */
async function spendResetLinks(db: Queryable, userId: string): Promise<void> {
  await db.query(
    "UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL",
    [userId],
  );
}

/** Sign-up, login, logout, password change and reset (spec §7, DESIGN §5). */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, config } = ctx;
  const loadUser = async (id: string) => {
    const result = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
    const row = result.rows[0];
    if (!row) throw new AppError(404, "NOT_FOUND");
    return toUser(row, ctx.now());
  };

  endpoint(
    app,
    ctx.endpoints,
    "signup",
    async ({ body, reply, language }) => {
      const passwordHash = await hashPassword(body.password);
      const id = randomUUID();
      try {
        await db.transaction(async (tx) => {
          await tx.query(
            `INSERT INTO users (id, name, email, email_normalized, password_hash, language)
             VALUES ($1, $2, $3, $4, $5, $6)`,
            [
              id,
              body.name,
              body.email,
              body.email.toLowerCase(),
              passwordHash,
              body.language ?? language,
            ],
          );
          await tx.query("INSERT INTO notification_settings (user_id) VALUES ($1)", [id]);
          await postTransaction(tx, {
            kind: "signup_credit",
            reference: `signup_credit:${id}`,
            userId: id,
            description: "Sign-up credit",
            entries: [
              { account: "house:promo", amountCents: -SIGNUP_CREDIT_CENTS },
              { account: userAccount(id), amountCents: SIGNUP_CREDIT_CENTS },
            ],
          });
        });
      } catch (error) {
        if (pgErrorCode(error) === PG_ERRORS.uniqueViolation)
          throw new AppError(409, "EMAIL_TAKEN");
        throw error;
      }
      const token = await createSession(db, id, config.SESSION_TTL_DAYS);
      setSessionCookie(reply, config, token);
      return { status: "success", token, data: { user: await loadUser(id) } };
    },
    { successStatus: 201 },
  );

  endpoint(app, ctx.endpoints, "login", async ({ body, reply, request }) => {
    const accountKey = body.email;
    const addressKey = request.ip;
    if (
      ctx.limits.loginByAccount.blocked(accountKey) ||
      ctx.limits.loginByAddress.blocked(addressKey)
    ) {
      throw new AppError(429, "RATE_LIMITED");
    }
    const found = await db.query<{ id: string; password_hash: string; disabled: boolean }>(
      "SELECT id, password_hash, disabled FROM users WHERE email_normalized = $1",
      [body.email],
    );
    const row = found.rows[0];
    const valid = await verifyPassword(row?.password_hash ?? (await decoyHash()), body.password);
    if (!row || !valid || row.disabled) {
      ctx.limits.loginByAccount.fail(accountKey);
      ctx.limits.loginByAddress.fail(addressKey);
      throw new AppError(401, "LOGIN_FAILED");
    }
    ctx.limits.loginByAccount.reset(accountKey);
    const token = await createSession(db, row.id, config.SESSION_TTL_DAYS);
    setSessionCookie(reply, config, token);
    return { status: "success", token, data: { user: await loadUser(row.id) } };
  });

  endpoint(app, ctx.endpoints, "logout", async ({ session, reply }) => {
    if (session) await revokeSession(db, session.tokenHash);
    // An embed frame signs out of its own session only ("disconnect this site").
    if (session?.kind === "embed") clearEmbedCookie(reply);
    else clearSessionCookie(reply, config);
    return { status: "success" };
  });

  endpoint(app, ctx.endpoints, "updateMyPassword", async ({ body, session, reply }) => {
    const found = await db.query<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE id = $1",
      [session.user.id],
    );
    const current = found.rows[0];
    if (!current || !(await verifyPassword(current.password_hash, body.passwordCurrent))) {
      throw new AppError(400, "WRONG_PASSWORD");
    }
    const passwordHash = await hashPassword(body.password);
    await db.query("UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1", [
      session.user.id,
      passwordHash,
    ]);
    await revokeUserSessions(db, session.user.id);
    await spendResetLinks(db, session.user.id);
    const token = await createSession(db, session.user.id, config.SESSION_TTL_DAYS);
    setSessionCookie(reply, config, token);
    return { status: "success", token, data: { user: await loadUser(session.user.id) } };
  });

  endpoint(app, ctx.endpoints, "forgotPassword", async ({ body, language, request }) => {
    const found = await db.query<{
      id: string;
      name: string;
      email: string;
      language: "es" | "en";
    }>("SELECT id, name, email, language FROM users WHERE email_normalized = $1 AND NOT disabled", [
      body.email,
    ]);
    const user = found.rows[0];
    if (user) {
      const token = newToken();
      await db.query(
        `INSERT INTO password_resets (token_hash, user_id, expires_at)
         VALUES ($1, $2, now() + make_interval(secs => $3))`,
        [hashToken(token), user.id, PASSWORD_RESET_TTL_MS / 1000],
      );
      const link = `${config.PUBLIC_URL.replace(/\/$/, "")}/resetPassword/${token}`;
      const spanish = (user.language ?? language) === "es";
      await queueMail(db, {
        to: user.email,
        subject: spanish ? "Restablece tu contraseña de Pulso" : "Reset your Pulso password",
        body: spanish
          ? `Hola ${user.name}:\n\nPara elegir una nueva contraseña abre este enlace (válido 30 minutos, un solo uso):\n${link}\n\nSi no lo pediste, ignora este mensaje.`
          : `Hello ${user.name},\n\nTo choose a new password open this link (valid for 30 minutes, single use):\n${link}\n\nIf you did not ask for it, ignore this message.`,
      });
      if (!config.SMTP_URL && config.NODE_ENV !== "production") {
        request.log.info({ to: user.email, link }, "password reset link (dev outbox)");
      }
    }
    return {
      status: "success",
      message: "If that address has an account, a reset link is on its way.",
    };
  });

  endpoint(app, ctx.endpoints, "resetPassword", async ({ params, body, reply }) => {
    const passwordHash = await hashPassword(body.password);
    const userId = await db.transaction(async (tx) => {
      const used = await tx.query<{ user_id: string }>(
        `UPDATE password_resets SET used_at = now()
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
        [hashToken(params.token)],
      );
      const id = used.rows[0]?.user_id;
      if (!id) throw new AppError(400, "RESET_TOKEN_INVALID");
      await tx.query("UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1", [
        id,
        passwordHash,
      ]);
      await revokeUserSessions(tx, id);
      await spendResetLinks(tx, id);
      return id;
    });
    const token = await createSession(db, userId, config.SESSION_TTL_DAYS);
    setSessionCookie(reply, config, token);
    return { status: "success", token, data: { user: await loadUser(userId) } };
  });
}
