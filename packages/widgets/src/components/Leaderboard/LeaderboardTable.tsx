import type { Leaderboard, LeaderboardEntry, LeaderboardMetric } from "@pulso/core";
import type { Translator } from "../../i18n/translator";

/** Props of {@link LeaderboardTable}. */
export interface LeaderboardTableProps {
  leaderboard: Leaderboard;
  metric: LeaderboardMetric;
  translator: Translator;
}

/** A row's metric as shown: money for profit and volume, a percentage for the win rate. */
export function metricValue(
  entry: LeaderboardEntry,
  metric: LeaderboardMetric,
  translator: Translator,
): string {
  return metric === "winRate"
    ? translator.formatPercent(entry.winRate, 1)
    : translator.formatMoney(entry[metric]);
}

/**
 * The ranking as a table (rank, trader, the metric, bets). The reader's own row is highlighted and
 * marked "You"; when they are outside the top rows it follows them after a gap.
 */
export function LeaderboardTable({ leaderboard, metric, translator }: LeaderboardTableProps) {
  const { t, formatNumber } = translator;
  const { entries, me } = leaderboard;
  const meShown = me !== null && entries.some((entry) => entry.userId === me.userId);
  const row = (entry: LeaderboardEntry) => {
    const isMe = me?.userId === entry.userId;
    return (
      <tr
        key={entry.userId}
        className="pulso-lb__row"
        part="row"
        data-me={isMe || undefined}
        aria-current={isMe || undefined}
      >
        <td className="pulso-lb__num">{formatNumber(entry.rank)}</td>
        <th scope="row">
          {entry.name}
          {isMe ? <span className="pulso-lb__you">({t("leaderboard.you")})</span> : null}
        </th>
        <td className="pulso-lb__num">{metricValue(entry, metric, translator)}</td>
        <td className="pulso-lb__num">{formatNumber(entry.bets)}</td>
      </tr>
    );
  };
  // The board keeps its reserved height whatever the number of rows (no layout shift on the host
  // page): rows scroll inside a focusable region so keyboard users can scroll it too.
  return (
    <div
      className="pulso-lb__scroll"
      role="region"
      aria-label={t("leaderboard.title")}
      tabIndex={0}
    >
      <table className="pulso-lb__table" part="table">
        <caption className="pulso-sr-only">
          {t("leaderboard.title")}: {t(`leaderboard.metric.${metric}`)}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="pulso-lb__num">
              {t("leaderboard.rank")}
            </th>
            <th scope="col">{t("leaderboard.trader")}</th>
            <th scope="col" className="pulso-lb__num">
              {t(`leaderboard.metric.${metric}`)}
            </th>
            <th scope="col" className="pulso-lb__num">
              {t("leaderboard.bets")}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map(row)}
          {me && !meShown ? (
            <>
              <tr className="pulso-lb__gap" aria-hidden="true">
                <td colSpan={4}>⋯</td>
              </tr>
              {row(me)}
            </>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
