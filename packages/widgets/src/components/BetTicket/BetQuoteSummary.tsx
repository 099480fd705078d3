import type { BetQuote } from "@pulso/core";
import type { Translator } from "../../i18n/translator";

/** Props of {@link BetQuoteSummary}. */
export interface BetQuoteSummaryProps {
  quote: BetQuote;
  translator: Translator;
  /** The list's accessible name. */
  label: string;
}

/**
 * A quote's figures: the price now and after the bet, the average price, the shares bought, the
 * potential return, profit, odds and fee (DESIGN §2).
 */
export function BetQuoteSummary({ quote, translator, label }: BetQuoteSummaryProps) {
  const { t, formatCents, formatMoney, formatNumber } = translator;
  const rows: readonly (readonly [string, string])[] = [
    [t("betTicket.price"), formatCents(quote.priceBefore)],
    [t("betTicket.priceAfter"), formatCents(quote.priceAfter)],
    [t("betTicket.averagePrice"), formatCents(quote.averagePrice)],
    [t("betTicket.shares"), formatNumber(quote.shares, 2)],
    [t("betTicket.potentialReturn"), formatMoney(quote.potentialReturn)],
    [t("betTicket.profit"), formatMoney(quote.profit)],
    [t("betTicket.odds"), t("betTicket.oddsValue", { odds: formatNumber(quote.odds, 2) })],
    [t("betTicket.fee"), formatMoney(quote.fee)],
  ];
  return (
    <dl className="pulso-bt__quote" aria-label={label} part="quote">
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
