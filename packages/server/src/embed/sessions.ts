import { randomUUID } from "node:crypto";
import { centsToDollars, type EmbedSession } from "@pulso/core";
import { createSession } from "../auth/sessions";
import { hashToken, newToken } from "../auth/tokens";
import type { Database, Queryable } from "../db/database";
import { AppError } from "../http/errors";

/** How long a sign-in code lives. */
export const EMBED_CODE_TTL_MS = 60_000;
/** Embed sessions last at most this many days (less when SESSION_TTL_DAYS is shorter). */
export const EMBED_SESSION_MAX_DAYS = 30;

/** The caps a reader approved for one news site, in cents. */
export interface EmbedCaps {
  origin: string;
  perBetCents: number;
  dailyCents: number;
}

/** Midnight UTC of the day `now` falls in: the daily cap's window starts there. */
export function dayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Stores a single-use code (hashed) for these caps and returns it with its expiry. */
export async function createEmbedCode(
  db: Queryable,
  userId: string,
  caps: EmbedCaps,
  now: Date,
): Promise<{ code: string; expiresAt: Date }> {
  const code = newToken();
  const expiresAt = new Date(now.getTime() + EMBED_CODE_TTL_MS);
  await db.query(
    `INSERT INTO embed_codes (code_hash, user_id, origin, per_bet_cents, daily_cents, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [hashToken(code), userId, caps.origin, caps.perBetCents, caps.dailyCents, now, expiresAt],
  );
  return { code, expiresAt };
}

/**
 * Uses a code once: claims it (unused, unexpired) and opens an embed-kind session with its caps
 * and the site's active publisher (read in the same transaction: asking the origin registry here
 * could wait for a connection this transaction holds), in one transaction. Anything else is 400
 * EMBED_CODE_INVALID, and changes nothing.
 */
export async function exchangeEmbedCode(
  db: Database,
  code: string,
  ttlDays: number,
  now: Date,
): Promise<EmbedCaps & { token: string; expiresAt: Date }> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query<{
      user_id: string;
      origin: string;
      per_bet_cents: number;
      daily_cents: number;
    }>(
      `UPDATE embed_codes SET used_at = $2
        WHERE code_hash = $1 AND used_at IS NULL AND expires_at > $2
        RETURNING user_id, origin, per_bet_cents, daily_cents`,
      [hashToken(code), now],
    );
    const row = claimed.rows[0];
    if (!row) throw new AppError(400, "EMBED_CODE_INVALID");
    const token = await createSession(tx, row.user_id, ttlDays, "embed");
    const tokenHash = hashToken(token);
    // The publisher the site belongs to now: its figures count this sign-in (DESIGN §12).
    const publisher = await tx.query<{ id: string }>(
      `SELECT p.id FROM publisher_origins o JOIN publishers p ON p.id = o.publisher_id
        WHERE o.origin = $1 AND p.status = 'active'`,
      [row.origin],
    );
    await tx.query(
      `INSERT INTO embed_sessions (id, token_hash, user_id, origin, per_bet_cents, daily_cents, created_at, publisher_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        randomUUID(),
        tokenHash,
        row.user_id,
        row.origin,
        row.per_bet_cents,
        row.daily_cents,
        now,
        publisher.rows[0]?.id ?? null,
      ],
    );
    const session = await tx.query<{ expires_at: Date }>(
      "SELECT expires_at FROM sessions WHERE token_hash = $1",
      [tokenHash],
    );
    return {
      token,
      expiresAt: session.rows[0]?.expires_at ?? now,
      origin: row.origin,
      perBetCents: row.per_bet_cents,
      dailyCents: row.daily_cents,
    };
  });
}

