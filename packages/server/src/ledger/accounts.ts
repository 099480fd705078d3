/**
 * Ledger accounts (DESIGN §3). Users, market escrows and publishers have one each; the house has
 * several.
 */
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
  | "suggester-share"
  | `publisher:${string}`;

/** A user's spendable balance. */
export const userAccount = (userId: string): LedgerAccount => `user:${userId}`;
/** A market's escrow: stakes in, subsidy in, payouts out. */
export const marketAccount = (marketId: string): LedgerAccount => `market:${marketId}`;
/** What the platform owes a publisher: its shares in, its payouts out (DESIGN §12). */
export const publisherAccount = (publisherId: string): LedgerAccount => `publisher:${publisherId}`;
