import type { CryptoNetwork, WalletChain } from "@pulso/core";
import { usePulso } from "@pulso/widgets";
import { useEffect, useState } from "react";
import { PICKABLE_CHAINS } from "./walletTokens";

/** Which way money moves: in (deposits) or out (withdrawals). */
export type CryptoDirection = "deposits" | "withdrawals";

/**
 * What the server can do on each chain, as the money pages read it before showing a form:
 * `unknown` when the server could not be asked (the form then tries, and the request itself says
 * what went wrong), else the chains and tokens that work now (possibly none).
 */
export type CryptoNetworksState =
  | { status: "loading" }
  | { status: "unknown" }
  | { status: "known"; networks: readonly CryptoNetwork[] };

/** Asks GET /payments/crypto/networks once per page. */
export function useCryptoNetworks(): CryptoNetworksState {
  const pulso = usePulso();
  const [state, setState] = useState<CryptoNetworksState>({ status: "loading" });
  useEffect(() => {
    let live = true;
    pulso.api.getCryptoNetworks().then(
      (networks) => {
        if (live) setState({ status: "known", networks });
      },
      () => {
        if (live) setState({ status: "unknown" });
      },
    );
    return () => {
      live = false;
    };
  }, [pulso]);
  return state;
}

/**
 * The chains a form may offer, each with the token symbols that work on it: every chain and
 * token when the server could not be asked, else only what it said works (in the UI's order).
 */
export function offeredChains(
  state: CryptoNetworksState,
  direction: CryptoDirection,
): { chain: WalletChain; symbols: readonly string[] }[] {
  if (state.status !== "known") {
    return PICKABLE_CHAINS.map((chain) => ({
      chain,
      symbols: chain.tokens.map((token) => token.symbol),
    }));
  }
  return PICKABLE_CHAINS.flatMap((chain) => {
    const symbols = state.networks.find((network) => network.chainId === chain.id)?.[direction];
    return symbols && symbols.length > 0 ? [{ chain, symbols }] : [];
  });
}
