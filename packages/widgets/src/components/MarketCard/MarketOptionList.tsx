import type { Market } from "@pulso/core";
import { useRef } from "react";
import type { Translator } from "../../i18n/translator";
import { optionText } from "./marketTexts";

/** Props of {@link MarketOptionList}. */
export interface MarketOptionListProps {
  market: Market;
  translator: Translator;
  /** Called with the option's id when the reader presses its Bet / Vote button. */
  onSelectOption?: (optionId: string) => void;
  /** While offline: the id of the offline mark; the prices dim and are described by it. */
  offlineMarkId?: string;
}

function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
}

/**
 * The options as a list: name, price in cents, a percentage bar and, while the market is active,
 * a Bet (or Vote) button. Each row is a group named like "Sí, 62 centavos, 62 %".
 */
export function MarketOptionList({
  market,
  translator,
  onSelectOption,
  offlineMarkId,
}: MarketOptionListProps) {
  const { t, lang, formatCents, formatNumber, formatPercent } = translator;
  const isPoll = market.kind === "poll";
  // An election blackout hides the forecast from this reader, and pauses trading unless an admin
  // kept it open (DESIGN §12): the options are listed without prices, bars or buttons.
  const hidden = market.blackout?.pricesHidden === true;
  const paused = market.blackout !== null && !market.blackout.tradingOpen;
  const canAct = market.status === "active" && onSelectOption !== undefined && !hidden && !paused;
  const stale = offlineMarkId ? "" : undefined;
  // A resolved market's last prices are history: its winner paid 100% and the others nothing, so
  // that is what the card shows, never a live-looking price beside "Winner".
  const settled = market.status === "resolved" && market.winnerOptionId !== null;
  const shown = useShownPrices();
  return (
    <ul
      className="pulso-mc__options"
      aria-label={t("marketCard.options")}
      aria-describedby={offlineMarkId}
    >
      {market.options.map((option) => {
        const name = optionText(option, lang);
        const isWinner = market.winnerOptionId === option._id;
        const share = settled ? (isWinner ? 100 : 0) : option.percentage;
        const percent = formatPercent(share, 0);
        const price = settled ? null : option.price;
        const label = hidden
          ? name
          : price === null
            ? t("marketCard.optionPercent", { option: name, percent })
            : t("marketCard.optionLabel", {
                option: name,
                count: price,
                cents: formatNumber(price, 1),
                percent,
              });
        return (
          <li key={option._id}>
            <div
              className="pulso-mc__option"
              role="group"
              aria-label={label}
              part="option"
              data-winner={isWinner || undefined}
            >
              <span className="pulso-mc__option-name" aria-hidden="true">
                {name}
                {isWinner ? (
                  <span className="pulso-mc__winner">{t("marketCard.winner")}</span>
                ) : null}
              </span>
              {/* Keyed by value: a new price remounts the node, replaying the flash animation. */}
              {hidden ? (
                <span />
              ) : (
                <span
                  key={option.price ?? option.percentage}
                  className={
                    shown(option._id, option.price ?? option.percentage)
                      ? "pulso-mc__price pulso-mc__price--moved"
                      : "pulso-mc__price"
                  }
                  aria-hidden="true"
                  data-pulso-stale={stale}
                >
                  {price === null ? percent : formatCents(price)}
                </span>
              )}
              {canAct ? (
                <button
                  type="button"
                  className="pulso-mc__cta"
                  part="cta"
                  aria-label={t(isPoll ? "marketCard.voteOn" : "marketCard.betOn", {
                    option: name,
                  })}
                  onClick={() => onSelectOption(option._id)}
                >
                  {t(isPoll ? "marketCard.vote" : "marketCard.bet")}
                </button>
              ) : (
                <span />
              )}
              {hidden ? null : (
                <span
                  className="pulso-mc__bar"
                  part="bar"
                  aria-hidden="true"
                  data-pulso-stale={stale}
                >
                  <span
                    className="pulso-mc__bar-fill"
                    style={{ width: `${clampPercent(share)}%` }}
                  />
                </span>
              )}
            </div>
            {isWinner ? <span className="pulso-sr-only">{t("marketCard.winner")}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Whether an option's price has moved since the card first showed it: only a pushed change
 * flashes, never the first paint (an animation per price on a page of cards is main-thread work
 * the host page pays for, DESIGN §10). Render-safe: the same value gives the same answer.
 */
function useShownPrices(): (optionId: string, value: number) => boolean {
  const seen = useRef(new Map<string, { value: number; moved: boolean }>());
  return (optionId, value) => {
    const before = seen.current.get(optionId);
    if (!before) seen.current.set(optionId, { value, moved: false });
    else if (before.value !== value) seen.current.set(optionId, { value, moved: true });
    return seen.current.get(optionId)!.moved;
  };
}
