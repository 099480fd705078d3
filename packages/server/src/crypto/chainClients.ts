import {
  createPublicClient,
  defineChain,
  http,
  webSocket,
  type Chain,
  type PublicClient,
} from "viem";
import type { ConfiguredChain } from "./cryptoConfig";

/**
 * How long one JSON-RPC call may take by default (CRYPTO_RPC_TIMEOUT_MS): viem's own default
 * would let a node that accepts a connection and never answers hold a request or a watcher run
 * for that long on every call, so the server always sets it explicitly.
 */
export const DEFAULT_RPC_TIMEOUT_MS = 10_000;

/** The viem chain definition of a configured chain (its node's own chain id). */
export function viemChainOf(configured: ConfiguredChain): Chain {
  return defineChain({
    id: configured.nodeChainId,
    name: configured.chain.name,
    nativeCurrency: {
      name: configured.chain.nativeSymbol,
      symbol: configured.chain.nativeSymbol,
      decimals: 18,
    },
    rpcUrls: { default: { http: [configured.rpcUrl] } },
  });
}

/**
 * The viem transport for a chain's RPC URL (http(s) or ws(s)): each call fails after `timeoutMs`
 * and is retried once, so a silent node costs at most about twice that, never forever.
 */
export function transportOf(configured: ConfiguredChain, timeoutMs = DEFAULT_RPC_TIMEOUT_MS) {
  return configured.rpcUrl.startsWith("ws")
    ? webSocket(configured.rpcUrl, { timeout: timeoutMs, retryCount: 1 })
    : http(configured.rpcUrl, { timeout: timeoutMs, retryCount: 1 });
}

/** One read-only JSON-RPC client per configured chain, made on first use. */
export interface ChainClients {
  of(configured: ConfiguredChain): PublicClient;
}

/** Creates the cache of read clients, whose calls time out after `timeoutMs`. */
export function createChainClients(timeoutMs = DEFAULT_RPC_TIMEOUT_MS): ChainClients {
  const clients = new Map<number, PublicClient>();
  return {
    of(configured) {
      let client = clients.get(configured.chain.id);
      if (!client) {
        client = createPublicClient({
          chain: viemChainOf(configured),
          transport: transportOf(configured, timeoutMs),
        });
        clients.set(configured.chain.id, client);
      }
      return client;
    },
  };
}
