import { isApiError, type MoneyCallOptions } from "@pulso/api-client";
import type {
  CreateCryptoPaymentBody,
  CreateDepositBody,
  CreateWithdrawalBody,
  CryptoDeposit,
  Deposit,
  FailedDepositBody,
  PixelPayTransaction,
  ReviewWithdrawalBody,
  SandboxCardChargeBody,
  Withdrawal,
} from "@pulso/core";
import { pulsoKeys } from "../cache/queryKeys";
import type { PulsoQueries } from "../cache/queries";
import { log } from "../log";
import { createActionCache, type ActionContext } from "./actionContext";

/** A credited card deposit and the balance after it. */
export interface CardDepositResult {
  deposit: Deposit;
  /** The balance after the credit, in dollars (absent on some replays). */
  balance?: number;
}

/** A requested withdrawal and the balance after its funds were held. */
export interface WithdrawalResult {
  withdrawal: Withdrawal;
  /** The balance after the hold, in dollars (absent on some replays). */
  balance?: number;
}

/** Money in and out (DESIGN §9); each call fixes the cache it changes. */
export interface PaymentActions {
  /**
   * Charges a card at the sandbox processor, then posts its signed record to `/deposits`; the
   * server verifies it and credits once. The new balance goes into the current user and the
   * deposit lists refresh. A refused charge is recorded with `/deposits/failed` (nothing is
   * credited) and rejects with the card's ApiError (CARD_DECLINED, CARD_EXPIRED, …).
   *
   * Pass one `idempotencyKey` per deposit attempt (at most 121 characters) and reuse it when
   * retrying that attempt: the charge is sent with `charge:<key>` and the deposit with the key,
   * so a retry after a lost answer gets the same record instead of charging the card again.
   */
  depositByCard(
    card: SandboxCardChargeBody,
    options?: MoneyCallOptions,
  ): Promise<CardDepositResult>;
  /** Posts a card record another processor issued; credits once and updates the balance. */
  recordCardDeposit(
    body: Omit<CreateDepositBody, "userId">,
    options?: MoneyCallOptions,
  ): Promise<CardDepositResult>;
  /** Opens a crypto payment request and caches it under `pulsoKeys.cryptoPayment(id)`. */
  requestCryptoDeposit(
    body: CreateCryptoPaymentBody,
    options?: MoneyCallOptions,
  ): Promise<CryptoDeposit>;
  /**
   * Asks for a crypto payment's status now (spec §4: "the user can refresh status and balance");
   * once it is confirmed, refreshes the balance and the deposit lists too.
   */
  checkCryptoPayment(id: string): Promise<CryptoDeposit>;
  /** Requests a crypto withdrawal: the funds are held, the balance and lists update. */
  requestWithdrawal(
    body: CreateWithdrawalBody,
    options?: MoneyCallOptions,
  ): Promise<WithdrawalResult>;
  /** Admin: approves a withdrawal (the hot wallet sends it); the withdrawal lists refresh. */
  approveWithdrawal(id: string, body?: ReviewWithdrawalBody): Promise<Withdrawal>;
  /** Admin: rejects a withdrawal (its funds return to the user); lists and balance refresh. */
  rejectWithdrawal(id: string, body?: ReviewWithdrawalBody): Promise<Withdrawal>;
}

/** The declined record a refused sandbox charge may carry in `details.transaction`. */
function declinedRecord(error: unknown): Partial<PixelPayTransaction> | null {
  if (!isApiError(error) || typeof error.details !== "object" || error.details === null) {
    return null;
  }
  const transaction = (error.details as { transaction?: unknown }).transaction;
  return typeof transaction === "object" && transaction !== null
    ? (transaction as Partial<PixelPayTransaction>)
    : null;
}

/** Longest Idempotency-Key the server takes (its key rule: 1–128 of `A-Za-z0-9_.:-`). */
const MAX_IDEMPOTENCY_KEY_LENGTH = 128;

