import { WALLET_CHAINS, type CryptoNetwork } from "@pulso/core";
import { success, type FakeApi } from "@pulso/sdk/testing";

/** Every chain with every token, both ways: a server with all six nodes and a hot wallet. */
export const ALL_NETWORKS: CryptoNetwork[] = WALLET_CHAINS.map((chain) => {
  const symbols = chain.tokens.map((token) => token.symbol);
  return { chainId: chain.id, deposits: symbols, withdrawals: symbols };
});

/** No chain either way: a server without CRYPTO_CHAINS. */
export const NO_NETWORKS: CryptoNetwork[] = WALLET_CHAINS.map((chain) => ({
  chainId: chain.id,
  deposits: [],
  withdrawals: [],
}));

/** Answers GET /payments/crypto/networks. */
export function serveNetworks(api: FakeApi, networks: CryptoNetwork[] = ALL_NETWORKS): void {
  api.on("GET", "/payments/crypto/networks", success({ networks }));
}

/** What the money pages say while they ask. */
export const CHECKING = {
  en: "Checking which networks are available…",
  es: "Comprobando qué redes están disponibles…",
} as const;
