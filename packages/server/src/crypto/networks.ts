import { WALLET_CHAINS, type CryptoNetwork } from "@pulso/core";
import { configuredToken, type CryptoSettings } from "./cryptoConfig";

/**
 * What works on each of the six chains on this server (GET /payments/crypto/networks), by the
 * same rules the requests are refused by: a chain needs an RPC URL (CRYPTO_CHAINS), a native coin
 * needs a USD price (CRYPTO_NATIVE_USD_PRICES), and withdrawals need the hot wallet's key
 * (CRYPTO_HOT_WALLET_KEY) to be sent once approved. A node that is down is still found out by the
 * request itself (503 with a reason).
 */
export function cryptoNetworks(settings: CryptoSettings): CryptoNetwork[] {
  return WALLET_CHAINS.map((chain) => {
    const usable = chain.tokens
      .filter((token) => {
        const pair = configuredToken(settings, chain.id, token.symbol);
        if (!pair) return false;
        return pair.token.contractAddress !== null || settings.nativeUsdCents.has(token.symbol);
      })
      .map((token) => token.symbol);
    return {
      chainId: chain.id,
      deposits: usable,
      withdrawals: settings.hotWalletKey ? usable : [],
    };
  });
}
