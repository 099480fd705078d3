import { PricingError } from "./errors";
import { microSharesToCents } from "./micro";
import { MAX_OPTIONS } from "../constants/business";
import { assertOptionIndex } from "./validate";

/** One holding to settle: `id` is the caller's key (a position or bet id), echoed in the payout. */
export interface SettlementPosition {
  id: string;
  optionIndex: number;
  sharesMicro: number;
}

/** What {@link settleMarket} needs: the market's escrow, every position, and the winning option. */
export interface SettlementInput {
  escrowCents: number;
  positions: readonly SettlementPosition[];
  winnerIndex: number;
}

/** A credit of `cents` to the holder of `id`. */
export interface Payout {
  id: string;
  cents: number;
}

/** The result of a resolution: what each position gets, and what is left for the house. */
export interface Settlement {
  /** One entry per input position, in input order; losing positions get 0 cents. */
  payouts: Payout[];
  /** Escrow minus everything paid: the house's rounding dust and unspent subsidy. */
  houseRemainderCents: number;
}

/** A stake to give back when a market is cancelled: the full amount paid, fee included. */
export interface Stake {
  id: string;
  amountCents: number;
}

/** The result of a cancellation: one refund per stake, and their total. */
export interface Refund {
  refunds: Payout[];
  totalCents: number;
}

function assertCents(what: string, value: unknown): asserts value is number {
  if (!Number.isSafeInteger(value) || (value as number) < 0) {
    throw new PricingError(
      "INVALID_AMOUNT",
      `${what} must be a safe integer ≥ 0 of cents, got ${String(value)}`,
    );
  }
}

function assertPosition(position: SettlementPosition, index: number): void {
  const valid =
    typeof position === "object" &&
    position !== null &&
    typeof position.id === "string" &&
    Number.isInteger(position.optionIndex) &&
    position.optionIndex >= 0 &&
    position.optionIndex < MAX_OPTIONS &&
    Number.isSafeInteger(position.sharesMicro) &&
    position.sharesMicro >= 0;
  if (!valid) {
    throw new PricingError(
      "INVALID_POSITION",
      `Position ${index} must be { id: string, optionIndex: 0–${MAX_OPTIONS - 1}, sharesMicro: safe integer ≥ 0 }`,
    );
  }
}

/**
 * Resolves a market (DESIGN §2): each position on the winning option gets floor(sharesMicro /
 * 10,000) cents, losers get 0, and the house keeps the rest of the escrow. The totals are summed
 * as BigInt, so payouts + houseRemainderCents = escrowCents exactly. Throws `INSOLVENT` rather
 * than pay more than the escrow holds.
 */
export function settleMarket(input: SettlementInput): Settlement {
  assertCents("Escrow", input.escrowCents);
  assertOptionIndex(input.winnerIndex, MAX_OPTIONS);
  if (!Array.isArray(input.positions)) {
    throw new PricingError("INVALID_POSITION", "Positions must be an array");
  }
  input.positions.forEach(assertPosition);

  let totalPaid = 0n;
  const payouts = input.positions.map((position) => {
    const cents =
      position.optionIndex === input.winnerIndex ? microSharesToCents(position.sharesMicro) : 0;
    totalPaid += BigInt(cents);
    return { id: position.id, cents };
  });

  const escrow = BigInt(input.escrowCents);
  if (totalPaid > escrow) {
    throw new PricingError(
      "INSOLVENT",
      `Payouts of ${totalPaid} cents exceed the market escrow of ${escrow} cents`,
    );
  }
  return { payouts, houseRemainderCents: Number(escrow - totalPaid) };
}

/**
 * Cancels a market (DESIGN §2): every stake comes back in full, fee included, in input order.
 * The caller reverses the fee from the house fee account and the rest from the escrow.
 */
export function refundMarket(stakes: readonly Stake[]): Refund {
  if (!Array.isArray(stakes)) {
    throw new PricingError("INVALID_AMOUNT", "Stakes must be an array");
  }
  let total = 0n;
  const refunds = stakes.map((stake, index) => {
    if (typeof stake !== "object" || stake === null || typeof stake.id !== "string") {
      throw new PricingError(
        "INVALID_POSITION",
        `Stake ${index} must be { id: string, amountCents }`,
      );
    }
    assertCents(`Stake ${index} amount`, stake.amountCents);
    total += BigInt(stake.amountCents);
    return { id: stake.id, cents: stake.amountCents };
  });
  if (total > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new PricingError(
      "INVALID_AMOUNT",
      `Refund total of ${total} cents is not a safe integer`,
    );
  }
  return { refunds, totalCents: Number(total) };
}
