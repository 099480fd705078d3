/** Ledger accounts (DESIGN §3). Users and market escrows have one each; the house has several. */
export type LedgerAccount =
  | `user:${string}`
  | `market:${string}`
  | "house:fees"
  | "house:subsidy"
  | "house:promo"
  | "house:dust"
  | "external:card"
  | `external:crypto:${string}`
  | "external:withdrawals"
  | "house:withdrawals-held"
  | "suggester-share";

/** A user's spendable balance. */
export const userAccount = (userId: string): LedgerAccount => `user:${userId}`;
/** A market's escrow: stakes in, subsidy in, payouts out. */
export const marketAccount = (marketId: string): LedgerAccount => `market:${marketId}`;