/**
 * The charge's own key for a deposit attempt's key. It must differ from the deposit's (a key is
 * bound to one call), and be derived from it, so a retry of the attempt reuses both.
 */
function chargeOptionsOf(options: MoneyCallOptions | undefined): MoneyCallOptions | undefined {
  if (options?.idempotencyKey === undefined) return options;
  const idempotencyKey = `charge:${options.idempotencyKey}`;
  if (idempotencyKey.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new Error(
      `[pulso] payments.depositByCard: idempotencyKey may have at most ${MAX_IDEMPOTENCY_KEY_LENGTH - "charge:".length} characters (the charge sends it as "charge:<key>").`,
    );
  }
  return { ...options, idempotencyKey };
}

/** Builds {@link PaymentActions} over one instance's API client, cache and session. */
export function createPaymentActions(
  context: ActionContext & { queries: Pick<PulsoQueries, "cryptoPayment"> },
): PaymentActions {
  const { api, queryClient, queries } = context;
  const cache = createActionCache(context);

  async function credited(result: CardDepositResult): Promise<CardDepositResult> {
    await cache.updateBalance(result.balance);
    await cache.refresh(pulsoKeys.deposits, pulsoKeys.transactions);
    return result;
  }

  async function recordFailure(
    userId: string,
    amount: FailedDepositBody["amount"],
    error: unknown,
  ): Promise<void> {
    try {
      await api.recordFailedDeposit({
        userId,
        amount,
        errorMessage: error instanceof Error ? error.message : String(error),
        pixelPayTransaction: declinedRecord(error),
      });
      await cache.refresh(pulsoKeys.deposits);
    } catch (recordError) {
      // The charge's own error is what the reader needs; losing the record is only logged.
      log.warn("a refused card charge could not be recorded", recordError);
    }
  }

  return {
    async depositByCard(card, options) {
      const userId = cache.userId("payments.depositByCard");
      const chargeOptions = chargeOptionsOf(options);
      let transaction: PixelPayTransaction;
      try {
        transaction = await api.chargeSandboxCard(card, chargeOptions);
      } catch (error) {
        if (!(isApiError(error) && error.code === "ABORTED")) {
          await recordFailure(userId, card.amount, error);
        }
        throw error;
      }
      // A failure from here on may hide a credit: retrying with the same record credits once.
      const result = await api.createDeposit(
        { userId, amount: card.amount, pixelPayTransaction: transaction },
        options,
      );
      return credited(result);
    },
    async recordCardDeposit(body, options) {
      const userId = cache.userId("payments.recordCardDeposit");
      return credited(await api.createDeposit({ ...body, userId }, options));
    },
    async requestCryptoDeposit(body, options) {
      const payment = await api.createCryptoPayment(body, options);
      queryClient.setQueryData(pulsoKeys.cryptoPayment(payment._id), payment);
      return payment;
    },
    async checkCryptoPayment(id) {
      const payment = await queryClient.fetchQuery({ ...queries.cryptoPayment(id), staleTime: 0 });
      if (payment.status === "confirmed") {
        await cache.updateBalance(undefined);
        await cache.refresh(pulsoKeys.deposits, pulsoKeys.transactions);
      }
      return payment;
    },
    async requestWithdrawal(body, options) {
      const userId = cache.userId("payments.requestWithdrawal");
      const result = await api.createWithdrawal(userId, body, options);
      await cache.updateBalance(result.balance);
      await cache.refresh(pulsoKeys.withdrawals, pulsoKeys.transactions);
      return result;
    },
    async approveWithdrawal(id, body) {
      const withdrawal = await api.approveWithdrawal(id, body);
      await cache.refresh(pulsoKeys.withdrawals);
      return withdrawal;
    },
    async rejectWithdrawal(id, body) {
      const withdrawal = await api.rejectWithdrawal(id, body);
      await cache.refresh(pulsoKeys.withdrawals);
      // The funds return to the withdrawal's owner, who may be the admin signed in here.
      await cache.updateBalance(undefined);
      return withdrawal;
    },
  };
}
