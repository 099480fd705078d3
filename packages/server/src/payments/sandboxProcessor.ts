import { randomUUID } from "node:crypto";
import {
  centsToDollars,
  isCardExpired,
  isValidCardNumber,
  parseDollars,
  type ErrorCode,
  type PixelPayTransaction,
} from "@pulso/core";
import type { CardProcessor, CardVerification } from "./cardProcessor";
import { cardBrandOf, digitsOf, sandboxOutcomeOf } from "./testCards";
import {
  isSignatureValid,
  signTransaction,
  type SignedTransactionFields,
} from "./transactionSignature";

/** A charge request as the sandbox receives it (card data never reaches the ledger or logs). */
export interface SandboxChargeRequest {
  userId: string;
  amountCents: number;
  currency: string;
  cardNumber: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
}

/**
 * The sandbox's answer: an approved, signed record; or a refusal with its code, its HTTP status
 * (400 bad card data, 402 a charge the card's bank refused, 503 the processor's network) and,
 * for a refused charge, the signed declined record the client may report to /deposits/failed.
 */
export type SandboxChargeResult =
  | { ok: true; record: PixelPayTransaction }
  | { ok: false; status: 400 | 402 | 503; code: ErrorCode; record: PixelPayTransaction | null };

/** The sandbox: a processor that also serves its own charge call. */
export interface SandboxCardProcessor extends CardProcessor {
  charge(request: SandboxChargeRequest): SandboxChargeResult;
}

/** What the sandbox is built from. */
export interface SandboxCardProcessorOptions {
  /** HMAC key for the records (config CARD_SANDBOX_SECRET). */
  secret: string;
  now: () => Date;
}

const DECLINES = {
  declined: "CARD_DECLINED",
  expired: "CARD_EXPIRED",
  insufficient_funds: "CARD_INSUFFICIENT_FUNDS",
} as const satisfies Record<string, ErrorCode>;

/**
 * Creates the local sandbox card processor of DESIGN §9. `charge` validates the card (Luhn,
 * expiry, CVV) and answers per test card (./testCards.ts); `verifyTransaction` accepts only a
 * record it signed, unaltered, for the same user, with status `approved`.
 */
export function createSandboxCardProcessor(
  options: SandboxCardProcessorOptions,
): SandboxCardProcessor {
  const record = (
    request: SandboxChargeRequest,
    status: PixelPayTransaction["status"],
    errorCode: string | null,
  ): PixelPayTransaction => {
    const fields: SignedTransactionFields = {
      userId: request.userId,
      transactionId: `sbx_${randomUUID()}`,
      amountCents: request.amountCents,
      currency: request.currency,
      status,
      cardBrand: cardBrandOf(request.cardNumber),
      cardLast4: digitsOf(request.cardNumber).slice(-4),
      errorCode,
      createdAt: options.now().toISOString(),
    };
    return {
      transactionId: fields.transactionId,
      amount: centsToDollars(fields.amountCents),
      currency: fields.currency,
      status,
      ...(fields.cardBrand ? { cardBrand: fields.cardBrand } : {}),
      ...(fields.cardLast4 ? { cardLast4: fields.cardLast4 } : {}),
      ...(errorCode ? { errorCode } : {}),
      createdAt: fields.createdAt,
      signature: signTransaction(options.secret, fields),
    };
  };

  return {
    id: "sandbox",

    charge(request) {
      if (!isValidCardNumber(request.cardNumber)) {
        return { ok: false, status: 400, code: "CARD_INVALID_NUMBER", record: null };
      }
      if (!/^\d{3,4}$/.test(request.cvv)) {
        return { ok: false, status: 400, code: "CARD_INVALID_CVV", record: null };
      }
      if (isCardExpired(request.expiryMonth, request.expiryYear, options.now())) {
        return { ok: false, status: 400, code: "CARD_EXPIRED", record: null };
      }
      const outcome = sandboxOutcomeOf(request.cardNumber);
      if (outcome === "approved") return { ok: true, record: record(request, "approved", null) };
      if (outcome === "network_error") {
        return { ok: false, status: 503, code: "CARD_NETWORK_ERROR", record: null };
      }
      const code = DECLINES[outcome];
      return { ok: false, status: 402, code, record: record(request, "declined", code) };
    },

    // Local and synchronous for the sandbox; a real provider makes a network call here.
    async verifyTransaction(given, expected): Promise<CardVerification> {
      const amount = parseDollars(given.amount);
      if (!amount.ok) return { ok: false, reason: "invalid" };
      const fields: SignedTransactionFields = {
        userId: expected.userId,
        transactionId: given.transactionId,
        amountCents: amount.cents,
        currency: given.currency,
        status: given.status,
        cardBrand: given.cardBrand ?? null,
        cardLast4: given.cardLast4 ?? null,
        errorCode: given.errorCode ?? null,
        createdAt: given.createdAt,
      };
      if (!isSignatureValid(options.secret, fields, given.signature)) {
        return { ok: false, reason: "invalid" };
      }
      if (given.status !== "approved") {
        return { ok: false, reason: "not_approved", errorCode: given.errorCode ?? null };
      }
      return {
        ok: true,
        charge: {
          transactionId: given.transactionId,
          amountCents: amount.cents,
          currency: given.currency,
          cardBrand: fields.cardBrand,
          cardLast4: fields.cardLast4,
        },
      };
    },
  };
}
