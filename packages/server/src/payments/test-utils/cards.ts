import type { ApiClient } from "@pulso/api-client";
import type { PixelPayTransaction, SandboxCardChargeBody } from "@pulso/core";
import type { TestServer } from "../../test-utils/testServer";
import { signTransaction } from "../transactionSignature";

/** A card the sandbox approves, valid for a few more years. */
export function testCard(overrides: Partial<SandboxCardChargeBody> = {}): SandboxCardChargeBody {
  return {
    amount: 50,
    cardNumber: "4242 4242 4242 4242",
    cardholder: "Ana Pérez",
    expiryMonth: 12,
    expiryYear: new Date().getUTCFullYear() + 3,
    cvv: "123",
    ...overrides,
  };
}

/** Charges the sandbox through the API and returns its signed record. */
export function charge(
  api: ApiClient,
  overrides: Partial<SandboxCardChargeBody> = {},
): Promise<PixelPayTransaction> {
  return api.chargeSandboxCard(testCard(overrides));
}

/**
 * A record signed with the server's own key, as if the sandbox had issued it: lets tests reach
 * the deposit checks that a real charge could never produce (amounts outside the limits, …).
 */
export function signedRecord(
  server: TestServer,
  userId: string,
  fields: Partial<Omit<PixelPayTransaction, "signature">> & { amountCents: number },
): PixelPayTransaction {
  const record = {
    transactionId: fields.transactionId ?? `sbx_test_${Math.random().toString(36).slice(2)}`,
    currency: fields.currency ?? "USD",
    status: fields.status ?? "approved",
    cardBrand: fields.cardBrand ?? "visa",
    cardLast4: fields.cardLast4 ?? "4242",
    createdAt: fields.createdAt ?? new Date().toISOString(),
  };
  const signature = signTransaction(server.config.CARD_SANDBOX_SECRET, {
    userId,
    transactionId: record.transactionId,
    amountCents: fields.amountCents,
    currency: record.currency,
    status: record.status,
    cardBrand: record.cardBrand,
    cardLast4: record.cardLast4,
    errorCode: fields.errorCode ?? null,
    createdAt: record.createdAt,
  });
  return {
    ...record,
    amount: fields.amountCents / 100,
    ...(fields.errorCode ? { errorCode: fields.errorCode } : {}),
    signature,
  };
}

/** How many ledger postings of kind `deposit` exist, and what they credited in total. */
export async function depositPostings(
  server: TestServer,
): Promise<{ count: number; cents: number }> {
  const result = await server.db.query<{ count: number; cents: number }>(
    `SELECT count(DISTINCT t.id)::int AS count, coalesce(sum(e.amount_cents), 0)::int AS cents
       FROM ledger_transactions t
       JOIN ledger_entries e ON e.transaction_id = t.id AND e.account LIKE 'user:%'
      WHERE t.kind = 'deposit'`,
  );
  return result.rows[0] ?? { count: 0, cents: 0 };
}
