import { createHash } from "node:crypto";
import type { ErrorCode } from "@pulso/core";
import type { FastifyReply } from "fastify";
import type { Queryable } from "../db/database";
import { AppError } from "./errors";

/** One limit: at most `max` uses per subject in a window of `windowMs` that opens at the first use. */
export interface RateLimit {
  /** Stable name, part of the stored key: renaming it resets every count of the limit. */
  name: string;
  max: number;
  windowMs: number;
  /** What a refusal says (429); RATE_LIMITED unless the limit has its own message. */
  code?: ErrorCode;
}

/** The outcome of counting one use. */
export interface RateLimitUse {
  allowed: boolean;
  /** Whole seconds until the subject's window ends (at least 1). */
  retryAfterSeconds: number;
}

/**
 * Rate limits whose counts live in the database (`rate_limits`, migration 0011), so every
 * instance on one database shares them and scaling out does not multiply them (DESIGN §5).
 */
export interface RateLimiter {
  /** Counts one use by `subject` and says whether it was within the limit. */
  take(limit: RateLimit, subject: string): Promise<RateLimitUse>;
  /**
   * Counts one use and, past the limit, throws 429 with the limit's code and a Retry-After
   * header. Call it before the work it protects, so a refused caller costs one query.
   */
  consume(limit: RateLimit, subject: string, reply: FastifyReply): Promise<void>;
  /** Gives one use back: the work turned out not to count (a login that succeeded). */
  refund(limit: RateLimit, subject: string): Promise<void>;
  /** Forgets a subject's uses (an account's failures after its owner signed in). */
  reset(limit: RateLimit, subject: string): Promise<void>;
}

/** Expired rows one new window deletes at most: enough to outpace new windows, never a long lock. */
const EXPIRED_PER_SWEEP = 200;

/**
 * The stored key: the limit's name and a digest of the subject, so the table holds no e-mail
 * or address and every key has the same small size.
 */
function storedKey(limit: RateLimit, subject: string): string {
  return `${limit.name}:${createHash("sha256").update(subject).digest("base64url")}`;
}

/**
 * Creates the database-backed {@link RateLimiter}. Counting is one atomic upsert, so parallel
 * requests on any number of instances never both take the last use. A fixed window opens at a
 * subject's first use; each new window also deletes a batch of expired ones, which keeps the
 * table bounded by the subjects active within a window, with no sweeper job.
 */
export function createRateLimiter(db: Queryable, now: () => Date): RateLimiter {
  const take = async (limit: RateLimit, subject: string): Promise<RateLimitUse> => {
    const at = now();
    const result = await db.query<{ count: number; expires_at: Date }>(
      `INSERT INTO rate_limits AS r (key, count, expires_at) VALUES ($1, 1, $3)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN r.expires_at <= $2 THEN 1 ELSE r.count + 1 END,
         expires_at = CASE WHEN r.expires_at <= $2 THEN EXCLUDED.expires_at ELSE r.expires_at END
       RETURNING count, expires_at`,
      [storedKey(limit, subject), at, new Date(at.getTime() + limit.windowMs)],
    );
    const row = result.rows[0];
    if (!row) throw new Error("the rate limit upsert returned no row");
    if (row.count === 1) {
      // The outer `expires_at` test is checked again on rows another instance renewed meanwhile.
      await db.query(
        `DELETE FROM rate_limits WHERE expires_at <= $1 AND key IN
           (SELECT key FROM rate_limits WHERE expires_at <= $1 LIMIT ${EXPIRED_PER_SWEEP})`,
        [at],
      );
    }
    const remainingMs = new Date(row.expires_at).getTime() - at.getTime();
    return {
      allowed: row.count <= limit.max,
      retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)),
    };
  };

  return {
    take,
    async consume(limit, subject, reply) {
      const use = await take(limit, subject);
      if (use.allowed) return;
      reply.header("retry-after", String(use.retryAfterSeconds));
      throw new AppError(429, limit.code ?? "RATE_LIMITED");
    },
    async refund(limit, subject) {
      await db.query(
        "UPDATE rate_limits SET count = count - 1 WHERE key = $1 AND count > 0 AND expires_at > $2",
        [storedKey(limit, subject), now()],
      );
    },
    async reset(limit, subject) {
      await db.query("DELETE FROM rate_limits WHERE key = $1", [storedKey(limit, subject)]);
    },
  };
}
