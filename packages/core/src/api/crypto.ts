import { z } from "zod";
import { idSchema, successEnvelope } from "../entities/common";
import { cryptoDepositSchema, WITHDRAWAL_STATUSES, withdrawalSchema } from "../entities/payments";
import { cryptoDepositFormSchema } from "../validation/rules";

// The crypto deposit requests and the admin's withdrawal review (DESIGN §9 adds them; spec §7
// shows only the user's withdrawal calls).

/** POST /payments/crypto: the USD amount, chain and token of a new payment request. */
export const createCryptoPaymentBodySchema = cryptoDepositFormSchema.strict();

/** `data.payment`: one crypto payment request, with its address, exact amount and status. */
export const cryptoPaymentResponseSchema = successEnvelope(
  z.object({ payment: cryptoDepositSchema }),
);

/**
 * One chain in GET /payments/crypto/networks: the tokens this server can take deposits in and
 * send withdrawals in right now (empty: that way is off on this chain).
 */
export const cryptoNetworkSchema = z.object({
  chainId: z.number().int().positive(),
  deposits: z.array(z.string()),
  withdrawals: z.array(z.string()),
});

/** `data.networks`: every chain of WALLET_CHAINS, in its order, with what works on it. */
export const cryptoNetworksResponseSchema = successEnvelope(
  z.object({ networks: z.array(cryptoNetworkSchema) }),
);

/** GET /admin/withdrawals?status: the queue an admin reviews. */
export const adminWithdrawalsQuerySchema = z.strictObject({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
});

/** POST /admin/withdrawals/:id/approve and /reject: optional notes shown to the user. */
export const reviewWithdrawalBodySchema = z.strictObject({
  adminNotes: z.string().trim().max(500, "TOO_LONG").optional(),
});

/** `:id` of a withdrawal. */
export const withdrawalIdParamsSchema = z.strictObject({ id: idSchema });

/** `data.withdrawal` of an admin review. */
export const reviewedWithdrawalResponseSchema = successEnvelope(
  z.object({ withdrawal: withdrawalSchema }),
);

/** The body of a new crypto payment request. */
export type CreateCryptoPaymentBody = z.input<typeof createCryptoPaymentBodySchema>;
/** The filter of the admin's withdrawal list. */
export type AdminWithdrawalsQuery = z.input<typeof adminWithdrawalsQuerySchema>;
/** An admin's review of a withdrawal. */
export type ReviewWithdrawalBody = z.input<typeof reviewWithdrawalBodySchema>;
/** What works on one chain: deposit and withdrawal tokens. */
export type CryptoNetwork = z.infer<typeof cryptoNetworkSchema>;
/** A crypto payment request's response. */
export type CryptoPaymentResponse = z.infer<typeof cryptoPaymentResponseSchema>;
