import { randomUUID } from "node:crypto";
import { formatCentsPlain, type PixelPayTransaction } from "@pulso/core";
import type { Config } from "../config";
import type { Database } from "../db/database";
import { AppError, conflict, refused } from "../http/errors";
import { userAccount } from "../ledger/accounts";
import { postTransaction } from "../ledger/ledger";
import { depositLedgerDescription } from "./depositDescription";
import type { CardProcessor } from "./cardProcessor";
import { findCreditedDeposit, loadDeposit, type DepositRow } from "./depositRow";

/** The smallest and largest card deposit, in cents. */
export interface CardDepositLimits {
  minCents: number;
  maxCents: number;
}

/** The configured card deposit limits (CARD_DEPOSIT_MIN_USD, CARD_DEPOSIT_MAX_USD). */
export function cardDepositLimits(config: Config): CardDepositLimits {
  return {
    minCents: config.CARD_DEPOSIT_MIN_USD * 100,
    maxCents: config.CARD_DEPOSIT_MAX_USD * 100,
  };
}

/** Refuses an amount outside the limits with DEPOSIT_BELOW_MINIMUM / DEPOSIT_ABOVE_MAXIMUM. */
export function assertWithinCardLimits(limits: CardDepositLimits, cents: number): void {
  if (cents < limits.minCents) {
    throw refused("DEPOSIT_BELOW_MINIMUM", undefined, { min: formatCentsPlain(limits.minCents) });
  }
  if (cents > limits.maxCents) {
    throw refused("DEPOSIT_ABOVE_MAXIMUM", undefined, { max: formatCentsPlain(limits.maxCents) });
  }
}

/** A card deposit to credit: the user, the amount they claim and the processor's record. */
export interface CardDepositInput {
  userId: string;
  amountCents: number;
  record: PixelPayTransaction;
}

/** The credited deposit, the user's balance after it, and whether this call credited it. */
export interface CardDepositResult {
  deposit: DepositRow;
  balanceCents: number;
  credited: boolean;
}

/**
 * Credits a card deposit once (DESIGN §3, §9). The processor confirms the record first, outside
 * any database transaction; its amount and currency must be exactly the claimed ones. Then one
 * transaction posts `external:card → user` under the unique reference
 * `deposit:card:<processor>:<transactionId>` and stores the deposit, whose partial unique index
 * holds the same fact. A replay, or a concurrent duplicate that lost the race, credits nothing
 * and answers the deposit that was credited.
 */
export async function creditCardDeposit(
  db: Database,
  processor: CardProcessor,
  limits: CardDepositLimits,
  input: CardDepositInput,
): Promise<CardDepositResult> {
  assertWithinCardLimits(limits, input.amountCents);
  const verification = await processor.verifyTransaction(input.record, { userId: input.userId });
  if (!verification.ok) {
    if (verification.reason === "unavailable") throw new AppError(503, "CARD_NETWORK_ERROR");
    if (verification.reason === "not_approved") throw refused("PAYMENT_FAILED");
    throw refused("TRANSACTION_INVALID");
  }
  const { charge } = verification;
  if (charge.amountCents !== input.amountCents || charge.currency !== "USD") {
    throw refused("TRANSACTION_INVALID");
  }

  const creditedId = await db.transaction(async (tx) => {
    const ledgerId = await postTransaction(tx, {
      kind: "deposit",
      reference: `deposit:card:${processor.id}:${charge.transactionId}`,
      userId: input.userId,
      description: depositLedgerDescription({
        method: "card",
        brand: charge.cardBrand,
        last4: charge.cardLast4,
      }),
      entries: [
        { account: "external:card", amountCents: -charge.amountCents },
        { account: userAccount(input.userId), amountCents: charge.amountCents },
      ],
    });
    if (ledgerId === null) return null;
    const id = randomUUID();
    await tx.query(
      `INSERT INTO deposits (id, user_id, method, status, amount_cents, currency, processor,
                             processor_transaction_id, transaction_record, ledger_transaction_id)
       VALUES ($1, $2, 'card', 'completed', $3, $4, $5, $6, $7, $8)`,
      [
        id,
        input.userId,
        charge.amountCents,
        charge.currency,
        processor.id,
        charge.transactionId,
        JSON.stringify(input.record),
        ledgerId,
      ],
    );
    return id;
  });

  const deposit = creditedId
    ? await loadDeposit(db, creditedId)
    : await findCreditedDeposit(db, processor.id, charge.transactionId);
  // The signature binds the user, so another user's credit of this id means a broken processor.
  if (!deposit || deposit.user_id !== input.userId) throw conflict();
  const balance = await db.query<{ balance_cents: number }>(
    "SELECT balance_cents FROM users WHERE id = $1",
    [input.userId],
  );
  return {
    deposit,
    balanceCents: balance.rows[0]?.balance_cents ?? 0,
    credited: creditedId !== null,
  };
}

/** A failed card attempt as the client reports it (spec §7 POST /deposits/failed). */
export interface FailedDepositInput {
  userId: string;
  amountCents: number;
  errorMessage: string;
  record: Partial<PixelPayTransaction> | null;
}

/** Records a failed attempt for support and the user's history; it never touches the ledger. */
export async function recordFailedCardDeposit(
  db: Database,
  processor: CardProcessor | null,
  input: FailedDepositInput,
): Promise<DepositRow> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO deposits (id, user_id, method, status, amount_cents, processor,
                           processor_transaction_id, transaction_record, error_message)
     VALUES ($1, $2, 'card', 'failed', $3, $4, $5, $6, $7)`,
    [
      id,
      input.userId,
      input.amountCents,
      processor?.id ?? "none",
      input.record?.transactionId ?? null,
      input.record ? JSON.stringify(input.record) : null,
      input.errorMessage,
    ],
  );
  const row = await loadDeposit(db, id);
  if (!row) throw new Error(`deposit ${id} vanished after insert`);
  return row;
}
