import { isApiError } from "@pulso/api-client";
import {
  centsToDollars,
  findChain,
  parseDollars,
  shortenAddress,
  validate,
  withdrawalFormSchema,
  type FieldIssue,
} from "@pulso/core";
import type { WithdrawalResult } from "@pulso/sdk";
import { usePulso, useSession } from "@pulso/widgets";
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
import { ChainTokenFields } from "./ChainTokenFields";
import { checkOf } from "../auth/formIssues";
import { useCheckedForm } from "../support/useCheckedForm";
import { PICKABLE_CHAINS, withdrawalAddressProblem } from "./walletTokens";
import { usePulsoQuery } from "../pulso/usePulsoQuery";
import { WithdrawableNote } from "./WithdrawableNote";

interface WithdrawFormValues extends Record<string, string> {
  amount: string;
  chainId: string;
  cryptocurrency: string;
  walletAddress: string;
}

const INITIAL: WithdrawFormValues = {
  amount: "",
  chainId: String(PICKABLE_CHAINS[0]!.id),
  cryptocurrency: "USDC",
  walletAddress: "",
};

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
 * `/account/withdraw`: the crypto withdrawal (spec §3, §5, §8). Amount, chain and token, and a
 * wallet address checked for the chain (with its checksum); the estimated network fee, the
 * available balance and the part of it that may be withdrawn (with the reason it is less) are
 * shown. The request holds the funds until an admin reviews it.
 */
export function WithdrawPage() {
  const pulso = usePulso();
  const session = useSession();
  const translator = usePortalT();
  const { t, formatMoney } = translator;
  const balance = session.user?.balance ?? 0;
  const stats = usePulsoQuery("dashboard:stats", (client) => client.queries.dashboardStats());
  // The form checks the amount against what may leave, once the server said how much that is.
  const limit = stats.data?.withdrawable ?? balance;
  const [done, setDone] = useState<WithdrawalResult | null>(null);
  // One key per attempt: resubmitting after a lost answer must not hold the funds twice.
  const attempt = useAttemptKey();

  const form = useCheckedForm<WithdrawFormValues, WithdrawalResult>(INITIAL, {
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
      setDone(result);
    },
  });

  const chainId = Number(form.values.chainId);
  const chainName = findChain(chainId)?.name ?? "";

  return (
    <div className="portal-page portal-page--narrow money-page">
      <PageHeading>{t("money.withdraw.title")}</PageHeading>
      <MoneyNav />
      <p className="portal-muted">{t("money.withdraw.intro")}</p>
      <p>
        <strong>{t("money.withdraw.available", { balance: formatMoney(balance) })}</strong>
      </p>
      {stats.data && <WithdrawableNote figures={stats.data} />}
      {done ? (
        <div className="money-panel">
          <FormAlert
            tone="success"
            message={`${t("money.withdraw.success", {
              amount: formatMoney(done.withdrawal.amount),
              address: shortenAddress(done.withdrawal.walletAddress),
              network: findChain(done.withdrawal.chainId)?.name ?? String(done.withdrawal.chainId),
              balance: formatMoney(done.balance ?? balance),
            })} ${t("money.withdraw.successFee", { fee: done.withdrawal.estimatedNetworkFee })}`}
          />
          <div className="portal-actions">
            <Link to="/account" className="portal-button portal-button--primary">
              {t("money.dashboardLink")}
            </Link>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void form.onSubmit(event)}>
          <FormAlert message={form.formError} tone="error" />
          <FormField
            label={t("money.withdraw.amount")}
            inputMode="decimal"
            {...form.field("amount")}
          />
          <ChainTokenFields
            form={form}
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
      )}
    </div>
  );
}
