import {
  centsToDollars,
  MAX_CARD_DEPOSIT_CENTS,
  MAX_OPTIONS,
  MAX_PRICE_CENTS,
  MAX_PROFIT_SHARE_PERCENT,
  MICRO_SHARES_PER_CENT,
  MICRO_SHARES_PER_SHARE,
  MIN_BET_CENTS,
  MIN_CARD_DEPOSIT_CENTS,
  MIN_CRYPTO_DEPOSIT_CENTS,
  MIN_OPTIONS,
  MIN_PRICE_CENTS,
  MIN_PROFIT_SHARE_PERCENT,
  PAYOUT_WITHIN_HOURS,
  SIGNUP_CREDIT_CENTS,
  TRADING_FEE_PERCENT,
  WALLET_CHAINS,
} from "@pulso/core";
import { FORMAT_LOCALES } from "@pulso/sdk";
import { useSession } from "@pulso/widgets";
import { Link } from "react-router";
import { PageHeading } from "../a11y/PageHeading";
import { usePortalT } from "../i18n/usePortalT";
import "./account.css";

/** What one winning share pays, in cents (a share is worth 100 cents when it wins). */
const WINNING_SHARE_CENTS = MICRO_SHARES_PER_SHARE / MICRO_SHARES_PER_CENT;
/** The price the page explains prices with: an illustration, not a rule. */
const EXAMPLE_PRICE_CENTS = 62;

/**
 * `/how-it-works` (spec §2): markets and prices, buying shares and the fee, the sign-up credit,
 * resolution and payouts, polls, suggestions with their profit share, deposits and withdrawals.
 * Every figure comes from core's business constants, formatted in the reader's language.
 */
export function HowItWorksPage() {
  const { t, lang, formatMoney, formatCents, formatPercent } = usePortalT();
  const session = useSession();
  const locale = FORMAT_LOCALES[lang];
  const money = (cents: number) => formatMoney(centsToDollars(cents));
  // The fee is stated with one decimal (spec §1: "2.0%").
  const fee = new Intl.NumberFormat(locale, {
    style: "percent",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(TRADING_FEE_PERCENT / 100);
  const chains = new Intl.ListFormat(locale, { type: "conjunction" }).format(
    WALLET_CHAINS.map((chain) => chain.name),
  );

  const sections = [
    {
      id: "markets",
      title: t("account.howItWorks.marketsTitle"),
      texts: [
        t("account.howItWorks.marketsText", {
          minOptions: MIN_OPTIONS,
          maxOptions: MAX_OPTIONS,
          minPrice: formatCents(MIN_PRICE_CENTS),
          maxPrice: formatCents(MAX_PRICE_CENTS),
        }),
        t("account.howItWorks.pricesText", {
          examplePrice: formatCents(EXAMPLE_PRICE_CENTS),
          examplePercent: formatPercent(EXAMPLE_PRICE_CENTS, 0),
        }),
      ],
    },
    {
      id: "buying",
      title: t("account.howItWorks.buyingTitle"),
      texts: [
        t("account.howItWorks.buyingText", { minBet: money(MIN_BET_CENTS) }),
        t("account.howItWorks.feeText", { fee }),
        t("account.howItWorks.finalText"),
      ],
    },
    {
      id: "credit",
      title: t("account.howItWorks.creditTitle"),
      texts: [t("account.howItWorks.creditText", { credit: money(SIGNUP_CREDIT_CENTS) })],
    },
    {
      id: "resolution",
      title: t("account.howItWorks.resolutionTitle"),
      texts: [
        t("account.howItWorks.resolutionText", { payout: money(WINNING_SHARE_CENTS) }),
        t("account.howItWorks.payoutText", { hours: PAYOUT_WITHIN_HOURS }),
      ],
    },
    {
      id: "polls",
      title: t("account.howItWorks.pollsTitle"),
      texts: [t("account.howItWorks.pollsText")],
    },
    {
      id: "suggest",
      title: t("account.howItWorks.suggestTitle"),
      texts: [
        t("account.howItWorks.suggestText", {
          minShare: formatPercent(MIN_PROFIT_SHARE_PERCENT, 0),
          maxShare: formatPercent(MAX_PROFIT_SHARE_PERCENT, 0),
        }),
      ],
      link: { to: "/suggest-poll", text: t("account.howItWorks.suggestLink") },
    },
    {
      id: "money",
      title: t("account.howItWorks.moneyTitle"),
      texts: [
        t("account.howItWorks.cardText", {
          minCard: money(MIN_CARD_DEPOSIT_CENTS),
          maxCard: money(MAX_CARD_DEPOSIT_CENTS),
        }),
        t("account.howItWorks.cryptoText", { minCrypto: money(MIN_CRYPTO_DEPOSIT_CENTS), chains }),
        t("account.howItWorks.withdrawText"),
      ],
    },
  ];

  return (
    <div className="portal-page account-how">
      <PageHeading>{t("account.howItWorks.title")}</PageHeading>
      <p className="account-how__intro">{t("account.howItWorks.intro")}</p>
      <ol className="account-how__list">
        {sections.map((section) => (
          <li key={section.id}>
            <section aria-labelledby={`how-${section.id}`}>
              <h2 id={`how-${section.id}`}>{section.title}</h2>
              {section.texts.map((text) => (
                <p key={text}>{text}</p>
              ))}
              {section.link && (
                <p>
                  <Link to={section.link.to}>{section.link.text}</Link>
                </p>
              )}
            </section>
          </li>
        ))}
      </ol>
      <section className="portal-cta" aria-labelledby="how-cta">
        <h2 id="how-cta">{t("account.howItWorks.ctaTitle")}</h2>
        <div className="portal-actions">
          <Link to="/markets/all" className="portal-button portal-button--primary">
            {t("account.howItWorks.browse")}
          </Link>
          {session.status !== "signed-in" && (
            <Link to="/signup" className="portal-button">
              {t("account.howItWorks.join")}
            </Link>
          )}
        </div>
      </section>
    </div>
  );
}
