import type { Leaderboard, LeaderboardEntry, LeaderboardMetric } from "@pulso/core";
import { useState } from "react";
import type { Translator } from "../../i18n/translator";

/** Props of {@link LeaderboardTable}. */
export interface LeaderboardTableProps {
  leaderboard: Leaderboard;
  metric: LeaderboardMetric;
  translator: Translator;
  /** Rows shown at first, and how many each "Ver más" adds. */
  pageRows: number;
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
 * Which rows a page of `shown` rows holds: the top entries, and the reader's own row when it is
 * not among them (it takes the page's last place, after a gap), so a page never grows past `shown`.
 */
export function visibleRows(leaderboard: Leaderboard, shown: number) {
  const { entries, me } = leaderboard;
  const meIndex = me ? entries.findIndex((entry) => entry.userId === me.userId) : -1;
  const meApart = me !== null && (meIndex === -1 || meIndex >= shown);
  const top = entries.slice(0, meApart ? Math.max(shown - 1, 0) : shown);
  return { top, apart: meApart ? me : null, more: top.length < entries.length };
}

/**
 * The ranking as a table (rank, trader, the metric, bets), `pageRows` rows at a time: "Ver más"
 * adds a page (the board grows on the reader's click; nothing is hidden behind a scroll), and once
 * every row is shown "Ver menos" goes back to the first page. The reader's own row is highlighted
 * and marked "You"; when it is outside the rows shown it closes the page after a gap.
 */
export function LeaderboardTable({
  leaderboard,
  metric,
  translator,
  pageRows,
}: LeaderboardTableProps) {
  const { t, formatNumber } = translator;
  const [shown, setShown] = useState(pageRows);
  const [told, setTold] = useState("");
  const { top, apart, more } = visibleRows(leaderboard, shown);
  const { me } = leaderboard;

  const row = (entry: LeaderboardEntry, afterGap = false) => {
    const isMe = me?.userId === entry.userId;
    return (
      <tr
        key={entry.userId}
        className="pulso-lb__row"
        part="row"
        data-me={isMe || undefined}
        data-after-gap={afterGap || undefined}
        aria-current={isMe || undefined}
      >
        <td className="pulso-lb__num">{formatNumber(entry.rank)}</td>
        <th scope="row" className="pulso-lb__name" title={entry.name}>
          {entry.name}
          {isMe ? <span className="pulso-lb__you">({t("leaderboard.you")})</span> : null}
        </th>
        <td className="pulso-lb__num">{metricValue(entry, metric, translator)}</td>
        <td className="pulso-lb__num">{formatNumber(entry.bets)}</td>
      </tr>
    );
  };

  const total = leaderboard.entries.length;
  const change = (next: number) => {
    setShown(next);
    const count = visibleRows(leaderboard, next).top.length;
    setTold(t("leaderboard.showing", { shown: formatNumber(count), total: formatNumber(total) }));
  };

  return (
    <>
      <table className="pulso-lb__table" part="table">
        <caption className="pulso-sr-only">
          {t("leaderboard.title")}: {t(`leaderboard.metric.${metric}`)}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="pulso-lb__num pulso-lb__rank">
              {t("leaderboard.rank")}
            </th>
            <th scope="col">{t("leaderboard.trader")}</th>
            <th scope="col" className="pulso-lb__num pulso-lb__value">
              {t(`leaderboard.metric.${metric}`)}
            </th>
            <th scope="col" className="pulso-lb__num pulso-lb__bets">
              {t("leaderboard.bets")}
            </th>
          </tr>
        </thead>
        <tbody>
          {top.map((entry) => row(entry))}
          {apart ? row(apart, top.length > 0) : null}
        </tbody>
      </table>
      {more || shown > pageRows ? (
        <div className="pulso-lb__footer">
          <button
            type="button"
            className="pulso-w__tab"
            part="more"
            onClick={() => change(more ? shown + pageRows : pageRows)}
          >
            {t(more ? "leaderboard.showMore" : "leaderboard.showFewer")}
          </button>
        </div>
      ) : null}
      <p className="pulso-sr-only" role="status">
        {told}
      </p>
    </>
  );
}
