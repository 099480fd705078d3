import {
  centsToDollars,
  cryptoDepositFormSchema,
  parseDollars,
  validate,
  type CryptoDeposit,
} from "@pulso/core";
import { usePulso } from "@pulso/widgets";
import { FormAlert } from "../auth/FormAlert";
import { FormField } from "../auth/FormField";
import { usePortalT } from "../i18n/usePortalT";
import { useAttemptKey } from "./attemptKey";
import { moneyFailureMessage } from "./moneyErrors";
import { ChainTokenFields, firstChoice, type OfferedChain } from "./ChainTokenFields";
import { useCheckedForm } from "../support/useCheckedForm";
import { cryptoMinimumDollars } from "./walletTokens";

interface CryptoFormValues extends Record<string, string> {
  amount: string;
  chainId: string;
  cryptocurrency: string;
}

/** The typed amount as the API takes it (dollars), or the text itself for core to refuse. */
function amountValue(text: string): number | string {
  const parsed = parseDollars(text.trim());
  return parsed.ok ? centsToDollars(parsed.cents) : text;
}

/**
 * The crypto deposit request (spec §3, §5): USD amount of at least $1 and the currency's own
 * minimum, chain and token (of the `chains` that work now), with the token's fee note; sends
 * `pulso.payments.requestCryptoDeposit`.
 */
export function CryptoPaymentForm({
  chains,
  onCreated,
}: {
  chains: readonly OfferedChain[];
  onCreated(payment: CryptoDeposit): void;
}) {
  const pulso = usePulso();
  const translator = usePortalT();
  const { t, formatMoney } = translator;
  // One key per attempt: resubmitting after a lost answer reuses the same payment request.
  const attempt = useAttemptKey();
  const form = useCheckedForm<CryptoFormValues, CryptoDeposit>(
    { amount: "", ...firstChoice(chains) },
    {
      validate: (values) =>
        validate(cryptoDepositFormSchema, {
          amount: values.amount.trim(),
          chainId: Number(values.chainId),
          cryptocurrency: values.cryptocurrency,
        }),
      submit: (values) => {
        const request = {
          amount: amountValue(values.amount),
          chainId: Number(values.chainId),
          cryptocurrency: values.cryptocurrency,
        };
        return pulso.payments.requestCryptoDeposit(request, {
          idempotencyKey: attempt.keyFor(request),
        });
      },
      failureMessage: (error) => {
        attempt.failed(error);
        return moneyFailureMessage(error, "CRYPTO_PAYMENT_FAILED", translator);
      },
      onSuccess: (payment) => {
        attempt.succeeded();
        onCreated(payment);
      },
    },
  );
  const symbol = form.values.cryptocurrency;
  return (
    <form noValidate onSubmit={(event) => void form.onSubmit(event)}>
      <p className="portal-muted">{t("money.crypto.intro")}</p>
      <FormAlert message={form.formError} tone="error" />
      <FormField
        label={t("money.crypto.amount")}
        inputMode="decimal"
        hint={t("money.crypto.amountHint", {
          min: formatMoney(cryptoMinimumDollars(symbol)),
          symbol,
        })}
        {...form.field("amount")}
      />
      <ChainTokenFields
        form={form}
        chains={chains}
        labels={{
          network: t("money.crypto.network"),
          token: t("money.crypto.token"),
          fee: (fee) => t("money.crypto.feeNote", { fee }),
        }}
      />
      <button
        type="submit"
        className="portal-button portal-button--primary"
        disabled={form.pending}
      >
        {form.pending ? t("money.crypto.creating") : t("money.crypto.create")}
      </button>
    </form>
  );
}
