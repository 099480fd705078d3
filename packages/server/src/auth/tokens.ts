import type { Queryable } from "../db/database";
import { createHash, randomBytes } from "node:crypto";

/** A new opaque token: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database stores of a token: its SHA-256, so a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The tables of single-use, expiring links mailed to a user (DESIGN §5). */
type SingleUseTokenTable = "password_resets" | "email_verifications";

/**
 * Spends a mailed single-use token: marks it used if it is unused and unexpired, and returns
 * its user, or null when the token is unknown, used or expired. One guarded UPDATE, so two
 * requests with the same token never both get the user.
 */
export async function spendSingleUseToken(
  db: Queryable,
  table: SingleUseTokenTable,
  token: string,
): Promise<string | null> {
  const used = await db.query<{ user_id: string }>(
    `UPDATE ${table} SET used_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
    [hashToken(token)],
  );
  return used.rows[0]?.user_id ?? null;
}
