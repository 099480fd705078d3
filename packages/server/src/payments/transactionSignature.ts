import { createHmac, timingSafeEqual } from "node:crypto";

/** The fields of a transaction record the sandbox signs, and the user it was charged for. */
export interface SignedTransactionFields {
  userId: string;
  transactionId: string;
  amountCents: number;
  currency: string;
  status: string;
  cardBrand: string | null;
  cardLast4: string | null;
  errorCode: string | null;
  createdAt: string;
}

/** Versioned so that a later record layout can never be mistaken for this one. */
const SIGNATURE_VERSION = "pulso-card-sandbox-v1";

/** One unambiguous string for the fields (a JSON array: no field can bleed into the next). */
function canonical(fields: SignedTransactionFields): string {
  return JSON.stringify([
    SIGNATURE_VERSION,
    fields.userId,
    fields.transactionId,
    fields.amountCents,
    fields.currency,
    fields.status,
    fields.cardBrand,
    fields.cardLast4,
    fields.errorCode,
    fields.createdAt,
  ]);
}

/** The record's signature: HMAC-SHA256 with the sandbox key, base64url. */
export function signTransaction(secret: string, fields: SignedTransactionFields): string {
  return createHmac("sha256", secret).update(canonical(fields)).digest("base64url");
}

/** Whether `signature` is the sandbox's signature of exactly these fields (constant time). */
export function isSignatureValid(
  secret: string,
  fields: SignedTransactionFields,
  signature: string,
): boolean {
  const expected = Buffer.from(signTransaction(secret, fields));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
