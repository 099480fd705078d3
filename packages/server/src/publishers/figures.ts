import {
  ARTICLE_MIN_READERS,
  centsToDollars,
  MAX_FIGURES_DAYS,
  type PublisherArticleFigures,
  type PublisherDayFigures,
  type PublisherFigures,
} from "@pulso/core";
import type { Queryable } from "../db/database";
import { AppError } from "../http/errors";
import { isPublisherMember } from "./members";

/** The period a figures call covers when it names none: the last 30 UTC days, today included. */
export const DEFAULT_FIGURES_DAYS = 30;

const DAY_MS = 86_400_000;

/** A period of UTC days, both ends included, as `YYYY-MM-DD`. */
export interface FiguresPeriod {
  from: string;
  to: string;
}

const dayOf = (at: Date): string => at.toISOString().slice(0, 10);
const dayIndex = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * The period of a figures call: `to` defaults to today (UTC) and `from` to 29 days before `to`.
 * A period that ends before it starts, or is longer than MAX_FIGURES_DAYS, is 400 INVALID_PERIOD.
 */
export function figuresPeriod(query: { from?: string; to?: string }, now: Date): FiguresPeriod {
  const to = query.to ?? dayOf(now);
  const from = query.from ?? dayOf(new Date((dayIndex(to) - (DEFAULT_FIGURES_DAYS - 1)) * DAY_MS));
  const days = dayIndex(to) - dayIndex(from) + 1;
  if (!(days >= 1 && days <= MAX_FIGURES_DAYS)) throw new AppError(400, "INVALID_PERIOD");
  return { from, to };
}

/**
 * Whether a user may read a publisher's figures: an admin, if the publisher exists, or one of
 * its members. Everyone else is answered as if it did not exist (no probing for publishers).
 */
export async function mayReadFigures(
  db: Queryable,
  publisherId: string,
  user: { id: string; role: string },
): Promise<boolean> {
  if (user.role !== "admin") return isPublisherMember(db, publisherId, user.id);
  const found = await db.query("SELECT 1 FROM publishers WHERE id = $1", [publisherId]);
  return found.rows.length > 0;
}

/** Money of a row, in cents, before the one conversion to dollars at the boundary. */
interface MoneyCents {
  volume_cents: number;
  fee_cents: number;
  share_cents: number;
}

type DayRow = MoneyCents & {
  day: string;
  views: number;
  interactions: number;
  sign_ins: number;
  bets: number;
};

type ArticleRow = MoneyCents & {
  path: string;
  views: number;
  interactions: number;
  bets: number;
  readers: number;
};

/** The bounds of a period as instants: `$2` and `$3` are its first and last UTC day. */
const IN_PERIOD = `created_at >= ($2::date::timestamp AT TIME ZONE 'UTC')
              AND created_at < (($3::date + 1)::timestamp AT TIME ZONE 'UTC')`;

/**
 * Bets through a publisher's embeds. Fees and the share leave out refunded bets (a cancelled
 * market gives the fee back, so no share will be credited for it). The share is the estimate of
 * what resolution will credit: ⌊Σ fee × share in force at the bet / 10,000⌋ per group.
 */
const BET_AGGREGATES = `count(*)::int AS bets,
       coalesce(sum(amount_cents), 0)::bigint AS volume_cents,
       coalesce(sum(fee_cents) FILTER (WHERE status <> 'refunded'), 0)::bigint AS fee_cents,
       floor(coalesce(sum(fee_cents * publisher_share_bps) FILTER (WHERE status <> 'refunded'), 0) / 10000)::bigint AS share_cents`;

/** Every day of the period, with zeros where nothing happened. */
async function dayFigures(
  db: Queryable,
  publisherId: string,
  period: FiguresPeriod,
): Promise<DayRow[]> {
  const result = await db.query<DayRow>(
    `WITH days AS (
       SELECT generate_series($2::date, $3::date, interval '1 day')::date AS day
     ), views AS (
       SELECT day, sum(views)::bigint AS views, sum(interactions)::bigint AS interactions
         FROM embed_views WHERE publisher_id = $1 AND day BETWEEN $2::date AND $3::date
        GROUP BY day
     ), sign_ins AS (
       SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS sign_ins
         FROM embed_sessions WHERE publisher_id = $1 AND ${IN_PERIOD}
        GROUP BY 1
     ), bet_days AS (
       SELECT (created_at AT TIME ZONE 'UTC')::date AS day, ${BET_AGGREGATES}
         FROM bets WHERE publisher_id = $1 AND ${IN_PERIOD}
        GROUP BY 1
     )
     SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
            coalesce(v.views, 0)::bigint AS views,
            coalesce(v.interactions, 0)::bigint AS interactions,
            coalesce(s.sign_ins, 0)::int AS sign_ins,
            coalesce(b.bets, 0)::int AS bets,
            coalesce(b.volume_cents, 0)::bigint AS volume_cents,
            coalesce(b.fee_cents, 0)::bigint AS fee_cents,
            coalesce(b.share_cents, 0)::bigint AS share_cents
       FROM days d
       LEFT JOIN views v ON v.day = d.day
       LEFT JOIN sign_ins s ON s.day = d.day
       LEFT JOIN bet_days b ON b.day = d.day
      ORDER BY d.day`,
    [publisherId, period.from, period.to],
  );
  return result.rows;
}

