import {
  centsToDollars,
  MICRO_SHARES_PER_SHARE,
  quoteBet,
  type Bet,
  type BetQuote,
  type Market,
  type MarketCategory,
  type PollResults,
  type PriceHistoryRange,
  type PriceHistoryResponse,
} from "@pulso/core";
import { sampleBet, sampleMarket } from "@pulso/core/testing";

/**
 * The stories' sample markets and polls, in both languages, built on `@pulso/core/testing`, with
 * their price history, quotes and bets. Dates are fixed around {@link STORY_NOW} so every render
 * (and every screenshot) looks the same.
 */

/** "Now" in the stories: relative times and history ranges count from here. */
export const STORY_NOW = Date.parse("2026-11-21T12:00:00.000Z");

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A market's image: a small inline picture, so no story needs the network. */
const MARKET_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><rect width="56" height="56" fill="#2563eb"/><path d="M10 40 22 26l9 8 15-18" fill="none" stroke="#fff" stroke-width="4"/></svg>',
)}`;

/** Market maker liquidity of the sample markets, in shares. */
const LIQUIDITY_B = 930;

/** An LMSR state whose prices are `cents` (q_i = 1e6·b·ln π_i), so quotes match the prices shown. */
function lmsrAt(cents: readonly number[]): NonNullable<Market["lmsr"]> {
  return {
    b: LIQUIDITY_B,
    q: cents.map((price) => Math.round(1e6 * LIQUIDITY_B * Math.log(price / 100))),
  };
}

/** One option of a market, priced in cents, in both languages. */
interface OptionSpec {
  id: string;
  es: string;
  en: string;
  cents: number;
}

/** What tells one sample market from another. */
export interface MarketSpec {
  id: string;
  es: string;
  en: string;
  category?: MarketCategory;
  options?: readonly OptionSpec[];
  volume?: number;
  change24h?: number;
}

const YES_NO = (yes: number): OptionSpec[] => [
  { id: "o_yes", es: "Sí", en: "Yes", cents: yes },
  { id: "o_no", es: "No", en: "No", cents: 100 - yes },
];

/** A believable active market from a few facts, with its texts in es and en. */
export function marketFrom(spec: MarketSpec, overrides: Partial<Market> = {}): Market {
  const base = sampleMarket();
  const options = spec.options ?? YES_NO(62);
  const es = { ...base.translations.es!, title: spec.es };
  const en = {
    title: spec.en,
    description: "Resolves with the official result.",
    resolutionSource: "National Electoral Council",
    resolutionRules: "Yes if the named outcome is officially declared.",
  };
  return sampleMarket({
    _id: spec.id,
    title: spec.es,
    translations: { es, en },
    image: MARKET_IMAGE,
    category: spec.category ?? "presidential",
    endDate: "2027-06-01T12:00:00.000Z",
    yesPrice: options[0]!.cents,
    noPrice: options[1]!.cents,
    options: options.map((option) => ({
      _id: option.id,
      text: option.es,
      translations: { es: { text: option.es }, en: { text: option.en } },
      price: option.cents,
      votes: null,
      percentage: option.cents,
    })),
    lmsr: lmsrAt(options.map((option) => option.cents)),
    volume: spec.volume ?? 1250.5,
    change24h: spec.change24h ?? 3,
    ...overrides,
  });
}

/** The binary `market` with its first option (Yes) moved to `cents`, its market maker with it. */
export function withYesPrice(market: Market, cents: number): Market {
  const prices = [cents, 100 - cents];
  return {
    ...market,
    options: market.options.map((option, index) => {
      const price = prices[index] ?? option.price;
      return { ...option, price, percentage: price ?? option.percentage };
    }),
    lmsr: lmsrAt(prices),
  };
}

/** The market most stories show: "Will candidate A win the presidency?", Yes at 62¢. */
export function storyMarket(overrides: Partial<Market> = {}): Market {
  return marketFrom(
    {
      id: "m_1",
      es: "¿Ganará la candidata A la presidencia?",
      en: "Will candidate A win the presidency?",
    },
    overrides,
  );
}

/** A market with four options (the most a market has). */
export function multiOptionMarket(): Market {
  return marketFrom({
    id: "m_multi",
    es: "¿Quién ganará la gubernatura de Jalisco?",
    en: "Who will win the Jalisco governorship?",
    category: "state",
    volume: 8420,
    change24h: -2,
    options: [
      { id: "o_a", es: "Candidata A", en: "Candidate A", cents: 41 },
      { id: "o_b", es: "Candidato B", en: "Candidate B", cents: 33 },
      { id: "o_c", es: "Candidata C", en: "Candidate C", cents: 18 },
      { id: "o_d", es: "Otro", en: "Other", cents: 8 },
    ],
  });
}

/** Cities of the sample mayoral races, which fill the market list past its first page. */
const MAYORAL_RACES = [
  "Guadalajara",
  "Monterrey",
  "Puebla",
  "Mérida",
  "Querétaro",
  "Tijuana",
  "León",
  "Oaxaca",
  "Morelia",
  "Toluca",
];

/** Sixteen markets of every category, most traded first, as the list's pages serve them. */
export function listMarkets(): Market[] {
  return [
    storyMarket({ volume: 24_300 }),
    marketFrom({
      id: "m_2",
      es: "¿Superará la participación el 60 %?",
      en: "Will turnout exceed 60%?",
      options: YES_NO(47),
      volume: 18_120,
      change24h: -4,
    }),
    marketFrom({
      id: "m_3",
      es: "¿Habrá segunda vuelta en Colombia?",
      en: "Will Colombia hold a runoff?",
      category: "international",
      options: YES_NO(83),
      volume: 15_200,
      change24h: 6,
    }),
    { ...multiOptionMarket(), volume: 12_420 },
    marketFrom({
      id: "m_5",
      es: "¿Tendrá el partido X mayoría en el Senado?",
      en: "Will party X hold a Senate majority?",
      category: "congressional",
      options: YES_NO(71),
      volume: 9_640.25,
      change24h: 0,
    }),
    marketFrom({
      id: "m_6",
      es: "¿Aprobará el cabildo la nueva línea de metro?",
      en: "Will the city council approve the new metro line?",
      category: "other",
      options: YES_NO(28),
      volume: 8_210,
      change24h: -1,
    }),
    ...MAYORAL_RACES.map((city, index) =>
      marketFrom({
        id: `m_city_${index + 1}`,
        es: `¿Ganará la oposición la alcaldía de ${city}?`,
        en: `Will the opposition win the ${city} mayoralty?`,
        category: "local",
        options: YES_NO(30 + ((index * 17) % 45)),
        volume: 6_000 - index * 450,
        change24h: (index % 5) - 2,
      }),
    ),
  ];
}

/** Votes per option of {@link storyPoll}, in its option order. */
const POLL_VOTES = [412, 288, 137];

const POLL_OPTIONS: readonly OptionSpec[] = [
  { id: "o_security", es: "Seguridad", en: "Security", cents: 0 },
  { id: "o_economy", es: "Economía", en: "Economy", cents: 0 },
  { id: "o_health", es: "Salud", en: "Health", cents: 0 },
];

/** The share of `votes` in `total`, 0–100 with one decimal. */
const share = (votes: number, total: number) =>
  total === 0 ? 0 : Math.round((votes / total) * 1000) / 10;

/** A poll (a market of kind `poll`) with three options: votes and percentages, no prices. */
export function storyPoll(overrides: Partial<Market> = {}): Market {
  const total = POLL_VOTES.reduce((sum, count) => sum + count, 0);
  return {
    ...marketFrom({
      id: "p_1",
      es: "¿Qué tema debería priorizar el próximo gobierno?",
      en: "Which issue should the next government put first?",
    }),
    kind: "poll",
    yesPrice: null,
    noPrice: null,
    lmsr: null,
    totalVotes: total,
    options: POLL_OPTIONS.map((option, index) => ({
      _id: option.id,
      text: option.es,
      translations: { es: { text: option.es }, en: { text: option.en } },
      price: null,
      votes: POLL_VOTES[index] ?? 0,
      percentage: share(POLL_VOTES[index] ?? 0, total),
    })),
    ...overrides,
  };
}

/** The poll's results; `myVote` adds the reader's vote to that option. */
export function storyPollResults(poll: Market, myVote: string | null = null): PollResults {
  const votes = poll.options.map(
    (option, index) => (POLL_VOTES[index] ?? 0) + (option._id === myVote ? 1 : 0),
  );
  const total = votes.reduce((sum, count) => sum + count, 0);
  return {
    pollId: poll._id,
    totalVotes: total,
    options: poll.options.map((option, index) => ({
      optionId: option._id,
      text: option.text,
      votes: votes[index] ?? 0,
      percentage: share(votes[index] ?? 0, total),
    })),
    myVote,
  };
}

/** How far back each range goes and how many points it has (oldest first). */
const RANGE_SHAPES: Record<PriceHistoryRange, { spanMs: number; points: number }> = {
  "1d": { spanMs: DAY_MS, points: 24 },
  "1w": { spanMs: 7 * DAY_MS, points: 28 },
  "1m": { spanMs: 30 * DAY_MS, points: 30 },
  all: { spanMs: 90 * DAY_MS, points: 45 },
};

/** A market's price history for one range: a steady wander ending at today's prices. */
export function storyPriceHistory(
  market: Market,
  range: PriceHistoryRange,
): PriceHistoryResponse["data"]["history"] {
  const { spanMs, points } = RANGE_SHAPES[range];
  const finals = market.options.map((option) => option.price ?? option.percentage);
  // Each market wanders its own way: a phase and a trend taken from its id.
  const phase = [...market._id].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const trend = (phase % 2 === 0 ? 12 : -9) / points;
  return {
    pollId: market._id,
    range,
    optionIds: market.options.map((option) => option._id),
    points: Array.from({ length: points }, (_, index) => {
      const left = points - 1 - index;
      // The other options drift by one wave that ends at 0 today; the first takes what is left.
      const wave = Math.round((Math.sin(left * 0.9 + phase) - Math.sin(phase)) * 4 + left * trend);
      const others = finals.slice(1).map((price) => Math.max(1, price + wave));
      const first = Math.max(1, 100 - others.reduce((sum, price) => sum + price, 0));
      return {
        t: new Date(STORY_NOW - (left * spanMs) / (points - 1)).toISOString(),
        prices: [first, ...others],
      };
    }),
  };
}

/** What the API quotes for `amount` dollars on `optionId`: core's LMSR, in the API's shape. */
export function storyQuote(market: Market, optionId: string, amount: number): BetQuote {
  const index = Math.max(
    0,
    market.options.findIndex((option) => option._id === optionId),
  );
  const quote = quoteBet(market.lmsr ?? lmsrAt([50, 50]), index, Math.round(amount * 100));
  return {
    pollId: market._id,
    optionId,
    amount: centsToDollars(quote.amountCents),
    fee: centsToDollars(quote.feeCents),
    net: centsToDollars(quote.netCents),
    shares: quote.sharesMicro / MICRO_SHARES_PER_SHARE,
    priceBefore: quote.priceBefore * 100,
    averagePrice: Math.round(quote.averagePrice * 1000) / 10,
    priceAfter: quote.priceAfter * 100,
    potentialReturn: centsToDollars(quote.potentialReturnCents),
    profit: centsToDollars(quote.profitCents),
    odds: Math.round(quote.odds * 100) / 100,
  };
}

/** The bet a confirmed quote becomes. */
export function storyBet(quote: BetQuote, market: Market): Bet {
  const option = market.options.find((candidate) => candidate._id === quote.optionId);
  return sampleBet({
    _id: "b_story",
    poll: market._id,
    option: quote.optionId,
    optionText: option?.text ?? quote.optionId,
    amount: quote.amount,
    price: quote.averagePrice,
    odds: quote.odds,
    potentialReturn: quote.potentialReturn,
    profit: quote.profit,
    fee: quote.fee,
    shares: quote.shares,
    createdAt: new Date(STORY_NOW).toISOString(),
  });
}
