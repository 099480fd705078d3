import type { CreateDepositBody, Deposit, FailedDepositBody, ListDepositsQuery } from "@pulso/core";
import type { CallContext, CallOptions, MoneyCallOptions } from "./callOptions";

/** The deposit calls of spec §7. */
export function depositCalls({ transport }: CallContext) {
  return {
    /** POST /deposits: the server verifies the card record and credits it once. */
    createDeposit: (body: CreateDepositBody, options?: MoneyCallOptions) =>
      transport.request<{ deposit: Deposit; balance?: number }>("POST", "/deposits", {
        ...options,
        body,
      }),
    /** POST /deposits/failed: records a failed card payment (nothing is credited). */
    recordFailedDeposit: (body: FailedDepositBody, options?: CallOptions) =>
      transport
        .request<{ deposit: Deposit }>("POST", "/deposits/failed", { ...options, body })
        .then((data) => data.deposit),
    /** GET /deposits?userId. */
    listDeposits: (query: ListDepositsQuery = {}, options?: CallOptions) =>
      transport
        .request<{ deposits: Deposit[] }>("GET", "/deposits", { ...options, query })
        .then((data) => data.deposits),
  };
}
