import type { Language } from "@pulso/core";
import type { Queryable } from "../db/database";
import { hashToken, newToken } from "./tokens";

/** The signed-in user as request handlers see them. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: "user" | "admin";
  language: Language;
}

/** A resolved session: who, how the token arrived, and what kind of session it is. */
export interface SessionInfo {
  user: SessionUser;
  tokenHash: string;
  /** `cookie` sessions must pass the CSRF checks on writes; `bearer` ones need not. */
  via: "cookie" | "bearer";
  kind: "web" | "embed";
}

/** Opens a session for a user and returns its token (shown once, stored hashed). */
export async function createSession(
  db: Queryable,
  userId: string,
  ttlDays: number,
  kind: "web" | "embed" = "web",
): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, kind, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(days => $4))`,
    [hashToken(token), userId, kind, ttlDays],
  );
  return token;
}

/** The live session a token belongs to, or null when unknown, revoked, expired or disabled. */
export async function resolveSession(
  db: Queryable,
  token: string,
  via: SessionInfo["via"],
): Promise<SessionInfo | null> {
  if (token.length < 20 || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const result = await db.query<{
    id: string;
    name: string;
    email: string;
    role: "user" | "admin";
    language: Language;
    kind: "web" | "embed";
  }>(
    `SELECT u.id, u.name, u.email, u.role, u.language, s.kind
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND NOT u.disabled`,
    [tokenHash],
  );
  const row = result.rows[0];
  if (!row) return null;
  const { kind, ...user } = row;
  return { user, tokenHash, via, kind };
}

/** Revokes one session. */
export async function revokeSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query(
    "UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL",
    [tokenHash],
  );
}

/** Revokes every session of a user, except (optionally) one. */
export async function revokeUserSessions(
  db: Queryable,
  userId: string,
  exceptTokenHash?: string,
): Promise<void> {
  await db.query(
    `UPDATE sessions SET revoked_at = now()
      WHERE user_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR token_hash <> $2)`,
    [userId, exceptTokenHash ?? null],
  );
}
