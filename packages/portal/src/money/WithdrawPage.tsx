import { isApiError } from "@pulso/api-client";
import {
  centsToDollars,
  findChain,
  parseDollars,
  shortenAddress,
  SIGNUP_CREDIT_CENTS,
  validate,
  withdrawalFormSchema,
  type FieldIssue,
} from "@pulso/core";
import type { WithdrawalResult } from "@pulso/sdk";
import { usePulso, useSession, useQuery } from "@pulso/widgets";
import { useState } from "react";
import { Link } from "react-router";
import { PageHeading } from "../a11y/PageHeading";
import { FormAlert } from "../auth/FormAlert";
import { FormField } from "../auth/FormField";
import { usePortalT, type PortalTranslator } from "../i18n/usePortalT";
import { useAttemptKey } from "./attemptKey";
import "./money.css";
import { moneyFailureMessage } from "./moneyErrors";
import { MoneyNav } from "./MoneyNav";
import { ChainTokenFields, firstChoice, type OfferedChain } from "./ChainTokenFields";
import { offeredChains, useCryptoNetworks } from "./cryptoNetworks";
import { NetworksNote } from "./NetworksNote";
import { checkOf } from "../auth/formIssues";
import { useCheckedForm } from "../support/useCheckedForm";
import { localizedFeeNote, withdrawalAddressProblem } from "./walletTokens";
import { WithdrawableNote } from "./WithdrawableNote";

interface WithdrawFormValues extends Record<string, string> {
  amount: string;
  chainId: string;
  cryptocurrency: string;
  walletAddress: string;
}

/**
 * Core's withdrawal rules, the address's checksum (viem, strict) and the amount that may be
 * withdrawn (`limit`: the withdrawable amount, or the balance until the server said it); every
 * field's message at once.
 */
export function checkWithdrawal(values: WithdrawFormValues, limit: number): FieldIssue[] {
  const chainId = Number(values.chainId);
  const result = validate(withdrawalFormSchema, {
    amount: values.amount.trim(),
    chainId,
    cryptocurrency: values.cryptocurrency,
    walletAddress: values.walletAddress,
  });
  const issues = result.ok ? [] : [...result.issues];
  const addressProblem = withdrawalAddressProblem(chainId, values.walletAddress);
  if (addressProblem && !issues.some((issue) => issue.path === "walletAddress")) {
    issues.push({ path: "walletAddress", code: addressProblem });
  }
  const amount = parseDollars(values.amount.trim());
  if (amount.ok && amount.cents > Math.round(limit * 100)) {
    if (!issues.some((issue) => issue.path === "amount")) {
      issues.push({ path: "amount", code: "INSUFFICIENT_FUNDS" });
    }
  }
  return issues;
}

/** 'Withdrawal failed.' or the refusal's own message, with how much may be withdrawn. */
function withdrawalFailure(error: unknown, translator: PortalTranslator): string {
  const message = moneyFailureMessage(error, "WITHDRAWAL_FAILED", translator);
  if (isApiError(error) && error.code === "WITHDRAWAL_EXCEEDS_BALANCE") {
    const details = error.details as { withdrawable?: unknown } | undefined;
    if (typeof details?.withdrawable === "number") {
      const limit = translator.t("money.withdraw.exceeds", {
        withdrawable: translator.formatMoney(details.withdrawable),
      });
      return `${message} ${limit}`;
    }
  }
  return message;
}

/**
 * `/account/withdraw`: the crypto withdrawal (spec §3, §5, §8). Before any form the page says
 * when a withdrawal is possible (DESIGN §5: a verified e-mail, a first deposit of one's own
 * money, never the promotional credit), how much may leave now and why it is less than the
 * balance, and whether the server can send on any network now. Only when something can leave on
 * some network does it show the form: amount, one of the working chains and tokens, and a wallet
 * address checked for the chain (with its checksum), with the estimated network fee. The request
 * holds the funds until an admin reviews it.
 */
