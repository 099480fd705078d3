import { createHmac } from "node:crypto";
import type { Queryable } from "../db/database";
import { AppError } from "../http/errors";
import { completeInTransaction, type Claim } from "../http/idempotency";

/** Keeps the fingerprint apart from the records' signatures made with the same key. */
const FINGERPRINT_PREFIX = "pulso-card-charge-idempotency-v1\n";

/**
 * What an Idempotency-Key of the charge call is matched on: an HMAC of the body as sent, with the
 * sandbox key. The body holds the card's number and CVV, and a plain digest of so few guessable
 * digits could be reversed from the key's row; a keyed one cannot without the secret.
 */
export function chargeFingerprint(secret: string, rawBody: unknown): string {
  return createHmac("sha256", secret)
    .update(FINGERPRINT_PREFIX + JSON.stringify(rawBody ?? null))
    .digest("hex");
}

/**
 * Stores an approved charge's answer with its Idempotency-Key before anyone sees the record.
 * The sandbox keeps no record of a charge: it exists once its record leaves the server. So the
 * record is released only if it is the key's answer; when a retry took the claim over after the
 * lease (this request was presumed dead), this one is dropped and refused, and the retry's
 * charge is the only one. Without a key there is nothing to store.
 */
export async function keepChargeAnswer(
  db: Queryable,
  claim: Claim | null,
  answer: unknown,
): Promise<void> {
  if (!claim) return;
  const stored = await completeInTransaction(db, claim, { statusCode: 200, body: answer });
  if (!stored) throw new AppError(409, "CONFLICT", { reason: "IN_PROGRESS" });
}
