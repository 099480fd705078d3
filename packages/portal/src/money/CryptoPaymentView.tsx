import { shortenAddress, type CryptoDeposit, type CryptoPaymentStatus } from "@pulso/core";
import { pulsoKeys } from "@pulso/sdk";
import { usePulso, useQuery } from "@pulso/widgets";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { usePortalT } from "../i18n/usePortalT";
import { ExpiryTimer } from "./ExpiryTimer";
import { walletChainIdFor } from "./localChain";
import { PayFromWallet } from "./PayFromWallet";
import { useWalletSettings } from "./walletConfig";

type Notice = { tone: "success" | "error"; text: string } | null;

/**
 * One crypto payment request on screen (spec §3, §4): address (6…4, with copy), exact amount,
 * network, expiry countdown and live status — polled every 5 s by the sdk until it settles —
 * with "Refresh status" and "Refresh balance", and "Pay from wallet" while it waits.
 */
export function CryptoPaymentView({
  initial,
  onNewPayment,
}: {
  initial: CryptoDeposit;
  onNewPayment(): void;
}) {
  const pulso = usePulso();
  const translator = usePortalT();
  const { t, formatMoney } = translator;
  const { localChain } = useWalletSettings();
  const query = useQuery(`crypto-payment:${initial._id}`, (client) =>
    client.queries.cryptoPayment(initial._id),
  );
  const payment = query.data ?? initial;
  const [copyNotice, setCopyNotice] = useState<Notice>(null);
  const [balanceNotice, setBalanceNotice] = useState<Notice>(null);
  const [checkFailed, setCheckFailed] = useState(false);
  const [checking, setChecking] = useState(false);

  const refreshBalance = useCallback(async () => {
    setBalanceNotice(null);
    try {
      // Straight to the API: a failed refresh here must not sign the reader out.
      const user = await pulso.api.getMe();
      pulso.queryClient.setQueryData(pulsoKeys.currentUser, user);
      setBalanceNotice({
        tone: "success",
        text: translator.t("money.crypto.balanceRefreshed", {
          balance: translator.formatMoney(user.balance),
        }),
      });
    } catch {
      setBalanceNotice({ tone: "error", text: translator.error("BALANCE_REFRESH_FAILED") });
    }
  }, [pulso, translator]);

  const refreshStatus = async () => {
    setChecking(true);
    setCheckFailed(false);
    try {
      await pulso.payments.checkCryptoPayment(payment._id);
    } catch {
      setCheckFailed(true);
    } finally {
      setChecking(false);
    }
  };

  // Credited while on screen: bring the new balance into the header.
  const lastStatus = useRef<CryptoPaymentStatus>(initial.status);
  useEffect(() => {
    if (payment.status === "confirmed" && lastStatus.current !== "confirmed") void refreshBalance();
    lastStatus.current = payment.status;
  }, [payment.status, refreshBalance]);

  const copyAddress = async () => {
    setCopyNotice(null);
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(payment.paymentAddress);
      setCopyNotice({ tone: "success", text: t("money.crypto.copied") });
    } catch {
      setCopyNotice({ tone: "error", text: translator.error("COPY_ADDRESS_FAILED") });
    }
  };

  const walletChainId = walletChainIdFor(payment.chainId, localChain);
  const network =
    walletChainId === payment.chainId
      ? payment.network
      : t("money.crypto.localChain", { network: payment.network, chainId: walletChainId });
  const settled = payment.status !== "waiting" && payment.status !== "received";

  return (
    <section className="money-panel" aria-labelledby="money-payment-title">
      <h2 id="money-payment-title">{t("money.crypto.paymentTitle")}</h2>
      <dl className="money-facts">
        <dt>{t("money.crypto.sendExactly")}</dt>
        <dd className="money-mono">
          {payment.exactAmount} {payment.cryptocurrency} ({formatMoney(payment.amountUsd)})
        </dd>
        <dt>{t("money.crypto.toAddress")}</dt>
        <dd>
          <span className="money-mono" title={payment.paymentAddress}>
            {shortenAddress(payment.paymentAddress)}
          </span>
          <span className="portal-visually-hidden">
            {t("money.crypto.fullAddress", { address: payment.paymentAddress })}
          </span>
        </dd>
        <dt>{t("money.crypto.onNetwork")}</dt>
        <dd>{network}</dd>
        {payment.status === "waiting" && (
          <>
            <dt>{t("money.crypto.expiresIn")}</dt>
            <dd>
              <ExpiryTimer expiresAt={payment.expiresAt} onExpire={() => void refreshStatus()} />
            </dd>
          </>
        )}
        <dt>{t("money.crypto.status")}</dt>
        <dd>
          <span className={`money-status money-status--${payment.status}`} role="status">
            {statusText(payment, translator)}
          </span>
        </dd>
        {payment.transactionHash && (
          <>
            <dt>{t("money.crypto.transactionHash")}</dt>
            <dd className="money-mono">{payment.transactionHash}</dd>
          </>
        )}
      </dl>
      {copyNotice && (
        <p
          className={
            copyNotice.tone === "error" ? "portal-alert portal-alert--error" : "portal-alert"
          }
          role={copyNotice.tone === "error" ? "alert" : "status"}
        >
          {copyNotice.text}
        </p>
      )}
      {checkFailed && (
        <p className="portal-alert portal-alert--error" role="alert">
          {t("money.crypto.statusLoadFailed")}
        </p>
      )}
      {balanceNotice && (
        <p
          className={
            balanceNotice.tone === "error" ? "portal-alert portal-alert--error" : "portal-alert"
          }
          role={balanceNotice.tone === "error" ? "alert" : "status"}
        >
          {balanceNotice.text}
        </p>
      )}
      <div className="portal-actions">
        {!settled && (
          <button type="button" className="portal-button" onClick={() => void copyAddress()}>
            {t("money.crypto.copy")}
          </button>
        )}
        <button
          type="button"
          className="portal-button"
          disabled={checking}
          onClick={() => void refreshStatus()}
        >
          {t("money.crypto.refreshStatus")}
        </button>
        <button type="button" className="portal-button" onClick={() => void refreshBalance()}>
          {t("money.crypto.refreshBalance")}
        </button>
        {settled && (
          <button type="button" className="portal-button" onClick={onNewPayment}>
            {t("money.crypto.newPayment")}
          </button>
        )}
        {payment.status === "confirmed" && (
          <Link to="/account" className="portal-button">
            {t("money.dashboardLink")}
          </Link>
        )}
      </div>
      {payment.status === "waiting" && (
        <>
          <PayFromWallet payment={payment} onSent={() => void refreshStatus()} />
          <p className="portal-muted">{t("money.crypto.payManually")}</p>
        </>
      )}
    </section>
  );
}

function statusText(payment: CryptoDeposit, translator: ReturnType<typeof usePortalT>): string {
  const { t, formatMoney } = translator;
  switch (payment.status) {
    case "waiting":
      return t("money.crypto.statusWaiting");
    case "received":
      return t("money.crypto.statusReceived", {
        confirmations: payment.confirmations,
        required: payment.requiredConfirmations,
      });
    case "confirmed":
      return t("money.crypto.statusConfirmed", { amount: formatMoney(payment.amountUsd) });
    case "failed":
      return t("money.crypto.statusFailed");
    case "expired":
      return t("money.crypto.statusExpired");
  }
}
