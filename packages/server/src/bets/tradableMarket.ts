import type { Language, LmsrState, MarketKind, MarketStatus } from "@pulso/core";
import type { Queryable } from "../db/database";
import { notFound, refused } from "../http/errors";
import { usersInLockOrder } from "../ledger/lockUsers";

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

const MARKET_COLUMNS = `id, kind, status, end_date, liquidity_b, escrow_cents, volume_cents,
       title_es, title_en,
       (SELECT CASE WHEN w.trading_open THEN 'open' ELSE 'paused' END
          FROM market_blackouts w
         WHERE w.market_id = markets.id AND now() >= w.starts_at AND now() < w.ends_at)
         AS blackout`;

/** A bettor's row as a bet batch reads it under its lock: cash and unconverted promo credit. */
export interface LockedBalance {
  balanceCents: number;
  promoCents: number;
}

/**
 * Locks the market rows of a bet batch in ascending id order (DESIGN §3: every bet and settlement
 * serialises on its market's row; one order for every batch, so batches never deadlock), then —
 * in a second statement, whose snapshot is taken after those locks, so no bet committed before
 * them is missed — reads their options in option order and locks the bettors' rows in the order
 * settlements lock users in (ledger/lockUsers.ts), with their balances as the lock leaves them.
 * Markets that do not exist are missing from the map.
 */
export async function lockMarketsForBets(
  tx: Queryable,
  marketIds: readonly string[],
  userIds: readonly string[],
): Promise<{ markets: Map<string, MarketForBet>; balances: Map<string, LockedBalance> }> {
  const locked = await tx.query<Omit<MarketForBet, "options">>(
    `SELECT ${MARKET_COLUMNS} FROM markets WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE`,
    [[...new Set(marketIds)]],
  );
  const read = await tx.query<{
    options: (OptionRow & { market_id: string })[] | null;
    users: { id: string; balance_cents: number; promo_cents: number }[] | null;
  }>(
    `WITH bettors AS (${usersInLockOrder("$2")})
     SELECT (SELECT json_agg(json_build_object('market_id', market_id, 'id', id,
                     'position', position, 'text_es', text_es, 'text_en', text_en,
                     'q_micro', q_micro) ORDER BY market_id, position)
               FROM market_options WHERE market_id = ANY($1::text[])) AS options,
            (SELECT json_agg(json_build_object('id', id, 'balance_cents', balance_cents,
                     'promo_cents', promo_cents))
               FROM bettors) AS users`,
    [locked.rows.map((row) => row.id), [...new Set(userIds)]],
  );
  const markets = new Map<string, MarketForBet>(
    locked.rows.map((row) => [row.id, { ...row, end_date: new Date(row.end_date), options: [] }]),
  );
  for (const { market_id: marketId, ...option } of read.rows[0]?.options ?? []) {
    markets.get(marketId)?.options.push(option);
  }
  const balances = new Map<string, LockedBalance>(
    (read.rows[0]?.users ?? []).map((user) => [
      user.id,
      { balanceCents: user.balance_cents, promoCents: user.promo_cents },
    ]),
  );
  return { markets, balances };
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
    `SELECT ${MARKET_COLUMNS} FROM markets WHERE id = $1${forUpdate ? " FOR UPDATE" : ""}`,
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
