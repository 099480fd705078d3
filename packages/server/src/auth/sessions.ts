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
  /** The news site an embed session was approved for (DESIGN §7); null for a web session. */
  site: string | null;
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

/**
 * What makes a session (`s`, joined to its user `u`) live: not revoked, not expired, its user not
 * disabled. One definition for HTTP requests and for the sockets' re-check.
 */
const LIVE_SESSION = "s.revoked_at IS NULL AND s.expires_at > now() AND NOT u.disabled";

/** A live session's row, as `resolveSession` reads it. */
type SessionRow = SessionUser & {
  token_hash: string;
  kind: "web" | "embed";
  site: string | null;
};

/** Look-ups waiting for the next batch query of one database, each token hash's callers in turn. */
const waitingLookUps = new WeakMap<
  Queryable,
  Map<
    string,
    { resolve: (row: SessionRow | undefined) => void; reject: (error: unknown) => void }[]
  >
>();

/**
 * The live session row of `tokenHash`, read together with the other look-ups on `db` that arrive
 * in the same turn of the event loop: one query for all of them (a busy server resolves many
 * requests' sessions at once, and each query is a round trip and a statement for the database).
 * Nothing is cached: every request still sees revocation, expiry and a disabled user at once.
 */
function lookUpSession(db: Queryable, tokenHash: string): Promise<SessionRow | undefined> {
  return new Promise((resolve, reject) => {
    let waiting = waitingLookUps.get(db);
    if (!waiting) {
      const batch = new Map<string, { resolve: typeof resolve; reject: typeof reject }[]>();
      waiting = batch;
      waitingLookUps.set(db, batch);
      setImmediate(() => {
        waitingLookUps.delete(db);
        db.query<SessionRow>(
          `SELECT s.token_hash, u.id, u.name, u.email, u.role, u.language, s.kind,
                  e.origin AS site
             FROM sessions s JOIN users u ON u.id = s.user_id
             LEFT JOIN embed_sessions e ON e.token_hash = s.token_hash
            WHERE s.token_hash = ANY($1::text[]) AND ${LIVE_SESSION}`,
          [[...batch.keys()]],
        ).then(
          (result) => {
            const rows = new Map(result.rows.map((row) => [row.token_hash, row]));
            for (const [hash, callers] of batch) {
              for (const caller of callers) caller.resolve(rows.get(hash));
            }
          },
          (error: unknown) => {
            for (const callers of batch.values()) {
              for (const caller of callers) caller.reject(error);
            }
          },
        );
      });
    }
    const callers = waiting.get(tokenHash);
    if (callers) callers.push({ resolve, reject });
    else waiting.set(tokenHash, [{ resolve, reject }]);
  });
}

/** The live session a token belongs to, or null when unknown, revoked, expired or disabled. */
export async function resolveSession(
  db: Queryable,
  token: string,
  via: SessionInfo["via"],
): Promise<SessionInfo | null> {
  if (token.length < 20 || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const row = await lookUpSession(db, tokenHash);
  if (!row) return null;
  const { kind, site, token_hash: _hash, ...user } = row;
  return { user, tokenHash, via, kind, site: kind === "embed" ? site : null };
}

/**
 * Which of these sessions (token hashes) are live, in one query: the hub's periodic re-check of
 * its authenticated sockets (DESIGN §5).
 */
export async function liveSessionIds(
  db: Queryable,
  tokenHashes: readonly string[],
): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const result = await db.query<{ token_hash: string }>(
    `SELECT s.token_hash FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = ANY($1::text[]) AND ${LIVE_SESSION}`,
    [tokenHashes],
  );
  return new Set(result.rows.map((row) => row.token_hash));
}

/**
 * Revokes one session. Returns the token hashes it revoked (none if it already was) for
 * `ctx.realtime.sessionsRevoked`, which closes their sockets.
 */
export async function revokeSession(db: Queryable, tokenHash: string): Promise<string[]> {
  const result = await db.query<{ token_hash: string }>(
    `UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL
     RETURNING token_hash`,
    [tokenHash],
  );
  return result.rows.map((row) => row.token_hash);
}

/**
 * Revokes every session of a user, except (optionally) one. Returns the token hashes it revoked
 * for `ctx.realtime.sessionsRevoked`, which closes their sockets.
 */
export async function revokeUserSessions(
  db: Queryable,
  userId: string,
  exceptTokenHash?: string,
): Promise<string[]> {
  const result = await db.query<{ token_hash: string }>(
    `UPDATE sessions SET revoked_at = now()
      WHERE user_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR token_hash <> $2)
      RETURNING token_hash`,
    [userId, exceptTokenHash ?? null],
  );
  return result.rows.map((row) => row.token_hash);
}
