import type { Bet } from "@pulso/core";
import type { Translator } from "../../i18n/translator";
import { useFocusOnMount } from "./useFocusOnMount";

/** Props of {@link BetSuccess}. */
export interface BetSuccessProps {
  bet: Bet;
  optionName: string;
  translator: Translator;
  onAnother(): void;
}

/** The result: the placed bet's summary, announced and focused. */
export function BetSuccess({ bet, optionName, translator, onAnother }: BetSuccessProps) {
  const { t, formatMoney } = translator;
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="pulso-bt__result" role="status">
      <h3 ref={heading} tabIndex={-1} className="pulso-bt__title">
        {t("betTicket.successTitle")}
      </h3>
      <p>
        {t("betTicket.successSummary", {
          amount: formatMoney(bet.amount),
          option: optionName,
          potentialReturn: formatMoney(bet.potentialReturn),
        })}
      </p>
      <button type="button" className="pulso-bt__secondary" onClick={onAnother}>
        {t("betTicket.another")}
      </button>
    </div>
  );
}
