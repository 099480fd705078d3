import { z } from "zod";
import { idSchema, isoDateTimeSchema } from "./common";

/**
 * The card processor's signed transaction record (spec §3 `pixelPayTransaction`). The browser
 * gets it from the processor and posts it; the server verifies it with the processor before
 * crediting (DESIGN §9).
 */
export const pixelPayTransactionSchema = z.object({
  transactionId: z.string().min(1).max(128),
  amount: z.number(),
  currency: z.string().min(3).max(3),
  status: z.enum(["approved", "declined", "error"]),
  cardBrand: z.string().max(32).optional(),
  cardLast4: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  errorCode: z.string().max(64).optional(),
  createdAt: isoDateTimeSchema,
  signature: z.string().min(1).max(512),
});
/** A card processor transaction record. */
export type PixelPayTransaction = z.infer<typeof pixelPayTransactionSchema>;

/** Deposit statuses. */
export const DEPOSIT_STATUSES = ["completed", "failed", "pending"] as const;

/** A deposit (spec §3 "Deposit"); failed ones carry errorMessage. Amount in dollars. */
export const depositSchema = z.object({
  _id: idSchema,
  userId: idSchema,
  amount: z.number(),
  method: z.enum(["card", "crypto"]),
  status: z.enum(DEPOSIT_STATUSES),
  /** Complete and verified on a credited deposit; as the client reported it on a failed one. */
  pixelPayTransaction: pixelPayTransactionSchema.partial().nullable(),
  errorMessage: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
/** A deposit. */
export type Deposit = z.infer<typeof depositSchema>;

/** The card deposit form (spec §3 "Card deposit form"). Never sent to the Pulso server. */
export const cardDepositFieldsSchema = z.object({
  amount: z.number(),
  cardNumber: z.string(),
  cardholder: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  cvv: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  postalCode: z.string(),
  currency: z.string(),
});
/** The card deposit form's values. */
export type CardDepositForm = z.infer<typeof cardDepositFieldsSchema>;

/** Crypto payment statuses (spec §4, DESIGN §2). */
export const CRYPTO_PAYMENT_STATUSES = [
  "waiting",
  "received",
  "confirmed",
  "failed",
  "expired",
] as const;
/** A crypto payment's status. */
export type CryptoPaymentStatus = (typeof CRYPTO_PAYMENT_STATUSES)[number];

/** A crypto deposit request (spec §3 "Crypto deposit"). */
export const cryptoDepositSchema = z.object({
  _id: idSchema,
  /** The USD amount credited on confirmation. */
  amountUsd: z.number(),
  cryptocurrency: z.string(),
  chainId: z.number().int(),
  network: z.string(),
  paymentAddress: z.string(),
  tokenAddress: z.string().nullable(),
  /** The exact amount to send, as a decimal string in the token's units. */
  exactAmount: z.string(),
  transactionHash: z.string().nullable(),
  status: z.enum(CRYPTO_PAYMENT_STATUSES),
  confirmations: z.number().int(),
  requiredConfirmations: z.number().int(),
  expiresAt: isoDateTimeSchema,
  createdAt: isoDateTimeSchema,
});
/** A crypto deposit request. */
export type CryptoDeposit = z.infer<typeof cryptoDepositSchema>;

/** Withdrawal statuses (DESIGN §2). */
export const WITHDRAWAL_STATUSES = [
  "requested",
  "approved",
  "sent",
  "completed",
  "rejected",
] as const;
/** A withdrawal's status. */
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** A withdrawal (spec §3 "Withdrawal"). Amounts in dollars. */
export const withdrawalSchema = z.object({
  _id: idSchema,
  userId: idSchema,
  amount: z.number(),
  method: z.literal("crypto"),
  cryptocurrency: z.string(),
  chainId: z.number().int(),
  walletAddress: z.string(),
  estimatedNetworkFee: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  txHash: z.string().nullable(),
  adminNotes: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
/** A withdrawal. */
export type Withdrawal = z.infer<typeof withdrawalSchema>;
