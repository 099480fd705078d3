import { randomUUID } from "node:crypto";
import { SIGNUP_CREDIT_CENTS } from "@pulso/core";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { PG_ERRORS, pgErrorCode } from "../db/database";
import { endpoint, ok } from "../http/endpoint";
import { AppError } from "../http/errors";
import { postTransaction } from "../ledger/ledger";
import { userAccount } from "../ledger/accounts";
import { toUser, USER_COLUMNS, type UserRow } from "../users/userRow";
import { authLimits } from "./authLimits";
import { clearEmbedCookie, clearSessionCookie, setSessionCookie } from "./cookies";
import { mailVerificationLink } from "./emailVerification";
import { decoyHash, hashPassword, verifyPassword } from "./passwords";
import { createSession, revokeSession, revokeUserSessions } from "./sessions";
import { mailResetLink, spendResetLinks } from "./resetLinks";
import { hashToken, spendSingleUseToken } from "./tokens";
import { networkKey } from "../security/networkKey";

/** Sign-up, login, logout, password change and reset (spec §7, DESIGN §5). */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, config } = ctx;
  const limits = authLimits(config);
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
    async ({ body, reply, language, request }) => {
      // Counted and checked before the costly hash (DESIGN §5).
      await ctx.limits.consume(limits.signupByAddress, networkKey(request.ip), reply);
      const taken = await db.query("SELECT 1 FROM users WHERE email_normalized = $1", [
        body.email.toLowerCase(),
      ]);
      if (taken.rows.length > 0) throw new AppError(409, "EMAIL_TAKEN");
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
      await mailVerificationLink(
        db,
        config,
        { id, name: body.name, email: body.email, language: body.language ?? language },
        request.log,
      );
      const token = await createSession(db, id, config.SESSION_TTL_DAYS);
      setSessionCookie(reply, config, token);
      return { status: "success" as const, token, data: { user: await loadUser(id) } };
    },
    { successStatus: 201 },
  );

  endpoint(app, ctx.endpoints, "login", async ({ body, reply, request }) => {
    // Every attempt counts as a failure before the costly verification, so parallel guesses
    // cannot outrun the limit; a success gives its uses back.
    const accountAddress = `${body.email}\n${networkKey(request.ip)}`;
    await ctx.limits.consume(limits.loginByAccountAddress, accountAddress, reply);
    await ctx.limits.consume(limits.loginByAddress, networkKey(request.ip), reply);
    const found = await db.query<{ id: string; password_hash: string; disabled: boolean }>(
      "SELECT id, password_hash, disabled FROM users WHERE email_normalized = $1",
      [body.email],
    );
    const row = found.rows[0];
    const valid = await verifyPassword(row?.password_hash ?? (await decoyHash()), body.password);
    if (!row || !valid || row.disabled) throw new AppError(401, "LOGIN_FAILED");
    await ctx.limits.reset(limits.loginByAccountAddress, accountAddress);
    await ctx.limits.refund(limits.loginByAddress, networkKey(request.ip));
    const token = await createSession(db, row.id, config.SESSION_TTL_DAYS);
    setSessionCookie(reply, config, token);
    return { status: "success" as const, token, data: { user: await loadUser(row.id) } };
  });

  endpoint(app, ctx.endpoints, "logout", async ({ session, reply }) => {
    if (session) ctx.realtime.sessionsRevoked(await revokeSession(db, session.tokenHash));
    // An embed frame signs out of its own session only ("disconnect this site").
    if (session?.kind === "embed") clearEmbedCookie(reply);
    else clearSessionCookie(reply, config);
    return { status: "success" as const };
  });

  // The session probe: signed out is an expected state, so it answers 200 with null, never 401.
  endpoint(app, ctx.endpoints, "getSession", async ({ session }) =>
    ok({ user: session ? await loadUser(session.user.id) : null }),
  );

  endpoint(app, ctx.endpoints, "updateMyPassword", async ({ body, session, reply }) => {
    await ctx.limits.consume(limits.passwordChangeByAccount, session.user.id, reply);
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
    ctx.realtime.sessionsRevoked(await revokeUserSessions(db, session.user.id));
    await spendResetLinks(db, session.user.id);
    const token = await createSession(db, session.user.id, config.SESSION_TTL_DAYS);
    setSessionCookie(reply, config, token);
    return { status: "success" as const, token, data: { user: await loadUser(session.user.id) } };
  });

  endpoint(app, ctx.endpoints, "forgotPassword", async ({ body, language, request, reply }) => {
    await ctx.limits.consume(limits.forgotByAddress, networkKey(request.ip), reply);
    // Counted by the e-mail typed, known or not: past the limit the answer stays the same.
    const mailAllowed = await ctx.limits.take(limits.forgotByAccount, body.email);
    if (mailAllowed.allowed) {
      const log = request.log;
      ctx.deferred.run(() => mailResetLink(db, config, body.email, language, log), log);
    }
    return {
      status: "success" as const,
      message: "If that address has an account, a reset link is on its way.",
    };
  });

  endpoint(app, ctx.endpoints, "resetPassword", async ({ params, body, reply, request }) => {
    await ctx.limits.consume(limits.resetByAddress, networkKey(request.ip), reply);
    // Everything cheap before the costly hash: a made-up, used or expired token costs none.
    const live = await db.query(
      "SELECT 1 FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()",
      [hashToken(params.token)],
    );
    if (live.rows.length === 0) throw new AppError(400, "RESET_TOKEN_INVALID");
    const passwordHash = await hashPassword(body.password);
    // Announced once committed: the sockets of sessions a rollback kept must stay open.
    let revoked: string[] = [];
    const userId = await db.transaction(async (tx) => {
      const id = await spendSingleUseToken(tx, "password_resets", params.token);
      if (!id) throw new AppError(400, "RESET_TOKEN_INVALID");
      await tx.query("UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1", [
        id,
        passwordHash,
      ]);
      revoked = await revokeUserSessions(tx, id);
      await spendResetLinks(tx, id);
      return id;
    });
    ctx.realtime.sessionsRevoked(revoked);
    const token = await createSession(db, userId, config.SESSION_TTL_DAYS);
    setSessionCookie(reply, config, token);
    return { status: "success" as const, token, data: { user: await loadUser(userId) } };
  });
}
