import type { Market } from "@pulso/core";
import { useId } from "react";
import type { Translator } from "../../i18n/translator";
import type { BetQuoteState } from "../../provider/useBetQuote";
import { optionText } from "../MarketCard/marketTexts";
import { BetQuoteSummary } from "./BetQuoteSummary";

/** Props of {@link BetTicketForm}. */
export interface BetTicketFormProps {
  market: Market;
  translator: Translator;
  optionId: string;
  onOptionChange(optionId: string): void;
  amountText: string;
  onAmountChange(text: string): void;
  /** The refusal shown under the options (option not available), already localized. */
  optionError: string | null;
  /** The refusal shown under the amount (below $5, too precise, …), already localized. */
  amountError: string | null;
  quote: BetQuoteState;
  /** The quote's failure, already localized. */
  quoteError: string | null;
  onReview(): void;
}

/** The ticket's first step: the options with live prices, the amount and the live quote. */
export function BetTicketForm(props: BetTicketFormProps) {
  const { market, translator, optionId, amountText, optionError, amountError, quote } = props;
  const { t, lang, formatCents } = translator;
  const id = useId();
  const optionErrorId = `${id}-option-error`;
  const amountHintId = `${id}-amount-hint`;
  const amountErrorId = `${id}-amount-error`;
  const canReview = !optionError && !amountError && quote.status === "success";
  return (
    <form
      className="pulso-bt__form"
      onSubmit={(event) => {
        event.preventDefault();
        if (canReview) props.onReview();
      }}
    >
      <fieldset
        className="pulso-bt__options"
        aria-describedby={optionError ? optionErrorId : undefined}
      >
        <legend>{t("betTicket.option")}</legend>
        {market.options.map((option) => {
          const name = optionText(option, lang);
          const price = option.price === null ? "" : formatCents(option.price);
          return (
            <label key={option._id} className="pulso-bt__option" part="option">
              <input
                type="radio"
                name={`${id}-option`}
                value={option._id}
                checked={option._id === optionId}
                onChange={() => props.onOptionChange(option._id)}
              />
              <span>{price ? t("betTicket.optionPrice", { option: name, price }) : name}</span>
            </label>
          );
        })}
        {optionError ? (
          <p id={optionErrorId} className="pulso-bt__error" role="alert">
            {optionError}
          </p>
        ) : null}
      </fieldset>
      <div className="pulso-bt__field">
        <label htmlFor={`${id}-amount`}>{t("betTicket.amount")}</label>
        <input
          id={`${id}-amount`}
          className="pulso-bt__amount"
          part="amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={amountError ? `${amountHintId} ${amountErrorId}` : amountHintId}
          onChange={(event) => props.onAmountChange(event.target.value)}
        />
        <p id={amountHintId} className="pulso-bt__hint">
          {t("betTicket.amountHint")}
        </p>
        {amountError ? (
          <p id={amountErrorId} className="pulso-bt__error" role="alert">
            {amountError}
          </p>
        ) : null}
      </div>
      <div className="pulso-bt__live" aria-live="polite">
        {quote.status === "loading" ? (
          <p className="pulso-bt__hint">{t("betTicket.quoteLoading")}</p>
        ) : null}
        {props.quoteError ? (
          <p className="pulso-bt__error" role="alert">
            {props.quoteError}
          </p>
        ) : null}
        {quote.quote && !amountError && !optionError ? (
          <BetQuoteSummary
            quote={quote.quote}
            translator={translator}
            label={t("betTicket.quoteTitle")}
          />
        ) : null}
      </div>
      <button type="submit" className="pulso-bt__cta" part="cta" disabled={!canReview}>
        {t("betTicket.review")}
      </button>
    </form>
  );
}
