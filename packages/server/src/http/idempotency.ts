import { createHash } from "node:crypto";
import type { Database } from "../db/database";
import { PG_ERRORS, pgErrorCode } from "../db/database";
import { AppError } from "./errors";

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;

/** What a previous request with the same key produced. */
export interface StoredResponse {
  statusCode: number;
  body: unknown;
}

/**
 * Idempotency keys for calls that move money (DESIGN §3): the first request with a key runs;
 * a replay with the same body gets the first result; the same key with another body is 409.
 * The key is claimed before the work runs, so two concurrent requests never both run; a claim
 * whose work died stays claimed (a replay is refused, never run twice).
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
    /** Claims a key, or returns the stored response of an earlier request with it. */
    async claim(
      scope: string,
      key: string,
      method: string,
      path: string,
      body: unknown,
    ): Promise<{ claimed: true } | { claimed: false; response: StoredResponse }> {
      const bodyHash = createHash("sha256")
        .update(JSON.stringify(body ?? null))
        .digest("hex");
      try {
        await db.query(
          `INSERT INTO idempotency_keys (scope, key, method, path, body_hash) VALUES ($1, $2, $3, $4, $5)`,
          [scope, key, method, path, bodyHash],
        );
        return { claimed: true };
      } catch (error) {
        if (pgErrorCode(error) !== PG_ERRORS.uniqueViolation) throw error;
      }
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
      if (row.status_code === null) throw new AppError(409, "CONFLICT", { reason: "IN_PROGRESS" });
      return { claimed: false, response: { statusCode: row.status_code, body: row.response } };
    },
    /** Stores the response of a claimed key. */
    async complete(scope: string, key: string, response: StoredResponse): Promise<void> {
      await db.query(
        "UPDATE idempotency_keys SET status_code = $3, response = $4 WHERE scope = $1 AND key = $2",
        [scope, key, response.statusCode, JSON.stringify(response.body)],
      );
    },
    /** Frees a claim whose work failed before changing anything (a server error). */
    async release(scope: string, key: string): Promise<void> {
      await db.query(
        "DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND status_code IS NULL",
        [scope, key],
      );
    },
  };
}

/** The idempotency store. */
export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
