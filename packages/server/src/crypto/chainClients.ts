import {
  createPublicClient,
  defineChain,
  http,
  webSocket,
  type Chain,
  type PublicClient,
} from "viem";
import type { ConfiguredChain } from "./cryptoConfig";

/** How long one JSON-RPC call may take before the watcher gives up until its next run. */
const RPC_TIMEOUT_MS = 10_000;

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

/** The viem transport for a chain's RPC URL (http(s) or ws(s)). */
export function transportOf(configured: ConfiguredChain) {
  return configured.rpcUrl.startsWith("ws")
    ? webSocket(configured.rpcUrl, { timeout: RPC_TIMEOUT_MS })
    : http(configured.rpcUrl, { timeout: RPC_TIMEOUT_MS, retryCount: 1 });
}

/** One read-only JSON-RPC client per configured chain, made on first use. */
export interface ChainClients {
  of(configured: ConfiguredChain): PublicClient;
}

/** Creates the cache of read clients. */
export function createChainClients(): ChainClients {
  const clients = new Map<number, PublicClient>();
  return {
    of(configured) {
      let client = clients.get(configured.chain.id);
      if (!client) {
        client = createPublicClient({
          chain: viemChainOf(configured),
          transport: transportOf(configured),
        });
        clients.set(configured.chain.id, client);
      }
      return client;
    },
  };
}
