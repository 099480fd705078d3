import type { Language, LmsrState, MarketKind, MarketStatus } from "@pulso/core";
import type { Queryable } from "../db/database";
import { notFound, refused } from "../http/errors";

/** One option of a market as the bet code needs it. */
export interface OptionRow {
  id: string;
  position: number;
  text_es: string;
  text_en: string | null;
  q_micro: number;
}

/** A market row with its options, as the bet, quote and settlement code read it. */
export interface MarketForBet {
  id: string;
  kind: MarketKind;
  status: MarketStatus;
  end_date: Date;
  liquidity_b: number | null;
  escrow_cents: number;
  volume_cents: number;
  title_es: string;
  title_en: string | null;
  /** The election blackout in force now: trading `open` (an admin's choice) or `paused`. */
  blackout: "open" | "paused" | null;
  options: OptionRow[];
}

/**
 * Reads a market and its options in option order; `forUpdate` locks the market row first
 * (DESIGN §3: every bet and settlement serialises on it). Unknown id → 404 NOT_FOUND.
 */
export async function loadMarketForBet(
  db: Queryable,
  marketId: string,
  forUpdate: boolean,
): Promise<MarketForBet> {
  const markets = await db.query<Omit<MarketForBet, "options">>(
    `SELECT id, kind, status, end_date, liquidity_b, escrow_cents, volume_cents, title_es, title_en,
            (SELECT CASE WHEN w.trading_open THEN 'open' ELSE 'paused' END
               FROM market_blackouts w
              WHERE w.market_id = markets.id AND now() >= w.starts_at AND now() < w.ends_at)
              AS blackout
       FROM markets WHERE id = $1${forUpdate ? " FOR UPDATE" : ""}`,
    [marketId],
  );
  const market = markets.rows[0];
  if (!market) throw notFound();
  const options = await db.query<OptionRow>(
    `SELECT id, position, text_es, text_en, q_micro FROM market_options
      WHERE market_id = $1 ORDER BY position`,
    [marketId],
  );
  return { ...market, options: options.rows };
}

/**
 * The bet rules of spec §5 that depend on the market: a prediction (else WRONG_MARKET_KIND),
 * active and not past its end date even if the closing job has not run yet (else
 * MARKET_NOT_ACTIVE), and not in an election blackout unless an admin kept trading open (else
 * MARKET_IN_BLACKOUT, DESIGN §12). Returns the market maker's state.
 */
export function assertTradable(market: MarketForBet, now: Date): LmsrState {
  if (market.kind !== "prediction") throw refused("WRONG_MARKET_KIND");
  if (market.status !== "active" || market.end_date.getTime() <= now.getTime()) {
    throw refused("MARKET_NOT_ACTIVE");
  }
  if (market.blackout === "paused") throw refused("MARKET_IN_BLACKOUT");
  if (market.liquidity_b === null) {
    throw new Error(`prediction market ${market.id} has no liquidity b`);
  }
  return { b: market.liquidity_b, q: market.options.map((option) => option.q_micro) };
}

/** The index of `optionId` among the market's options, or 400 OPTION_NOT_AVAILABLE. */
export function optionIndexOf(market: MarketForBet, optionId: string): number {
  const index = market.options.findIndex((option) => option.id === optionId);
  if (index < 0) throw refused("OPTION_NOT_AVAILABLE");
  return index;
}

/** A text in `language`, falling back to Spanish (the language every market is written in). */
export function inLanguage(language: Language, es: string, en: string | null): string {
  return language === "en" ? (en ?? es) : es;
}
