import type { Market } from "@pulso/core";
import type { Translator } from "../../i18n/translator";

/** Props of {@link MarketMeta}. */
export interface MarketMetaProps {
  market: Market;
  translator: Translator;
}

const CLOSED_STATUSES: ReadonlySet<Market["status"]> = new Set(["closed", "resolved", "cancelled"]);

/**
 * The 24 h change (↑/↓, in the Latin range every font has, with a text alternative), the volume
 * and the end date.
 */
export function MarketMeta({ market, translator }: MarketMetaProps) {
  const { t, formatCents, formatMoney, formatNumber, formatDate } = translator;
  const change = market.change24h;
  const direction = change > 0 ? "up" : change < 0 ? "down" : "none";
  const arrow = direction === "up" ? "↑" : direction === "down" ? "↓" : "–";
  const cents = formatNumber(Math.abs(change), 1);
  const changeText =
    direction === "up"
      ? t("marketCard.changeUp", { cents })
      : direction === "down"
        ? t("marketCard.changeDown", { cents })
        : t("marketCard.changeNone");
  const date = formatDate(market.endDate);
  // In an election blackout the 24 h change and the volume are the forecast too (DESIGN §12).
  const figures = market.kind === "prediction" && market.blackout?.pricesHidden !== true;
  return (
    <dl className="pulso-mc__meta" part="meta">
      {figures ? (
        <div className="pulso-mc__change" data-direction={direction}>
          <dt aria-hidden="true">{t("marketCard.change24h")}</dt>
          <dd>
            <span aria-hidden="true">
              {arrow} {formatCents(Math.abs(change))}
            </span>
            <span className="pulso-sr-only">{changeText}</span>
          </dd>
        </div>
      ) : null}
      {figures ? (
        <div>
          <dt>{t("marketCard.volume")}</dt>
          <dd>{formatMoney(market.volume)}</dd>
        </div>
      ) : null}
      {date ? (
        <div>
          <dd>
            {t(CLOSED_STATUSES.has(market.status) ? "marketCard.endedOn" : "marketCard.endsOn", {
              date,
            })}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
