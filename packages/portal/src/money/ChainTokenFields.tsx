import type { WalletChain } from "@pulso/core";
import { SelectField } from "../auth/FieldControls";
import { usePortalT } from "../i18n/usePortalT";
import type { useCheckedForm } from "../support/useCheckedForm";
import { feeNoteFor, localizedFeeNote, tokensFor } from "./walletTokens";

/** The two values {@link ChainTokenFields} edits in a money form. */
export interface ChainTokenValues extends Record<string, string> {
  chainId: string;
  cryptocurrency: string;
}

/** A chain a form offers, with the symbols of its tokens that work now. */
export interface OfferedChain {
  chain: WalletChain;
  symbols: readonly string[];
}

/** Props of {@link ChainTokenFields}. */
export interface ChainTokenFieldsProps<TValues extends ChainTokenValues> {
  form: ReturnType<typeof useCheckedForm<TValues, unknown>>;
  /** The chains to offer (see `offeredChains`), in the UI's order. */
  chains: readonly OfferedChain[];
  labels: {
    network: string;
    token: string;
    /** The token's hint when the chain charges a network fee ("Network fee: about $0.02"). */
    fee(fee: string): string;
  };
}

/** The tokens offered on a chain, in the chain's order. */
function offeredTokens(chains: readonly OfferedChain[], chainId: number) {
  const symbols = chains.find((offered) => offered.chain.id === chainId)?.symbols ?? [];
  return tokensFor(chainId).filter((token) => symbols.includes(token.symbol));
}

/**
 * The chain and token a form opens on: the first chain offered, with USDC when it has it, else
 * its first token.
 */
export function firstChoice(chains: readonly OfferedChain[]): ChainTokenValues {
  const first = chains[0];
  if (!first) return { chainId: "", cryptocurrency: "" };
  const tokens = offeredTokens(chains, first.chain.id);
  const token = tokens.find((candidate) => candidate.symbol === "USDC") ?? tokens[0];
  return { chainId: String(first.chain.id), cryptocurrency: token?.symbol ?? "" };
}

/**
 * The network and token selects of the crypto deposit and withdrawal forms: the chains that work
 * now, then the tokens of the chosen one. Changing the chain keeps the token when the new chain
 * has it, else takes its first; the token's hint shows the chain's network fee, in the page's
 * language.
 */
export function ChainTokenFields<TValues extends ChainTokenValues>({
  form,
  chains,
  labels,
}: ChainTokenFieldsProps<TValues>) {
  const translator = usePortalT();
  const chainId = Number(form.values.chainId);
  const fee = feeNoteFor(chainId, form.values.cryptocurrency);
  return (
    <>
      <SelectField
        label={labels.network}
        options={chains.map(({ chain }) => ({ value: String(chain.id), label: chain.name }))}
        {...form.field("chainId")}
        onChange={(event) => {
          const tokens = offeredTokens(chains, Number(event.target.value));
          form.setValues((current) => ({
            ...current,
            chainId: event.target.value,
            cryptocurrency:
              tokens.find((token) => token.symbol === current.cryptocurrency)?.symbol ??
              tokens[0]?.symbol ??
              "",
          }));
        }}
      />
      <SelectField
        label={labels.token}
        options={offeredTokens(chains, chainId).map((token) => ({
          value: token.symbol,
          label: `${token.symbol} · ${token.name}`,
        }))}
        hint={fee ? labels.fee(localizedFeeNote(fee, translator)) : undefined}
        {...form.field("cryptocurrency")}
      />
    </>
  );
}
