import type { BetQuote } from "@pulso/core";
import { useId } from "react";
import type { Translator } from "../../i18n/translator";
import { BetQuoteSummary } from "./BetQuoteSummary";
import { useFocusOnMount } from "./useFocusOnMount";

/** Props of {@link BetConfirmation}. */
export interface BetConfirmationProps {
  quote: BetQuote;
  optionName: string;
  translator: Translator;
  /** Shown above the summary after PRICE_MOVED. */
  notice: string | null;
  /** The last attempt's failure, already localized. */
  error: string | null;
  placing: boolean;
  onConfirm(): void;
  onBack(): void;
}

/** The confirmation step: the quote's summary, Confirm bet and Back; focus lands on its heading. */
export function BetConfirmation(props: BetConfirmationProps) {
  const { quote, translator, notice, error, placing } = props;
  const { t, formatMoney, formatCents } = translator;
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const titleId = useId();
  return (
    <div className="pulso-bt__confirm" role="group" aria-labelledby={titleId}>
      <h3 id={titleId} ref={heading} tabIndex={-1} className="pulso-bt__title">
        {t("betTicket.confirmTitle")}
      </h3>
      {notice ? (
        <p className="pulso-bt__notice" role="alert">
          {notice}
        </p>
      ) : null}
      <p>
        {t("betTicket.confirmSummary", {
          amount: formatMoney(quote.amount),
          option: props.optionName,
          price: formatCents(quote.averagePrice),
        })}
      </p>
      <BetQuoteSummary quote={quote} translator={translator} label={t("betTicket.quoteTitle")} />
      {error ? (
        <p className="pulso-bt__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="pulso-bt__actions">
        <button
          type="button"
          className="pulso-bt__secondary"
          onClick={props.onBack}
          disabled={placing}
        >
          {t("betTicket.back")}
        </button>
        <button
          type="button"
          className="pulso-bt__cta"
          part="cta"
          onClick={props.onConfirm}
          disabled={placing}
          aria-busy={placing || undefined}
        >
          {placing ? t("betTicket.placing") : t("betTicket.confirm")}
        </button>
      </div>
    </div>
  );
}
