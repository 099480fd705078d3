import type { CryptoDeposit } from "@pulso/core";
import { useState } from "react";
import { Link } from "react-router";
import { PageHeading } from "../a11y/PageHeading";
import { usePortalT } from "../i18n/usePortalT";
import { CryptoPaymentForm } from "./CryptoPaymentForm";
import { CryptoPaymentView } from "./CryptoPaymentView";
import { offeredChains, useCryptoNetworks } from "./cryptoNetworks";
import "./money.css";
import { MoneyNav } from "./MoneyNav";
import { NetworksNote } from "./NetworksNote";
import { WalletProviders } from "./walletConfig";

/**
 * `/account/deposit/crypto`: the crypto deposit (spec §3, §4, §5, §9). The page first asks the
 * server which networks work now: with none, it says so and offers the card deposit instead of a
 * form that could only fail; otherwise the reader picks an amount and one of the working chains
 * and tokens; the server answers a payment request; the page then shows where and how much to
 * send, its countdown and live status, and pays from the browser wallet on request. wagmi is
 * mounted here only, so no other route's chunk carries it.
 */
export function CryptoDepositPage() {
  const { t } = usePortalT();
  const [payment, setPayment] = useState<CryptoDeposit | null>(null);
  const networks = useCryptoNetworks();
  const chains = offeredChains(networks, "deposits");
  return (
    <div className="portal-page portal-page--narrow money-page">
      <PageHeading>{t("money.crypto.title")}</PageHeading>
      <MoneyNav />
      {networks.status === "loading" ? (
        <p role="status" className="portal-muted">
          {t("money.networks.checking")}
        </p>
      ) : chains.length === 0 ? (
        <section className="money-panel" aria-labelledby="crypto-off-title">
          <h2 id="crypto-off-title">{t("money.networks.depositsOffTitle")}</h2>
          <p>{t("money.networks.depositsOff")}</p>
          <p>{t("money.networks.depositsInstead")}</p>
          <div className="portal-actions">
            <Link to="/account/deposit" className="portal-button portal-button--primary">
              {t("money.networks.cardLink")}
            </Link>
          </div>
        </section>
      ) : (
        <WalletProviders>
          {payment ? (
            <CryptoPaymentView
              key={payment._id}
              initial={payment}
              onNewPayment={() => setPayment(null)}
            />
          ) : (
            <>
              <NetworksNote state={networks} chains={chains} />
              <CryptoPaymentForm chains={chains} onCreated={setPayment} />
            </>
          )}
        </WalletProviders>
      )}
    </div>
  );
}
