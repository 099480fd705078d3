import { createHash, randomUUID } from "node:crypto";
import type { Database, Queryable } from "../db/database";
import { PG_ERRORS, pgErrorCode } from "../db/database";
import { AppError } from "./errors";

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;

/**
 * A key this request holds: work that moves money may store its answer with it inside its own
 * transaction (`holdClaim`, then `completeInTransaction`), so "the money moved" and "the answer
 * is stored" commit together.
 */
export interface Claim {
  scope: string;
  key: string;
  token: string;
}

/** What a previous request with the same key produced. */
export interface StoredResponse {
  statusCode: number;
  body: unknown;
}

/**
 * Idempotency keys for calls that move money (DESIGN §3): the first request with a key runs;
 * a replay with the same body gets the first result; the same key with another body is 409.
 * The key is claimed (with a random token) before the work runs, so two concurrent requests never
 * both run. A claim whose process died before answering would block its key for good; for calls
 * whose answer is stored in the same transaction as their money (`takeOverAfterSeconds`), a retry
 * takes such a claim over once it is older than the lease. That is safe: if the dead process had
 * committed, the answer would be stored; if the old holder is in fact still running, its
 * in-transaction completion checks the token and rolls its work back.
 */
export function createIdempotencyStore(db: Database) {
  return {
    /** Validates the header value; null when absent. */
    parseKey(header: unknown): string | null {
      if (header === undefined) return null;
      if (typeof header !== "string" || !KEY_PATTERN.test(header)) {
        throw new AppError(400, "VALIDATION_FAILED", {
          issues: [{ path: "Idempotency-Key", code: "INVALID_TYPE" }],
        });
      }
      return header;
    },
    /**
     * Claims a key, or returns the stored response of an earlier request with it. With
     * `takeOverAfterSeconds`, an unanswered claim older than that is taken over (one retry wins).
     */
    async claim(
      scope: string,
      key: string,
      method: string,
      path: string,
      body: unknown,
      takeOverAfterSeconds: number | null = null,
    ): Promise<{ claimed: true; claim: Claim } | { claimed: false; response: StoredResponse }> {
      const bodyHash = createHash("sha256")
        .update(canonicalJson(body ?? null))
        .digest("hex");
      const token = randomUUID();
      try {
        await db.query(
          `INSERT INTO idempotency_keys (scope, key, method, path, body_hash, claim_token)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [scope, key, method, path, bodyHash, token],
        );
        return { claimed: true, claim: { scope, key, token } };
      } catch (error) {
        if (pgErrorCode(error) !== PG_ERRORS.uniqueViolation) throw error;
      }
      const read = async () => {
        const existing = await db.query<{
          method: string;
          path: string;
          body_hash: string;
          status_code: number | null;
          response: unknown;
        }>(
          "SELECT method, path, body_hash, status_code, response FROM idempotency_keys WHERE scope = $1 AND key = $2",
          [scope, key],
        );
        const row = existing.rows[0];
        if (!row || row.method !== method || row.path !== path || row.body_hash !== bodyHash) {
          throw new AppError(409, "IDEMPOTENCY_CONFLICT");
        }
        return row;
      };
      let row = await read();
      if (row.status_code === null && takeOverAfterSeconds !== null) {
        const taken = await db.query(
          `UPDATE idempotency_keys SET claim_token = $3, claimed_at = now()
            WHERE scope = $1 AND key = $2 AND status_code IS NULL
              AND claimed_at < now() - make_interval(secs => $4::int)
           RETURNING 1`,
          [scope, key, token, takeOverAfterSeconds],
        );
        if (taken.rows.length === 1) return { claimed: true, claim: { scope, key, token } };
        // Another retry took it, or its holder answered meanwhile.
        row = await read();
      }
      if (row.status_code === null) throw new AppError(409, "CONFLICT", { reason: "IN_PROGRESS" });
      return { claimed: false, response: { statusCode: row.status_code, body: row.response } };
    },
    /**
     * Stores the response of a claim after its work, unless it was stored already (in the work's
     * transaction) or the claim was taken over meanwhile: then this writes nothing.
     */
    async complete(claim: Claim, response: StoredResponse): Promise<void> {
      await completeInTransaction(db, claim, response);
    },
    /** Frees a claim whose work failed before changing anything (a server error). */
    async release(claim: Claim): Promise<void> {
      await db.query(
        `DELETE FROM idempotency_keys
          WHERE scope = $1 AND key = $2 AND claim_token = $3 AND status_code IS NULL`,
        [claim.scope, claim.key, claim.token],
      );
    },
  };
}

/**
 * Inside the work's transaction, before it writes: locks the claim's row if this request still
 * holds it unanswered, so no retry can take it over until the transaction ends. False when it was
 * taken over: the work must not commit then.
 */
export async function holdClaim(tx: Queryable, claim: Claim): Promise<boolean> {
  const held = await tx.query(
    `SELECT 1 FROM idempotency_keys
      WHERE scope = $1 AND key = $2 AND claim_token = $3 AND status_code IS NULL
      FOR UPDATE`,
    [claim.scope, claim.key, claim.token],
  );
  return held.rows.length === 1;
}

/**
 * Stores a claim's response with `tx` (a transaction, or the database after the fact). True
 * when it was stored; false when the claim was answered already or is no longer this request's.
 */
export async function completeInTransaction(
  tx: Queryable,
  claim: Claim,
  response: StoredResponse,
): Promise<boolean> {
  const stored = await tx.query(
    `UPDATE idempotency_keys SET status_code = $4, response = $5
      WHERE scope = $1 AND key = $2 AND claim_token = $3 AND status_code IS NULL
     RETURNING 1`,
    [claim.scope, claim.key, claim.token, response.statusCode, JSON.stringify(response.body)],
  );
  return stored.rows.length === 1;
}

/**
 * JSON with every object's keys sorted, at every depth: a client that serializes the same body
 * with its keys in another order is sending the same request, and must get the replay.
 */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, member: unknown) =>
    member !== null && typeof member === "object" && !Array.isArray(member)
      ? Object.fromEntries(Object.entries(member).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : member,
  );
}

/** The idempotency store. */
export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
