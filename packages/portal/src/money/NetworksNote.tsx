import { PICKABLE_CHAINS } from "./walletTokens";
import type { OfferedChain } from "./ChainTokenFields";
import type { CryptoNetworksState } from "./cryptoNetworks";
import { usePortalT } from "../i18n/usePortalT";

/**
 * Above a crypto form, when only some of the six chains work now: which ones do ("Right now we
 * only accept: Base, Polygon."), so nobody looks for a missing one.
 */
export function NetworksNote({
  state,
  chains,
}: {
  state: CryptoNetworksState;
  chains: readonly OfferedChain[];
}) {
  const { t, lang } = usePortalT();
  if (state.status !== "known" || chains.length === PICKABLE_CHAINS.length) return null;
  const names = new Intl.ListFormat(lang, { type: "conjunction" }).format(
    chains.map(({ chain }) => chain.name),
  );
  return <p className="portal-muted">{t("money.networks.someOff", { networks: names })}</p>;
}
