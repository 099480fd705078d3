import type { Market } from "@pulso/core";
import { optionName } from "./MarketHeadline";
import { usePortalT } from "../i18n/usePortalT";

/**
 * How a finished market ended, where an open one shows its headline probability: a resolved
 * market names its winner prominently (and when it resolved), a cancelled one says the bets were
 * refunded. Nothing for a market that has not finished.
 */
export function MarketOutcome({ market }: { market: Market }) {
  const { t, lang, formatDate } = usePortalT();
  if (market.status === "cancelled") {
    return (
      <section className="mkt-outcome mkt-outcome--cancelled" aria-labelledby="market-outcome">
        <h2 id="market-outcome" className="mkt-outcome__title">
          {t("marketPage.outcome.cancelledTitle")}
        </h2>
        <p className="mkt-outcome__detail">{t("marketPage.outcome.cancelledText")}</p>
      </section>
    );
  }
  const winner = market.options.find((option) => option._id === market.winnerOptionId);
  if (market.status !== "resolved" || !winner) return null;
  return (
    <section className="mkt-outcome mkt-outcome--resolved" aria-labelledby="market-outcome">
      <h2 id="market-outcome" className="mkt-outcome__title">
        {t("marketPage.outcome.resolvedTitle")}
      </h2>
      <p className="mkt-outcome__winner">
        <span aria-hidden="true" className="mkt-outcome__mark">
          ✓
        </span>{" "}
        {t("marketPage.outcome.winner", { option: optionName(winner, lang) })}
      </p>
      {market.resolvedAt ? (
        <p className="mkt-outcome__detail">
          {t("marketPage.outcome.resolvedOn", { date: formatDate(market.resolvedAt) })}
        </p>
      ) : null}
    </section>
  );
}