/** A user's live embed sessions, newest first, with today's spending. */
export async function listEmbedSessions(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<EmbedSession[]> {
  const result = await db.query<{
    id: string;
    origin: string;
    per_bet_cents: number;
    daily_cents: number;
    spent_cents: number;
    created_at: Date;
    last_used_at: Date | null;
    expires_at: Date;
  }>(
    `SELECT e.id, e.origin, e.per_bet_cents, e.daily_cents, e.created_at, e.last_used_at,
            s.expires_at,
            (SELECT COALESCE(sum(sp.amount_cents), 0) FROM embed_spend sp
              WHERE sp.embed_session_id = e.id AND sp.created_at >= $2)::bigint AS spent_cents
       FROM embed_sessions e JOIN sessions s ON s.token_hash = e.token_hash
      WHERE e.user_id = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
      ORDER BY e.created_at DESC, e.id`,
    [userId, dayStart(now)],
  );
  return result.rows.map((row) => ({
    id: row.id,
    origin: row.origin,
    perBetLimit: centsToDollars(row.per_bet_cents),
    dailyLimit: centsToDollars(row.daily_cents),
    spentToday: centsToDollars(row.spent_cents),
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at ? row.last_used_at.toISOString() : null,
    expiresAt: row.expires_at.toISOString(),
  }));
}

/**
 * Revokes one of a user's live embed sessions. Returns the revoked session's token hash (for
 * `ctx.realtime.sessionsRevoked`), or null when there is no such live session of theirs.
 */
export async function revokeEmbedSession(
  db: Queryable,
  userId: string,
  id: string,
): Promise<string | null> {
  const result = await db.query<{ token_hash: string }>(
    `UPDATE sessions s SET revoked_at = now()
       FROM embed_sessions e
      WHERE e.id = $1 AND e.user_id = $2 AND s.token_hash = e.token_hash AND s.revoked_at IS NULL
      RETURNING s.token_hash`,
    [id, userId],
  );
  return result.rows[0]?.token_hash ?? null;
}

/** Records that an embed session was used (at most once a minute, to keep reads cheap). */
export async function touchEmbedSession(db: Queryable, tokenHash: string, now: Date) {
  await db.query(
    `UPDATE embed_sessions SET last_used_at = $2
      WHERE token_hash = $1 AND (last_used_at IS NULL OR last_used_at < $2::timestamptz - interval '1 minute')`,
    [tokenHash, now],
  );
}

/**
 * Checks a bet placed through an embed session against the session's caps and records its spend,
 * inside the bet's own transaction (DESIGN §3, §7): the stake must fit the per-bet cap, and with
 * today's spending (UTC days) the daily cap, else 403 EMBED_LIMIT_EXCEEDED; a session that is gone
 * is 403 FORBIDDEN. One statement, which locks the session's row. The caller runs it after the
 * bettor's row is locked in an earlier statement (the bet path's `lockMarketsForBets`): a session
 * belongs to one user, so every other transaction that spent through it has committed by then,
 * and this statement's snapshot counts its spending. A refusal records nothing; the caller rolls
 * back whatever else the bet wrote.
 */
export async function recordEmbedSpend(
  tx: Queryable,
  spend: { tokenHash: string; amountCents: number; betId: string; now: Date },
): Promise<void> {
  const result = await tx.query<{ found: number; recorded: number }>(
    `WITH session AS (
       SELECT id, per_bet_cents, daily_cents FROM embed_sessions WHERE token_hash = $1 FOR UPDATE
     ), spent AS (
       SELECT COALESCE(sum(sp.amount_cents), 0)::bigint AS cents
         FROM embed_spend sp JOIN session ON sp.embed_session_id = session.id
        WHERE sp.created_at >= $4
     ), recorded AS (
       INSERT INTO embed_spend (embed_session_id, amount_cents, created_at, bet_id)
       SELECT session.id, $2, $3, $5 FROM session, spent
        WHERE $2::bigint <= session.per_bet_cents AND spent.cents + $2::bigint <= session.daily_cents
       RETURNING id
     )
     SELECT (SELECT count(*) FROM session)::int AS found,
            (SELECT count(*) FROM recorded)::int AS recorded`,
    [spend.tokenHash, spend.amountCents, spend.now, dayStart(spend.now), spend.betId],
  );
  const row = result.rows[0];
  if (!row || row.found === 0) throw new AppError(403, "FORBIDDEN");
  if (row.recorded === 0) throw new AppError(403, "EMBED_LIMIT_EXCEEDED");
}
