import {
  cryptoMinimumCents,
  findChain,
  findToken,
  isValidWalletAddress,
  WALLET_CHAINS,
  type ErrorCode,
  type WalletChain,
  type WalletToken,
} from "@pulso/core";
import { isAddress, parseUnits } from "viem";
import type { PortalTranslator } from "../i18n/usePortalT";

/** The chains a reader may pick, in the order the UI lists them (spec §9). */
export const PICKABLE_CHAINS: readonly WalletChain[] = WALLET_CHAINS;

/** The tokens accepted on a chain (none for an unknown chain). */
export function tokensFor(chainId: number): readonly WalletToken[] {
  return findChain(chainId)?.tokens ?? [];
}

/** The smallest crypto deposit for a currency, in dollars ($1, or the currency's own minimum). */
export function cryptoMinimumDollars(symbol: string): number {
  return cryptoMinimumCents(symbol) / 100;
}

/** The fee note shown next to a chain's token (spec §9), or null for an unknown pair. */
export function feeNoteFor(chainId: number, symbol: string): string | null {
  return findToken(chainId, symbol)?.feeNote ?? null;
}

/**
 * A fee note in the page's language. Core writes them as `~$0.50`, `~$5-50` or `~$5-50 (high)`:
 * a range reads "$5–$50" and "(high)" is translated; anything else is shown as it is.
 */
export function localizedFeeNote(note: string, { t }: Pick<PortalTranslator, "t">): string {
  const match = /^~\$(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))?( \(high\))?$/.exec(note.trim());
  if (!match) return note;
  const [, low, high, expensive] = match;
  const amount = high
    ? t("money.fee.range", { low: `$${low}`, high: `$${high}` })
    : t("money.fee.about", { amount: `$${low}` });
  return expensive ? t("money.fee.high", { amount }) : amount;
}

/**
 * The exact amount of a payment (a decimal string in the token's units, as the server gives it)
 * in the token's smallest units, for the wallet's transfer: `toTokenUnits("25.000001", 6)` is
 * 25000001n. Throws a RangeError for anything that is not a plain positive decimal with at most
 * `decimals` decimals, so a wrong amount is never sent.
 */
export function toTokenUnits(exactAmount: string, decimals: number): bigint {
  const text = exactAmount.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match || (match[2]?.length ?? 0) > decimals) {
    throw new RangeError(
      `[pulso] "${exactAmount}" is not an amount with at most ${decimals} decimals.`,
    );
  }
  const units = parseUnits(text, decimals);
  if (units <= 0n) throw new RangeError(`[pulso] "${exactAmount}" is not a positive amount.`);
  return units;
}

/**
 * A withdrawal address checked for its chain: core's rule (an EVM address, not the zero
 * address) and viem's `isAddress` in strict mode, so a mixed-case address must carry a valid
 * checksum. Returns the error code to show, or null when the address may be used.
 */
export function withdrawalAddressProblem(chainId: number, address: string): ErrorCode | null {
  const trimmed = address.trim();
  if (!isValidWalletAddress(chainId, trimmed)) return "INVALID_WALLET_ADDRESS";
  if (!isAddress(trimmed, { strict: true })) return "INVALID_WALLET_ADDRESS";
  return null;
}
