import type { MarketBlackout } from "@pulso/core";
import { useT } from "../../provider/useT";

/**
 * The notice's styles, carried by the notice itself (only where one shows), like the offline
 * mark's: every widget that shows a forecast gets them without a stylesheet of its own. Inside a
 * widget it takes the widget's palette; on a page of the portal, readable defaults.
 */
export const blackoutNoticeCss = `
.pulso-blackout {
  margin: 0; padding: 0.6em 0.75em; border: 1px solid var(--_border, #c9ced6); border-radius: 8px;
  border-inline-start: 4px solid var(--_accent, #1d4ed8); background: var(--_bg, transparent);
  color: var(--_text, inherit); font-size: 0.85em; line-height: 1.4;
}
.pulso-blackout strong { display: block; }
`;

/** Props of {@link BlackoutNotice}. */
export interface BlackoutNoticeProps {
  /** The market's blackout in force (`market.blackout`). */
  blackout: MarketBlackout;
}

/**
 * What a widget shows in place of a forecast during an election blackout (DESIGN §12): that
 * forecasts are not published until the window ends, under which law, and whether betting is
 * paused. A reader signed in on the platform, who sees the prices, is told they stay there.
 * The end is shown as the last day of the window (the window ends at the midnight after it).
 */
export function BlackoutNotice({ blackout }: BlackoutNoticeProps) {
  const { t, formatDate } = useT();
  const date = formatDate(new Date(Date.parse(blackout.endsAt) - 1).toISOString());
  const text = !blackout.pricesHidden
    ? t("blackout.members", { date })
    : blackout.law
      ? t("blackout.hiddenByLaw", { date, law: blackout.law })
      : t("blackout.hidden", { date });
  return (
    <>
      <style>{blackoutNoticeCss}</style>
      <p className="pulso-blackout" part="blackout" role="note">
        <strong>{t("blackout.title")}</strong>
        {text}
        {blackout.tradingOpen ? null : ` ${t("blackout.paused")}`}
      </p>
    </>
  );
}
