import { pbkdf2Sync } from "node:crypto";
import type { Address } from "viem";
import { HDKey, hdKeyToAccount, mnemonicToAccount } from "viem/accounts";

/** Derives each payment request's own deposit address from the HD seed. */
export interface DepositAddresses {
  /** The address at `m/44'/60'/0'/0/<index>` of the configured mnemonic. */
  addressAt(index: number): Address;
}

/**
 * Builds the deriver once: the BIP-39 seed is computed at start (2,048 PBKDF2 rounds), each
 * address is then one cheap derivation. The server only ever needs the addresses; the keys to
 * sweep deposited funds stay with whoever holds the mnemonic offline.
 */
export function createDepositAddresses(mnemonic: string): DepositAddresses {
  // Validates the mnemonic's words and checksum (throws on a bad one).
  mnemonicToAccount(mnemonic);
  const seed = pbkdf2Sync(mnemonic.normalize("NFKD"), "mnemonic", 2048, 64, "sha512");
  const root = HDKey.fromMasterSeed(seed);
  return {
    addressAt(index) {
      if (!Number.isSafeInteger(index) || index < 0 || index >= 2 ** 31) {
        throw new RangeError(`HD address index out of range: ${index}`);
      }
      return hdKeyToAccount(root, { addressIndex: index }).address;
    },
  };
}
