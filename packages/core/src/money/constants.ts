/**
 * Largest amount any money field accepts ($10,000,000): a guard against absurd or overflowing
 * input at the boundary, far above every real limit.
 */
export const MAX_AMOUNT_CENTS = 1_000_000_000;
