import { WALLET_CHAINS } from "@pulso/core";

/** Anvil's (and Hardhat's) fixed chain id: the id a local test node reports. */
export const LOCAL_CHAIN_ID = 31337;

/**
 * A local test node standing in for one of the six chains: the server's `CRYPTO_CHAINS` may point
 * a chain (e.g. "base") at a local anvil, and then its payments keep core's id (8453) in the API
 * while the wallet must send on the node's own chain (31337) through the node's RPC URL.
 */
export interface LocalChain {
  /** Core's id of the chain the node stands in for (what the API speaks). */
  apiChainId: number;
  /** The node's chain id (what the wallet speaks). */
  walletChainId: number;
  rpcUrl: string;
}

/**
 * Parses the build setting `VITE_PULSO_LOCAL_CHAIN` (`<core chain key>=<rpc url>`, e.g.
 * `base=http://127.0.0.1:8545`): set only for development and test builds that run the server
 * against a local anvil. Anything else, including an unset value, means no local chain.
 */
export function parseLocalChain(raw: string | undefined): LocalChain | null {
  if (!raw) return null;
  const separator = raw.indexOf("=");
  if (separator <= 0) return null;
  const key = raw.slice(0, separator).trim();
  const rpcUrl = raw.slice(separator + 1).trim();
  const chain = WALLET_CHAINS.find((candidate) => candidate.key === key);
  if (!chain || !/^https?:\/\/\S+$/.test(rpcUrl)) return null;
  return { apiChainId: chain.id, walletChainId: LOCAL_CHAIN_ID, rpcUrl };
}

/** The local chain this build was made for, if any (never in a production build's settings). */
export const BUILD_LOCAL_CHAIN: LocalChain | null = parseLocalChain(
  (import.meta.env as Record<string, string | undefined>).VITE_PULSO_LOCAL_CHAIN,
);

/** The chain id a wallet must send a payment of `apiChainId` on. */
export function walletChainIdFor(apiChainId: number, local: LocalChain | null): number {
  return local && local.apiChainId === apiChainId ? local.walletChainId : apiChainId;
}
