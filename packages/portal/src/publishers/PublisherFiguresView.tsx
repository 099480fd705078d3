import { ARTICLE_MIN_READERS, type PublisherDayFigures, type PublisherFigures } from "@pulso/core";
import { useId, useState } from "react";
import type { PortalMessageKey } from "../i18n/portalMessages";
import { usePortalT, type PortalTranslator } from "../i18n/usePortalT";
import { DataTable } from "../layout/DataTable";
import { QueryView } from "../pulso/QueryView";
import { publisherFiguresQuery } from "./publisherQueries";
import { useQuery } from "@pulso/widgets";

/** The periods a publisher picks from, in days (the server covers up to MAX_FIGURES_DAYS). */
export const FIGURE_PERIODS = [7, 30, 90] as const;
type Period = (typeof FIGURE_PERIODS)[number];

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last `days` UTC days up to today, as the figures call takes them. */
export function periodOf(days: number, now = Date.now()): { from: string; to: string } {
  return { from: isoDay(now - (days - 1) * DAY_MS), to: isoDay(now) };
}

// A day's figures count UTC days: shown as that calendar day wherever the reader is.
const DAY_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeZone: "UTC" };

/** A plural text's key without its `_one`/`_other` ending (the translator picks by `count`). */
type PluralKey<TKey> = TKey extends `${infer TBase}_one` ? TBase : never;
const plural = (
  t: PortalTranslator["t"],
  key: PluralKey<PortalMessageKey>,
  count: number,
  params = {},
) => t(key as PortalMessageKey, { ...params, count });

/**
 * A publisher's figures (DESIGN §12) over the last 7, 30 or 90 days: the totals as tiles (the
 * share as an estimate until its markets resolve, beside what has been credited), views per day as
 * small bars with a text alternative, the day-by-day table, and the per-article table, which holds
 * only articles with at least ARTICLE_MIN_READERS readers and says how many it leaves out.
 */
