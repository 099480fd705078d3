/**
 * Default liquidity `b` in shares: a $100 bet (net $98 after the 2% fee) moves a 50/50 market
 * to 55 cents, as DESIGN §2 asks: 1 − 0.5·e^(−98/b) = 0.55 ⇒ b = 98 / ln(10/9) ≈ 930.
 */
export const DEFAULT_LIQUIDITY_B = 930;

/** Smallest liquidity an admin may set: below it a few dollars swing a market to its bounds. */
export const MIN_LIQUIDITY_B = 10;

/** Largest liquidity an admin may set: keeps the house subsidy and the share counts bounded. */
export const MAX_LIQUIDITY_B = 1_000_000;

/** Trading fee as a fraction of the stake (spec §9: 2.0%), paid to the house fee account. */
export const TRADING_FEE_RATE = 0.02;

/** Micro-shares in one share: shares are stored as integers of 1e-6 share (DESIGN §2). */
export const MICRO_SHARES_PER_SHARE = 1_000_000;

/** Micro-shares that pay one cent when they win (one share pays 100 cents). */
export const MICRO_SHARES_PER_CENT = 10_000;

/**
 * Largest stake `quoteBet` accepts ($1,000,000,000): an overflow guard that keeps share counts
 * safe integers, not a business limit (those live with the money rules).
 */
export const MAX_QUOTE_AMOUNT_CENTS = 100_000_000_000;
