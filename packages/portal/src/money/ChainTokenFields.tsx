import { SelectField } from "../auth/FieldControls";
import type { useCheckedForm } from "../support/useCheckedForm";
import { feeNoteFor, PICKABLE_CHAINS, tokenAfterChainChange, tokensFor } from "./walletTokens";

/** The two values {@link ChainTokenFields} edits in a money form. */
export interface ChainTokenValues extends Record<string, string> {
  chainId: string;
  cryptocurrency: string;
}

/** Props of {@link ChainTokenFields}. */
export interface ChainTokenFieldsProps<TValues extends ChainTokenValues> {
  form: ReturnType<typeof useCheckedForm<TValues, unknown>>;
  labels: {
    network: string;
    token: string;
    /** The token's hint when the chain charges a network fee ("Network fee: about $0.02"). */
    fee(fee: string): string;
  };
}

/**
 * The network and token selects of the crypto deposit and withdrawal forms: the six chains, then
 * the tokens of the chosen one. Changing the chain keeps the token when the new chain has it, else
 * takes its first; the token's hint shows the chain's network fee where there is one.
 */
export function ChainTokenFields<TValues extends ChainTokenValues>({
  form,
  labels,
}: ChainTokenFieldsProps<TValues>) {
  const chainId = Number(form.values.chainId);
  const fee = feeNoteFor(chainId, form.values.cryptocurrency);
  return (
    <>
      <SelectField
        label={labels.network}
        options={PICKABLE_CHAINS.map((chain) => ({ value: String(chain.id), label: chain.name }))}
        {...form.field("chainId")}
        onChange={(event) => {
          const next = Number(event.target.value);
          form.setValues((current) => ({
            ...current,
            chainId: event.target.value,
            cryptocurrency: tokenAfterChainChange(next, current.cryptocurrency),
          }));
        }}
      />
      <SelectField
        label={labels.token}
        options={tokensFor(chainId).map((token) => ({
          value: token.symbol,
          label: `${token.symbol} · ${token.name}`,
        }))}
        hint={fee ? labels.fee(fee) : undefined}
        {...form.field("cryptocurrency")}
      />
    </>
  );
}
