import type { CryptoDeposit, Deposit, Suggestion, Ticket, Withdrawal } from "@pulso/core";

// Valid Step 5 entities for the sdk's own tests (core's fixtures do not have them yet).

const AT = "2026-11-03T18:00:00.000Z";

/** A credited card deposit. */
export function sampleDeposit(overrides: Partial<Deposit> = {}): Deposit {
  return {
    _id: "d_1",
    userId: "u_1",
    amount: 25,
    method: "card",
    status: "completed",
    pixelPayTransaction: null,
    errorMessage: null,
    createdAt: AT,
    ...overrides,
  };
}

/** A crypto payment request waiting for its transfer. */
export function sampleCryptoPayment(overrides: Partial<CryptoDeposit> = {}): CryptoDeposit {
  return {
    _id: "cp_1",
    amountUsd: 25,
    cryptocurrency: "USDC",
    chainId: 8453,
    network: "Base",
    paymentAddress: "0x1111111111111111111111111111111111111111",
    tokenAddress: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
    exactAmount: "25.000001",
    transactionHash: null,
    status: "waiting",
    confirmations: 0,
    requiredConfirmations: 3,
    expiresAt: "2026-11-03T18:30:00.000Z",
    createdAt: AT,
    ...overrides,
  };
}

/** A requested withdrawal. */
export function sampleWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    _id: "w_1",
    userId: "u_1",
    amount: 5,
    method: "crypto",
    cryptocurrency: "USDC",
    chainId: 8453,
    walletAddress: "0x2222222222222222222222222222222222222222",
    estimatedNetworkFee: "0.001",
    status: "requested",
    txHash: null,
    adminNotes: null,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

/** An open ticket with no replies. */
export function sampleTicket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    _id: "t_1",
    user: { _id: "u_1", name: "Ana Pérez" },
    subject: "Deposit missing",
    category: "billing",
    priority: "medium",
    description: "My card deposit of $25 does not show up.",
    attachments: [],
    status: "open",
    assignee: null,
    messageCount: 0,
    createdAt: AT,
    updatedAt: AT,
    messages: [],
    ...overrides,
  };
}

/** A pending suggestion. */
export function sampleSuggestion(overrides: Partial<Suggestion> = {}): Suggestion {
  return {
    _id: "s_1",
    user: { _id: "u_1", name: "Ana Pérez" },
    titleEn: "Will turnout pass 60%?",
    titleEs: null,
    descriptionEn: "Resolves with the official count.",
    descriptionEs: null,
    category: "presidential",
    estimatedEndDate: null,
    status: "pending",
    adminNotes: null,
    profitSharePercentage: null,
    linkedMarketId: null,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}
