import type { PixelPayTransaction } from "@pulso/core";

/** A charge the processor confirmed: approved, for this user, with these exact terms. */
export interface VerifiedCardCharge {
  transactionId: string;
  amountCents: number;
  currency: string;
  cardBrand: string | null;
  cardLast4: string | null;
}

/**
 * What a processor says about a transaction record: an approved charge, a real charge that was
 * not approved (declined, insufficient funds, …), a record it never issued or that was altered,
 * or no answer at all (its network is down; nothing may be credited, the client may retry).
 */
export type CardVerification =
  | { ok: true; charge: VerifiedCardCharge }
  | { ok: false; reason: "not_approved"; errorCode: string | null }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "unavailable" };

/**
 * A card payment provider (DESIGN §9), shaped like the spec's PixelPay flow: the browser charges
 * the processor directly and receives a signed transaction record; the browser posts it to
 * `POST /deposits`; the server asks the processor to confirm it by transaction id before
 * crediting, once per transaction id. One implementation per provider; the default is the local
 * sandbox (./sandboxProcessor.ts).
 */
export interface CardProcessor {
  /** Stable name, part of the deposit's ledger reference (`deposit:card:<id>:<transactionId>`). */
  readonly id: string;
  /**
   * Confirms a record the browser posted, for the signed-in user who posts it. Called before any
   * database transaction opens: no lock is held across a call to a provider (DESIGN §3).
   */
  verifyTransaction(
    record: PixelPayTransaction,
    expected: { userId: string },
  ): Promise<CardVerification>;
}
