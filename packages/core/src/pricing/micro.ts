import { MICRO_SHARES_PER_CENT } from "./constants";
import { PricingError } from "./errors";

/**
 * What `sharesMicro` micro-shares pay if they win, in whole cents: floor(m / 10,000), computed
 * exactly (no float division), because every payout rounds down and the dust stays with the house.
 */
export function microSharesToCents(sharesMicro: number): number {
  if (!Number.isSafeInteger(sharesMicro)) {
    throw new PricingError(
      "INVALID_POSITION",
      `Micro-shares must be a safe integer, got ${String(sharesMicro)}`,
    );
  }
  // `%` on doubles is exact, and subtracting the remainder leaves an exact multiple of 10,000.
  const remainder = sharesMicro % MICRO_SHARES_PER_CENT;
  const truncated = (sharesMicro - remainder) / MICRO_SHARES_PER_CENT;
  return remainder < 0 ? truncated - 1 : truncated;
}
