import type {
  AdminWithdrawalsQuery,
  CreateCryptoPaymentBody,
  ReviewWithdrawalBody,
} from "@pulso/core";
import type { QueryParams } from "../requestURL";
import type { CallContext, CallOptions, MoneyCallOptions } from "./callOptions";

/** Crypto payment requests and the admin's withdrawal review (DESIGN §9). */
export function cryptoCalls({ call }: CallContext) {
  return {
    /**
     * POST /payments/crypto: a payment request with its own deposit address, the exact amount to
     * send in the token's units and an expiry. Send exactly that amount of that token on that
     * chain; poll `getCryptoPayment` for its status.
     */
    createCryptoPayment: (body: CreateCryptoPaymentBody, options?: MoneyCallOptions) =>
      call("createCryptoPayment", { ...options, body }).then((data) => data.payment),
    /**
     * GET /payments/crypto/networks: each chain with the tokens this server takes deposits in
     * and sends withdrawals in now (empty lists: that way is off), to say so before any form.
     */
    getCryptoNetworks: (options?: CallOptions) =>
      call("getCryptoNetworks", options).then((data) => data.networks),
    /** GET /payments/crypto/:id: waiting, received (with confirmations), confirmed, failed or expired. */
    getCryptoPayment: (id: string, options?: CallOptions) =>
      call("getCryptoPayment", { ...options, params: { id } }).then((data) => data.payment),
    /** GET /admin/withdrawals?status: every user's withdrawals, newest first (admin). */
    listAdminWithdrawals: (query: AdminWithdrawalsQuery = {}, options?: CallOptions) =>
      call("listAdminWithdrawals", { ...options, query: query as QueryParams }).then(
        (data) => data.withdrawals,
      ),
    /** POST /admin/withdrawals/:id/approve: the hot wallet sends it; resolves with its tx hash. */
    approveWithdrawal: (id: string, body: ReviewWithdrawalBody = {}, options?: CallOptions) =>
      call("approveWithdrawal", { ...options, params: { id }, body }).then(
        (data) => data.withdrawal,
      ),
    /** POST /admin/withdrawals/:id/reject: the held funds return to the user. */
    rejectWithdrawal: (id: string, body: ReviewWithdrawalBody = {}, options?: CallOptions) =>
      call("rejectWithdrawal", { ...options, params: { id }, body }).then(
        (data) => data.withdrawal,
      ),
  };
}
