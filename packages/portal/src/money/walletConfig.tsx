import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createContext, useContext, useState, type ReactNode } from "react";
import type { Chain } from "viem";
import { anvil, arbitrum, base, bsc, mainnet, optimism, polygon } from "viem/chains";
import {
  createConfig,
  http,
  injected,
  WagmiProvider,
  type Config,
  type CreateConnectorFn,
} from "wagmi";
import { BUILD_LOCAL_CHAIN, type LocalChain } from "./localChain";

const SIX_CHAINS: [Chain, ...Chain[]] = [base, polygon, arbitrum, optimism, bsc, mainnet];
/** The six wallet chains of spec §9, in the UI's order. */
export const WALLET_VIEM_CHAINS: readonly Chain[] = SIX_CHAINS;

/** What the crypto page's wallet is built from: its connectors and the local test chain, if any. */
export interface WalletSettings {
  /** The wallet connectors offered, first one used by "Connect wallet". */
  connectors: () => CreateConnectorFn[];
  localChain: LocalChain | null;
}

const DEFAULT_SETTINGS: WalletSettings = {
  // The browser's own wallet (an extension that injects an EIP-1193 provider).
  connectors: () => [injected()],
  localChain: BUILD_LOCAL_CHAIN,
};

const WalletSettingsContext = createContext<WalletSettings>(DEFAULT_SETTINGS);

/**
 * Gives the crypto page other wallet settings than the default (the injected browser wallet and
 * the build's local chain): an embedding app or a test passes wagmi's `mock` connector here.
 * Nothing global or on `window` can change them.
 *
 * @example
 * <WalletConfigProvider connectors={() => [mock({ accounts: [address] })]}>…</WalletConfigProvider>
 */
export function WalletConfigProvider({
  connectors,
  localChain,
  children,
}: Partial<WalletSettings> & { children: ReactNode }) {
  const inherited = useContext(WalletSettingsContext);
  const [settings] = useState<WalletSettings>(() => ({
    connectors: connectors ?? inherited.connectors,
    localChain: localChain === undefined ? inherited.localChain : localChain,
  }));
  return (
    <WalletSettingsContext.Provider value={settings}>{children}</WalletSettingsContext.Provider>
  );
}

/** The wallet settings in force (the default ones outside any {@link WalletConfigProvider}). */
export function useWalletSettings(): WalletSettings {
  return useContext(WalletSettingsContext);
}

/** The viem chain of a local test node at `rpcUrl` (anvil's id, its own RPC). */
function localViemChain(local: LocalChain): Chain {
  return {
    ...anvil,
    id: local.walletChainId,
    rpcUrls: { default: { http: [local.rpcUrl] } },
  };
}

/**
 * A wagmi config over the six chains (plus the local test chain when the build has one), with
 * the given connectors. Only the browser wallet reads the chains; the portal never calls a public
 * RPC itself.
 */
export function createWalletConfig(settings: WalletSettings): Config {
  const chains: [Chain, ...Chain[]] = [...SIX_CHAINS];
  if (settings.localChain) chains.push(localViemChain(settings.localChain));
  return createConfig({
    chains,
    connectors: settings.connectors(),
    multiInjectedProviderDiscovery: false,
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http()])),
  });
}

/**
 * wagmi and its own react-query client, for the crypto page only: the rest of the portal (and
 * its route chunks) never loads them. Keeps one config and client for the page's life.
 */
export function WalletProviders({ children }: { children: ReactNode }) {
  const settings = useWalletSettings();
  const [config] = useState(() => createWalletConfig(settings));
  const [queryClient] = useState(() => new QueryClient());
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  );
}