export function PublisherFiguresView({ publisherId }: { publisherId: string }) {
  const { t, formatDate } = usePortalT();
  const ids = useId();
  const [days, setDays] = useState<Period>(30);
  const period = periodOf(days);
  const figures = useQuery(
    `publisher-figures:${publisherId}:${period.from}:${period.to}`,
    (pulso) => publisherFiguresQuery(pulso, publisherId, period),
  );
  const dayText = (day: string) => formatDate(`${day}T12:00:00.000Z`, DAY_FORMAT);

  return (
    <section className="publisher-section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t("publishers.figures.title")}</h2>
      <fieldset className="publisher-period">
        <legend>{t("publishers.figures.period")}</legend>
        {FIGURE_PERIODS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${ids}-period`}
              value={value}
              checked={value === days}
              onChange={() => setDays(value)}
            />
            {t("publishers.figures.days", { count: value })}
          </label>
        ))}
      </fieldset>
      <QueryView state={figures} errorText={t("publishers.figures.loadError")}>
        {(data) => <FiguresBody figures={data} dayText={dayText} />}
      </QueryView>
    </section>
  );
}

function FiguresBody({
  figures,
  dayText,
}: {
  figures: PublisherFigures;
  dayText(day: string): string;
}) {
  const { t, formatMoney, formatNumber } = usePortalT();
  const range = { from: dayText(figures.from), to: dayText(figures.to) };
  const { totals } = figures;
  const counts = [
    ["views", totals.views],
    ["interactions", totals.interactions],
    ["signIns", totals.signIns],
    ["bets", totals.bets],
  ] as const;
  const amounts = [
    ["volume", totals.volume],
    ["fees", totals.fees],
  ] as const;
  return (
    <>
      <p className="portal-muted">{t("publishers.figures.range", range)}</p>
      <h3>{t("publishers.figures.totalsTitle")}</h3>
      <dl className="publisher-tiles">
        {counts.map(([key, value]) => (
          <div key={key} className="publisher-tile">
            <dt>{t(`publishers.figures.${key}`)}</dt>
            <dd>{formatNumber(value)}</dd>
          </div>
        ))}
        {amounts.map(([key, value]) => (
          <div key={key} className="publisher-tile">
            <dt>{t(`publishers.figures.${key}`)}</dt>
            <dd>{formatMoney(value)}</dd>
          </div>
        ))}
        <div className="publisher-tile">
          <dt>{t("publishers.figures.share")}</dt>
          <dd>{formatMoney(totals.share)}</dd>
          <dd className="publisher-tile__note">{t("publishers.figures.shareNote")}</dd>
        </div>
        <div className="publisher-tile">
          <dt>{t("publishers.figures.earned")}</dt>
          <dd>{formatMoney(figures.earned)}</dd>
          <dd className="publisher-tile__note">{t("publishers.figures.earnedNote")}</dd>
        </div>
      </dl>

      <h3>{t("publishers.figures.dailyTitle")}</h3>
      <ViewsChart days={figures.days} range={range} dayText={dayText} />
      <DataTable
        look="publisher-table"
        caption={t("publishers.figures.dailyCaption", range)}
        columns={[
          t("publishers.figures.day"),
          t("publishers.figures.views"),
          t("publishers.figures.interactions"),
          t("publishers.figures.signIns"),
          t("publishers.figures.bets"),
          t("publishers.figures.volume"),
          t("publishers.figures.fees"),
          t("publishers.figures.share"),
        ]}
      >
        {figures.days.map((day) => (
          <tr key={day.day}>
            <th scope="row">{dayText(day.day)}</th>
            <td className="publisher-number">{formatNumber(day.views)}</td>
            <td className="publisher-number">{formatNumber(day.interactions)}</td>
            <td className="publisher-number">{formatNumber(day.signIns)}</td>
            <td className="publisher-number">{formatNumber(day.bets)}</td>
            <td className="publisher-number">{formatMoney(day.volume)}</td>
            <td className="publisher-number">{formatMoney(day.fees)}</td>
            <td className="publisher-number">{formatMoney(day.share)}</td>
          </tr>
        ))}
      </DataTable>

      <h3>{t("publishers.figures.articlesTitle")}</h3>
      <p className="portal-muted">
        {plural(t, "publishers.figures.hidden", figures.hiddenArticles, {
          min: ARTICLE_MIN_READERS,
        })}
      </p>
      {figures.articles.length === 0 ? (
        <p className="portal-muted">{t("publishers.figures.noArticles")}</p>
      ) : (
        <DataTable
          look="publisher-table"
          caption={t("publishers.figures.articlesCaption", range)}
          columns={[
            t("publishers.figures.article"),
            t("publishers.figures.readers"),
            t("publishers.figures.views"),
            t("publishers.figures.interactions"),
            t("publishers.figures.bets"),
            t("publishers.figures.volume"),
            t("publishers.figures.fees"),
            t("publishers.figures.share"),
          ]}
        >
          {figures.articles.map((article) => (
            <tr key={article.path}>
              <th scope="row" className="publisher-mono">
                {article.path}
              </th>
              <td className="publisher-number">{formatNumber(article.readers)}</td>
              <td className="publisher-number">{formatNumber(article.views)}</td>
              <td className="publisher-number">{formatNumber(article.interactions)}</td>
              <td className="publisher-number">{formatNumber(article.bets)}</td>
              <td className="publisher-number">{formatMoney(article.volume)}</td>
              <td className="publisher-number">{formatMoney(article.fees)}</td>
              <td className="publisher-number">{formatMoney(article.share)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}

/** Views per day as bars, named by a sentence that says what they show (the table has it all). */
function ViewsChart({
  days,
  range,
  dayText,
}: {
  days: readonly PublisherDayFigures[];
  range: { from: string; to: string };
  dayText(day: string): string;
}) {
  const { t, formatNumber } = usePortalT();
  const total = days.reduce((sum, day) => sum + day.views, 0);
  const best = days.reduce<PublisherDayFigures | null>(
    (top, day) => (!top || day.views > top.views ? day : top),
    null,
  );
  const label =
    total === 0 || !best
      ? t("publishers.figures.chartEmpty", range)
      : t("publishers.figures.chartLabel", {
          ...range,
          total: formatNumber(total),
          best: dayText(best.day),
          most: formatNumber(best.views),
        });
  const width = Math.max(days.length, 1);
  const height = 40;
  return (
    <svg
      className="publisher-chart"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
    >
      {best &&
        best.views > 0 &&
        days.map((day, index) => {
          const barHeight = (day.views / best.views) * height;
          return (
            <rect
              key={day.day}
              x={index + 0.1}
              y={height - barHeight}
              width={0.8}
              height={barHeight}
              fill="currentColor"
            />
          );
        })}
    </svg>
  );
}