export function WithdrawPage() {
  const session = useSession();
  const translator = usePortalT();
  const { t, formatMoney } = translator;
  const balance = session.user?.balance ?? 0;
  const stats = useQuery("dashboard:stats", (client) => client.queries.dashboardStats());
  const networks = useCryptoNetworks();
  const chains = offeredChains(networks, "withdrawals");
  const [done, setDone] = useState<WithdrawalResult | null>(null);
  const checking = stats.status === "loading" || networks.status === "loading";
  const nothingToWithdraw = stats.data !== undefined && stats.data.withdrawable <= 0;
  const reason = stats.data?.withdrawableReason ?? null;

  return (
    <div className="portal-page portal-page--narrow money-page">
      <PageHeading>{t("money.withdraw.title")}</PageHeading>
      <MoneyNav />
      <p className="portal-muted">{t("money.withdraw.intro")}</p>
      <p>
        <strong>{t("money.withdraw.available", { balance: formatMoney(balance) })}</strong>
      </p>
      {stats.data && <WithdrawableNote figures={stats.data} />}
      <details className="money-rules" open={nothingToWithdraw || undefined}>
        <summary>{t("money.withdraw.rulesTitle")}</summary>
        <ul>
          <li>{t("money.withdraw.ruleEmail")}</li>
          <li>{t("money.withdraw.ruleDeposit")}</li>
          <li>
            {t("money.withdraw.rulePromo", { credit: formatMoney(SIGNUP_CREDIT_CENTS / 100) })}
          </li>
          <li>{t("money.withdraw.ruleReview")}</li>
        </ul>
      </details>
      {done ? (
        <div className="money-panel">
          <FormAlert
            tone="success"
            message={`${t("money.withdraw.success", {
              amount: formatMoney(done.withdrawal.amount),
              address: shortenAddress(done.withdrawal.walletAddress),
              network: findChain(done.withdrawal.chainId)?.name ?? String(done.withdrawal.chainId),
              balance: formatMoney(done.balance ?? balance),
            })} ${t("money.withdraw.successFee", {
              fee: localizedFeeNote(done.withdrawal.estimatedNetworkFee, translator),
            })}`}
          />
          <div className="portal-actions">
            <Link to="/account" className="portal-button portal-button--primary">
              {t("money.dashboardLink")}
            </Link>
          </div>
        </div>
      ) : checking ? (
        <p role="status" className="portal-muted">
          {t("money.networks.checking")}
        </p>
      ) : nothingToWithdraw || chains.length === 0 ? (
        <>
          {nothingToWithdraw && (
            <section className="money-panel" aria-labelledby="withdraw-not-yet">
              <h2 id="withdraw-not-yet">{t("money.withdraw.notYetTitle")}</h2>
              <p>{t("money.withdraw.nothingWithdrawable")}</p>
              {reason !== "email_not_verified" && (
                <div className="portal-actions">
                  <Link to="/account/deposit" className="portal-button portal-button--primary">
                    {t("money.withdraw.depositLink")}
                  </Link>
                </div>
              )}
            </section>
          )}
          {chains.length === 0 && (
            <section className="money-panel" aria-labelledby="withdraw-off">
              <h2 id="withdraw-off">{t("money.networks.withdrawalsOffTitle")}</h2>
              <p>{t("money.networks.withdrawalsOff")}</p>
              <div className="portal-actions">
                <Link to="/support/create" className="portal-button">
                  {t("money.networks.supportLink")}
                </Link>
              </div>
            </section>
          )}
        </>
      ) : (
        <>
          <NetworksNote state={networks} chains={chains} />
          <WithdrawForm
            chains={chains}
            // The form checks the amount against what may leave, once the server said it.
            limit={stats.data?.withdrawable ?? balance}
            onDone={setDone}
          />
        </>
      )}
    </div>
  );
}

/** The withdrawal request: amount, chain and token, wallet address. */
function WithdrawForm({
  chains,
  limit,
  onDone,
}: {
  chains: readonly OfferedChain[];
  limit: number;
  onDone(result: WithdrawalResult): void;
}) {
  const pulso = usePulso();
  const translator = usePortalT();
  const { t } = translator;
  // One key per attempt: resubmitting after a lost answer must not hold the funds twice.
  const attempt = useAttemptKey();
  const form = useCheckedForm<WithdrawFormValues, WithdrawalResult>(
    { amount: "", walletAddress: "", ...firstChoice(chains) },
    {
      validate: (values) => checkOf(checkWithdrawal(values, limit)),
      submit: (values) => {
        const amount = parseDollars(values.amount.trim());
        const request = {
          amount: amount.ok ? centsToDollars(amount.cents) : values.amount,
          chainId: Number(values.chainId),
          cryptocurrency: values.cryptocurrency,
          walletAddress: values.walletAddress.trim(),
        };
        return pulso.payments.requestWithdrawal(request, {
          idempotencyKey: attempt.keyFor(request),
        });
      },
      failureMessage: (error) => {
        attempt.failed(error);
        return withdrawalFailure(error, translator);
      },
      onSuccess: (result) => {
        attempt.succeeded();
        onDone(result);
      },
    },
  );
  const chainName = findChain(Number(form.values.chainId))?.name ?? "";
  return (
    <form noValidate onSubmit={(event) => void form.onSubmit(event)}>
      <FormAlert message={form.formError} tone="error" />
      <FormField label={t("money.withdraw.amount")} inputMode="decimal" {...form.field("amount")} />
      <ChainTokenFields
        form={form}
        chains={chains}
        labels={{
          network: t("money.withdraw.network"),
          token: t("money.withdraw.token"),
          fee: (fee) => t("money.withdraw.fee", { fee }),
        }}
      />
      <FormField
        label={t("money.withdraw.address")}
        autoComplete="off"
        spellCheck={false}
        className="money-mono"
        hint={t("money.withdraw.addressHint", { network: chainName })}
        {...form.field("walletAddress")}
      />
      <button
        type="submit"
        className="portal-button portal-button--primary"
        disabled={form.pending}
      >
        {form.pending ? t("money.withdraw.pending") : t("money.withdraw.submit")}
      </button>
    </form>
  );
}
