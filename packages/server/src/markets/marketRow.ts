import {
  centsToDollars,
  type Language,
  type LmsrState,
  type Market,
  type MarketCategory,
  type MarketKind,
  type MarketOption,
  type MarketStatus,
} from "@pulso/core";
import { predictionPrices, roundTo, votePercentages } from "./marketPrices";

/** A market row with the counts the API shows, as selected by MARKET_SELECT. */
export interface MarketRow {
  id: string;
  kind: MarketKind;
  status: MarketStatus;
  category: MarketCategory;
  title_es: string;
  title_en: string | null;
  description_es: string;
  description_en: string | null;
  resolution_source: string | null;
  resolution_rules_es: string | null;
  resolution_rules_en: string | null;
  image_url: string | null;
  start_date: Date;
  end_date: Date;
  yes_price: number | null;
  no_price: number | null;
  liquidity_b: number | null;
  volume_cents: number;
  bet_count: number;
  total_votes: number;
  winner_option_id: string | null;
  resolved_at: Date | null;
  featured: boolean;
  suggestion_id: string | null;
  created_at: Date;
  updated_at: Date;
  comment_count: number;
  participants: number;
  jurisdiction_country: string | null;
  jurisdiction_region: string | null;
  /** `YYYY-MM-DD`. */
  election_date: string | null;
  blackout_starts_at: Date | null;
  blackout_ends_at: Date | null;
  blackout_trading_open: boolean;
  /** The election blackout in force now (the `market_blackouts` view), else null. */
  blackout: {
    startsAt: string;
    endsAt: string;
    lawEs: string;
    lawEn: string;
    tradingOpen: boolean;
  } | null;
}

/** One option row, in position order within its market. */
export interface OptionRow {
  id: string;
  market_id: string;
  position: number;
  text_es: string;
  text_en: string | null;
  q_micro: number;
  votes: number;
}

/** The SELECT list of a MarketRow over `markets m`: the columns plus comment and participant counts. */
export const MARKET_SELECT = `m.id, m.kind, m.status, m.category, m.title_es, m.title_en, m.description_es,
  m.description_en, m.resolution_source, m.resolution_rules_es, m.resolution_rules_en, m.image_url,
  m.start_date, m.end_date, m.yes_price, m.no_price, m.liquidity_b, m.volume_cents, m.bet_count,
  m.total_votes, m.winner_option_id, m.resolved_at, m.featured, m.suggestion_id, m.created_at, m.updated_at,
  (SELECT count(*) FROM comments c WHERE c.market_id = m.id)::int AS comment_count,
  (SELECT count(*) FROM (SELECT b.user_id FROM bets b WHERE b.market_id = m.id
                         UNION SELECT v.user_id FROM votes v WHERE v.market_id = m.id) u)::int AS participants,
  m.jurisdiction_country, m.jurisdiction_region,
  to_char(m.election_date, 'YYYY-MM-DD') AS election_date,
  m.blackout_starts_at, m.blackout_ends_at, m.blackout_trading_open,
  (SELECT json_build_object('startsAt', w.starts_at, 'endsAt', w.ends_at, 'lawEs', w.law_es,
                            'lawEn', w.law_en, 'tradingOpen', w.trading_open)
     FROM market_blackouts w
    WHERE w.market_id = m.id AND now() >= w.starts_at AND now() < w.ends_at) AS blackout`;

/** The columns of an OptionRow. */
export const OPTION_SELECT = "id, market_id, position, text_es, text_en, q_micro, votes";

/** A text in the requested language, falling back to the other one (Spanish first). */
export function pickText(
  language: Language,
  es: string | null | undefined,
  en: string | null | undefined,
): string {
  return (language === "en" ? (en ?? es) : (es ?? en)) ?? "";
}

/** The LMSR state of a prediction market (q in option order); null for polls. */
export function lmsrStateOf(
  row: Pick<MarketRow, "kind" | "liquidity_b">,
  options: readonly Pick<OptionRow, "q_micro">[],
): LmsrState | null {
  if (row.kind !== "prediction" || row.liquidity_b === null) return null;
  return { b: row.liquidity_b, q: options.map((option) => option.q_micro) };
}

