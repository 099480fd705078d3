import type {
  AdminWithdrawalsQuery,
  CreateCryptoPaymentBody,
  CryptoDeposit,
  ReviewWithdrawalBody,
  Withdrawal,
} from "@pulso/core";
import { buildPath } from "@pulso/core";
import type { CallContext, CallOptions, MoneyCallOptions } from "./callOptions";

/** Crypto payment requests and the admin's withdrawal review (DESIGN §9). */
export function cryptoCalls({ transport }: CallContext) {
  const withdrawal = (promise: Promise<{ withdrawal: Withdrawal }>) =>
    promise.then((data) => data.withdrawal);
  return {
    /**
     * POST /payments/crypto: a payment request with its own deposit address, the exact amount to
     * send in the token's units and an expiry. Send exactly that amount of that token on that
     * chain; poll `getCryptoPayment` for its status.
     */
    createCryptoPayment: (body: CreateCryptoPaymentBody, options?: MoneyCallOptions) =>
      transport
        .request<{ payment: CryptoDeposit }>("POST", "/payments/crypto", { ...options, body })
        .then((data) => data.payment),
    /** GET /payments/crypto/:id: waiting, received (with confirmations), confirmed, failed or expired. */
    getCryptoPayment: (id: string, options?: CallOptions) =>
      transport
        .request<{
          payment: CryptoDeposit;
        }>("GET", buildPath("/payments/crypto/:id", { id }), options)
        .then((data) => data.payment),
    /** GET /admin/withdrawals?status: every user's withdrawals, newest first (admin). */
    listAdminWithdrawals: (query: AdminWithdrawalsQuery = {}, options?: CallOptions) =>
      transport
        .request<{ withdrawals: Withdrawal[] }>("GET", "/admin/withdrawals", { ...options, query })
        .then((data) => data.withdrawals),
    /** POST /admin/withdrawals/:id/approve: the hot wallet sends it; resolves with its tx hash. */
    approveWithdrawal: (id: string, body: ReviewWithdrawalBody = {}, options?: CallOptions) =>
      withdrawal(
        transport.request("POST", buildPath("/admin/withdrawals/:id/approve", { id }), {
          ...options,
          body,
        }),
      ),
    /** POST /admin/withdrawals/:id/reject: the held funds return to the user. */
    rejectWithdrawal: (id: string, body: ReviewWithdrawalBody = {}, options?: CallOptions) =>
      withdrawal(
        transport.request("POST", buildPath("/admin/withdrawals/:id/reject", { id }), {
          ...options,
          body,
        }),
      ),
  };
}
