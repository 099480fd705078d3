import { createHash } from "node:crypto";
import type { Language, Market, MarketCategory, MarketKind, MarketStatus } from "@pulso/core";
import type { Queryable } from "../db/database";
import { loadMarket } from "../markets/loadMarket";
import { loadPriceHistory, type PriceHistory } from "../markets/priceHistory";

/**
 * What a market's share image shows, as the public may see it: its title, its leading option
 * with that option's price (or vote share) and 24-hour change, that option's price history, and
 * the winner once resolved. During an election blackout (DESIGN §12) the image carries no
 * figure: `leading` is null, the history empty, and `blackout` says until when and by which law.
 */
export interface OgCard {
  title: string;
  category: MarketCategory;
  kind: MarketKind;
  status: MarketStatus;
  leading: {
    text: string;
    /** Implied probability (predictions) or vote share (polls), 0–100. */
    percent: number;
    /** Change over 24 hours in points, when known for this option; else null. */
    change24h: number | null;
  } | null;
  /** The winning option's text, for a resolved market. */
  winner: string | null;
  /** The leading option's prices, oldest first (empty in a blackout). */
  sparkline: number[];
  blackout: { endsAt: string; law: string; timeZone: string } | null;
}

/** A card from a market as the public sees it (`loadMarket`'s default viewer) and its history. */
export function ogCardOf(market: Market, history: PriceHistory, timeZone = "UTC"): OgCard {
  const hidden = market.blackout?.pricesHidden === true;
  const winner = market.options.find((option) => option._id === market.winnerOptionId) ?? null;
  let leadingIndex = 0;
  market.options.forEach((option, index) => {
    if (option.percentage > (market.options[leadingIndex]?.percentage ?? 0)) leadingIndex = index;
  });
  const leadingOption = market.options[leadingIndex];
  const showFigures = !hidden && leadingOption !== undefined;
  return {
    title: market.title,
    category: market.category,
    kind: market.kind,
    status: market.status,
    leading: showFigures
      ? {
          text: leadingOption.text,
          percent: leadingOption.percentage,
          // The API's change is the first option's, in cents: a probability's points.
          change24h: leadingIndex === 0 && market.kind === "prediction" ? market.change24h : null,
        }
      : null,
    winner: winner?.text ?? null,
    sparkline: showFigures
      ? history.points.flatMap((point) => {
          const price = point.prices[leadingIndex];
          return price === undefined || !Number.isFinite(price) ? [] : [price];
        })
      : [],
    blackout:
      hidden && market.blackout
        ? { endsAt: market.blackout.endsAt, law: market.blackout.law, timeZone }
        : null,
  };
}

/**
 * What tells one share image of a market from the next, without its history: the texts, the
 * status, the leading option and its price to the whole point, the winner and the blackout. A
 * price move of a point or more, a resolution or a blackout makes a new image; smaller moves
 * wait for the cache's time limit. Computed from the public's view, so a blackout's key carries
 * nothing of the hidden price.
 */
export function ogVersion(market: Market): string {
  const leading = market.options.reduce<Market["options"][number] | undefined>(
    (best, option) => (best === undefined || option.percentage > best.percentage ? option : best),
    undefined,
  );
  const hidden = market.blackout?.pricesHidden === true;
  const parts = [
    market.title,
    market.category,
    market.status,
    market.winnerOptionId,
    hidden ? null : leading?.text,
    hidden ? null : Math.round(leading?.percentage ?? 0),
    hidden ? null : Math.round(market.change24h),
    hidden ? `${market.blackout?.endsAt}|${market.blackout?.law}` : null,
  ];
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 12);
}

/** The time zone a market's blackout is counted in (its jurisdiction's rule), else UTC. */
async function blackoutTimeZone(db: Queryable, marketId: string): Promise<string> {
  const found = await db.query<{ time_zone: string }>(
    `SELECT r.time_zone FROM markets m
       JOIN blackout_rules r ON r.country = m.jurisdiction_country
        AND r.region IN (coalesce(m.jurisdiction_region, ''), '')
      WHERE m.id = $1 ORDER BY r.region DESC LIMIT 1`,
    [marketId],
  );
  return found.rows[0]?.time_zone ?? "UTC";
}

/** A market's share-image card and version as the public sees it now, or null without one. */
export async function loadOgMarket(
  db: Queryable,
  marketId: string,
  language: Language,
): Promise<{ market: Market; version: string } | null> {
  const market = await loadMarket(db, marketId, language);
  return market ? { market, version: ogVersion(market) } : null;
}

/** The card of a loaded market: its whole price history and, in a blackout, its time zone. */
export async function loadOgCard(db: Queryable, market: Market, now: Date): Promise<OgCard> {
  if (market.blackout?.pricesHidden) {
    const none = { pollId: market._id, range: "all" as const, optionIds: [], points: [] };
    return ogCardOf(market, none, await blackoutTimeZone(db, market._id));
  }
  return ogCardOf(market, await loadPriceHistory(db, market._id, "all", now));
}
