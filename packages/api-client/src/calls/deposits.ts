import type {
  CreateDepositBody,
  FailedDepositBody,
  ListDepositsQuery,
  SandboxCardChargeBody,
} from "@pulso/core";
import type { QueryParams } from "../requestURL";
import type { CallContext, CallOptions, MoneyCallOptions } from "./callOptions";

/** The deposit calls of spec §7, and the sandbox card processor's charge (DESIGN §9). */
export function depositCalls({ call }: CallContext) {
  return {
    /**
     * POST /payments/sandbox/charge: charges a test card at the local sandbox processor and
     * resolves its signed transaction record, to post with `createDeposit`. A refused charge
     * rejects with the card's code (CARD_DECLINED, CARD_EXPIRED, …); a declined record, when the
     * sandbox issued one, is in the ApiError's `details.transaction`. Pass an `idempotencyKey`
     * (one per deposit attempt, reused when retrying it) so a retry after a lost answer gets the
     * same record, or the same decline, instead of charging the card again.
     */
    chargeSandboxCard: (body: SandboxCardChargeBody, options?: MoneyCallOptions) =>
      call("chargeSandboxCard", { ...options, body }).then((data) => data.transaction),
    /**
     * POST /deposits: the server verifies the card record and credits it once; posting the same
     * record again answers the deposit already credited.
     */
    createDeposit: (body: CreateDepositBody, options?: MoneyCallOptions) =>
      call("createDeposit", { ...options, body }),
    /** POST /deposits/failed: records a failed card payment (nothing is credited). */
    recordFailedDeposit: (body: FailedDepositBody, options?: CallOptions) =>
      call("recordFailedDeposit", { ...options, body }).then((data) => data.deposit),
    /** GET /deposits?userId&page&limit: the user's deposits, newest first (20 a page). */
    listDeposits: (query: ListDepositsQuery = {}, options?: CallOptions) =>
      call("listDeposits", { ...options, query: query as QueryParams }),
  };
}