/**
 * Every article of the period with its distinct readers. A reader is counted twice nowhere:
 * `readers` is the larger of the beacon's readers — distinct (day, reader hash) pairs, since a
 * hash cannot be followed from one day to the next — and the distinct bettors on the article.
 * Adding the two would count a reader who viewed and bet as two people and let fewer than
 * ARTICLE_MIN_READERS people make an article visible.
 */
async function articleRows(
  db: Queryable,
  publisherId: string,
  period: FiguresPeriod,
): Promise<ArticleRow[]> {
  const result = await db.query<ArticleRow>(
    `WITH views AS (
       SELECT article_path AS path, sum(views)::bigint AS views,
              sum(interactions)::bigint AS interactions
         FROM embed_views WHERE publisher_id = $1 AND day BETWEEN $2::date AND $3::date
        GROUP BY article_path
     ), readers AS (
       SELECT article_path AS path, count(*)::int AS readers
         FROM embed_readers WHERE publisher_id = $1 AND day BETWEEN $2::date AND $3::date
        GROUP BY article_path
     ), bet_articles AS (
       SELECT article_path AS path, ${BET_AGGREGATES}, count(DISTINCT user_id)::int AS bettors
         FROM bets WHERE publisher_id = $1 AND article_path IS NOT NULL AND ${IN_PERIOD}
        GROUP BY article_path
     ), paths AS (
       SELECT path FROM views UNION SELECT path FROM readers UNION SELECT path FROM bet_articles
     )
     SELECT p.path,
            coalesce(v.views, 0)::bigint AS views,
            coalesce(v.interactions, 0)::bigint AS interactions,
            coalesce(b.bets, 0)::int AS bets,
            coalesce(b.volume_cents, 0)::bigint AS volume_cents,
            coalesce(b.fee_cents, 0)::bigint AS fee_cents,
            coalesce(b.share_cents, 0)::bigint AS share_cents,
            greatest(coalesce(r.readers, 0), coalesce(b.bettors, 0))::int AS readers
       FROM paths p
       LEFT JOIN views v ON v.path = p.path
       LEFT JOIN readers r ON r.path = p.path
       LEFT JOIN bet_articles b ON b.path = p.path
      ORDER BY views DESC, bets DESC, p.path`,
    [publisherId, period.from, period.to],
  );
  return result.rows;
}

/** All shares ever credited to the publisher at resolution, in cents. */
async function earnedCents(db: Queryable, publisherId: string): Promise<number> {
  const result = await db.query<{ cents: number }>(
    `SELECT coalesce(sum(e.amount_cents), 0)::bigint AS cents
       FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE e.account = $1 AND t.kind = 'publisher_share'`,
    [`publisher:${publisherId}`],
  );
  return result.rows[0]?.cents ?? 0;
}

function dollars(row: MoneyCents): { volume: number; fees: number; share: number } {
  return {
    volume: centsToDollars(row.volume_cents),
    fees: centsToDollars(row.fee_cents),
    share: centsToDollars(row.share_cents),
  };
}

/**
 * A publisher's figures over a period (DESIGN §12): every day, the articles with at least
 * ARTICLE_MIN_READERS distinct readers (the others only counted in `hiddenArticles`), totals of
 * the days, and the shares credited so far. Aggregates only: no reader is named or identified.
 */
export async function publisherFigures(
  db: Queryable,
  publisherId: string,
  period: FiguresPeriod,
): Promise<PublisherFigures> {
  const days = await dayFigures(db, publisherId, period);
  const articles = await articleRows(db, publisherId, period);
  const shown = articles.filter((article) => article.readers >= ARTICLE_MIN_READERS);
  const sum = (pick: (day: DayRow) => number) => days.reduce((total, day) => total + pick(day), 0);
  return {
    from: period.from,
    to: period.to,
    days: days.map((day): PublisherDayFigures => ({
      day: day.day,
      views: day.views,
      interactions: day.interactions,
      signIns: day.sign_ins,
      bets: day.bets,
      ...dollars(day),
    })),
    articles: shown.map((article): PublisherArticleFigures => ({
      path: article.path,
      readers: article.readers,
      views: article.views,
      interactions: article.interactions,
      bets: article.bets,
      ...dollars(article),
    })),
    hiddenArticles: articles.length - shown.length,
    // The totals are the days' sums, counted in cents and converted once.
    totals: {
      views: sum((day) => day.views),
      interactions: sum((day) => day.interactions),
      signIns: sum((day) => day.sign_ins),
      bets: sum((day) => day.bets),
      ...dollars({
        volume_cents: sum((day) => day.volume_cents),
        fee_cents: sum((day) => day.fee_cents),
        share_cents: sum((day) => day.share_cents),
      }),
    },
    earned: centsToDollars(await earnedCents(db, publisherId)),
  };
}
