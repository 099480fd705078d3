import type { CryptoDeposit } from "@pulso/core";
import { useState } from "react";
import { PageHeading } from "../a11y/PageHeading";
import { usePortalT } from "../i18n/usePortalT";
import { CryptoPaymentForm } from "./CryptoPaymentForm";
import { CryptoPaymentView } from "./CryptoPaymentView";
import "./money.css";
import { MoneyNav } from "./MoneyNav";
import { WalletProviders } from "./walletConfig";

/**
 * `/account/deposit/crypto`: the crypto deposit (spec §3, §4, §5, §9). The reader picks an amount,
 * chain and token; the server answers a payment request; the page then shows where and how much
 * to send, its countdown and live status, and pays from the browser wallet on request. wagmi is
 * mounted here only, so no other route's chunk carries it.
 */
export function CryptoDepositPage() {
  const { t } = usePortalT();
  const [payment, setPayment] = useState<CryptoDeposit | null>(null);
  return (
    <div className="portal-page portal-page--narrow money-page">
      <PageHeading>{t("money.crypto.title")}</PageHeading>
      <MoneyNav />
      <WalletProviders>
        {payment ? (
          <CryptoPaymentView
            key={payment._id}
            initial={payment}
            onNewPayment={() => setPayment(null)}
          />
        ) : (
          <CryptoPaymentForm onCreated={setPayment} />
        )}
      </WalletProviders>
    </div>
  );
}
