import type { Market, PollResults } from "@pulso/core";
import type { Translator } from "../../i18n/translator";
import { optionText } from "../MarketCard/marketTexts";

/** Props of {@link PollOptionList}. */
export interface PollOptionListProps {
  market: Market;
  results: PollResults;
  translator: Translator;
  /** Offered while the poll is open and the reader has not voted; null hides the buttons. */
  onVote: ((optionId: string) => void) | null;
  /** True while a vote is being sent (the buttons are disabled). */
  sending: boolean;
}

function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
}

/**
 * Each option's votes and percentage as a bar (a group named "Sí: 12 votos, 60 %"), the reader's
 * own vote marked, and a Vote button per option when voting is open.
 */
export function PollOptionList({
  market,
  results,
  translator,
  onVote,
  sending,
}: PollOptionListProps) {
  const { t, lang, formatNumber, formatPercent } = translator;
  return (
    <ul className="pulso-poll__options" aria-label={t("poll.results")}>
      {results.options.map((result) => {
        const option = market.options.find((candidate) => candidate._id === result.optionId);
        const name = option ? optionText(option, lang) : result.text;
        const percent = formatPercent(result.percentage, 1);
        const votes = formatNumber(result.votes);
        const mine = results.myVote === result.optionId;
        return (
          <li key={result.optionId}>
            <div
              className="pulso-poll__option"
              role="group"
              part="option"
              data-mine={mine || undefined}
              aria-label={t("poll.optionLabel", {
                option: name,
                count: result.votes,
                votes,
                percent,
              })}
            >
              <span aria-hidden="true">
                {name}
                {mine ? <span className="pulso-poll__mine">{t("poll.yourVote")}</span> : null}
              </span>
              <span className="pulso-poll__count" aria-hidden="true">
                {percent}
              </span>
              {onVote ? (
                <button
                  type="button"
                  className="pulso-w__button"
                  part="cta"
                  disabled={sending}
                  aria-label={t("poll.voteFor", { option: name })}
                  onClick={() => onVote(result.optionId)}
                >
                  {t("poll.vote")}
                </button>
              ) : (
                <span />
              )}
              <span className="pulso-poll__bar" part="bar" aria-hidden="true">
                <span
                  className="pulso-poll__fill"
                  style={{ width: `${clampPercent(result.percentage)}%` }}
                />
              </span>
            </div>
            {mine ? <span className="pulso-sr-only">{t("poll.yourVote")}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