function translations(row: MarketRow) {
  const es = {
    title: row.title_es,
    description: row.description_es,
    resolutionSource: row.resolution_source ?? "",
    resolutionRules: row.resolution_rules_es ?? "",
  };
  const hasEnglish =
    row.title_en !== null || row.description_en !== null || row.resolution_rules_en !== null;
  const en = hasEnglish
    ? {
        title: row.title_en ?? row.title_es,
        description: row.description_en ?? row.description_es,
        resolutionSource: row.resolution_source ?? "",
        resolutionRules: row.resolution_rules_en ?? row.resolution_rules_es ?? "",
      }
    : undefined;
  return en ? { es, en } : { es };
}

/**
 * A market row and its options as core's `Market` (spec §3): texts in `language` with
 * fallback, current prices from the LMSR state (predictions) or vote shares (polls), money in
 * dollars, and `change24h` against `priceDayAgo` (the first option's stored price about 24
 * hours ago, or null without history).
 */
export function toMarket(
  row: MarketRow,
  optionRows: readonly OptionRow[],
  priceDayAgo: number | null,
  language: Language,
): Market {
  const state = lmsrStateOf(row, optionRows);
  const priced = state ? predictionPrices(state) : null;
  const shares = votePercentages(optionRows.map((option) => option.votes));
  const options: MarketOption[] = optionRows.map((option, index) => ({
    _id: option.id,
    text: pickText(language, option.text_es, option.text_en),
    translations:
      option.text_en === null
        ? { es: { text: option.text_es } }
        : { es: { text: option.text_es }, en: { text: option.text_en } },
    price: priced ? (priced.display[index] ?? 0) : null,
    votes: priced ? null : option.votes,
    percentage: priced ? (priced.display[index] ?? 0) : (shares[index] ?? 0),
  }));
  const firstNow = priced?.exact[0];
  const change24h =
    firstNow === undefined || priceDayAgo === null ? 0 : roundTo(firstNow - priceDayAgo, 2);

  return {
    _id: row.id,
    kind: row.kind,
    title: pickText(language, row.title_es, row.title_en),
    description: pickText(language, row.description_es, row.description_en),
    resolutionSource: row.resolution_source ?? "",
    resolutionRules: pickText(language, row.resolution_rules_es, row.resolution_rules_en),
    translations: translations(row),
    image: row.image_url,
    category: row.category,
    status: row.status,
    startDate: row.start_date.toISOString(),
    endDate: row.end_date.toISOString(),
    yesPrice: row.yes_price,
    noPrice: row.no_price,
    options,
    lmsr: state ? { b: state.b, q: [...state.q] } : null,
    volume: centsToDollars(row.volume_cents),
    change24h,
    betCount: row.bet_count,
    totalVotes: row.total_votes,
    participants: row.participants,
    commentCount: row.comment_count,
    winnerOptionId: row.winner_option_id,
    resolvedAt: row.resolved_at ? row.resolved_at.toISOString() : null,
    featured: row.featured,
    suggestionId: row.suggestion_id,
    election: {
      jurisdiction: row.jurisdiction_country
        ? { country: row.jurisdiction_country, region: row.jurisdiction_region }
        : null,
      electionDate: row.election_date,
      blackoutWindow:
        row.blackout_starts_at && row.blackout_ends_at
          ? {
              startsAt: row.blackout_starts_at.toISOString(),
              endsAt: row.blackout_ends_at.toISOString(),
            }
          : null,
      tradingOpen: row.blackout_trading_open,
    },
    blackout: row.blackout
      ? {
          startsAt: new Date(row.blackout.startsAt).toISOString(),
          endsAt: new Date(row.blackout.endsAt).toISOString(),
          law: pickText(language, row.blackout.lawEs, row.blackout.lawEn || null),
          pricesHidden: false,
          tradingOpen: row.blackout.tradingOpen,
        }
      : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
