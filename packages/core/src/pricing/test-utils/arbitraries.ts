/*
 * fast-check arbitraries and helpers for the pricing property tests. Test-only: production code
 * never imports from test-utils (dependency-cruiser enforces it).
 */
import fc from "fast-check";
import { MAX_LIQUIDITY_B, MIN_LIQUIDITY_B } from "../constants";
import type { LmsrState } from "../lmsrState";
import { openingState } from "../opening";
import type { BetQuote } from "../quote";
import { quoteBet } from "../quote";

/** Liquidity from 10 to 1e6 shares, log-uniform so both extremes get runs, plus the bounds. */
export const liquidityArb: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(MIN_LIQUIDITY_B, MAX_LIQUIDITY_B, 930),
  fc
    .double({ min: Math.log(MIN_LIQUIDITY_B), max: Math.log(MAX_LIQUIDITY_B), noNaN: true })
    .map((x) => Math.min(MAX_LIQUIDITY_B, Math.max(MIN_LIQUIDITY_B, Math.exp(x)))),
);

/** Admin opening prices: one integer 1–99 per option. */
export function openingPricesArb(optionCount: number): fc.Arbitrary<number[]> {
  return fc.array(fc.integer({ min: 1, max: 99 }), {
    minLength: optionCount,
    maxLength: optionCount,
  });
}

/** Stakes from 1 cent to $10,000,000, spread over every order of magnitude. */
export const amountArb: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(1, 1_000_000_000),
  fc.integer({ min: 0, max: 9 }).chain((digits) => fc.integer({ min: 1, max: 10 ** digits })),
);

/** A bet before it is quoted: an option (taken modulo the option count) and a stake. */
export interface BetInput {
  option: number;
  amountCents: number;
}

/** A sequence of up to `maxLength` bets on random options. */
export function betsArb(maxLength: number): fc.Arbitrary<BetInput[]> {
  return fc.array(fc.record({ option: fc.nat({ max: 3 }), amountCents: amountArb }), { maxLength });
}

/** A market opened at random prices, then traded by random bets. */
export interface TradedMarket {
  b: number;
  openingPricesCents: number[];
  opening: LmsrState;
  state: LmsrState;
  quotes: BetQuote[];
  /** Micro-shares users hold on each option (Σ sharesMicro of the bets on it). */
  outstanding: number[];
  /** Σ net stakes in cents: what the bets put into the escrow. */
  netTotalCents: number;
}

/** Opens a market and applies every bet in order, as the server would. */
export function tradeMarket(
  b: number,
  openingPricesCents: number[],
  bets: readonly BetInput[],
): TradedMarket {
  const opening = openingState(b, openingPricesCents);
  const n = openingPricesCents.length;
  const outstanding: number[] = Array.from({ length: n }, () => 0);
  const quotes: BetQuote[] = [];
  let state = opening;
  let netTotalCents = 0;
  for (const bet of bets) {
    const option = bet.option % n;
    const quote = quoteBet(state, option, bet.amountCents);
    quotes.push(quote);
    state = quote.stateAfter;
    outstanding[option] = (outstanding[option] ?? 0) + quote.sharesMicro;
    netTotalCents += quote.netCents;
  }
  return { b, openingPricesCents, opening, state, quotes, outstanding, netTotalCents };
}

/** A traded market with `optionCount` options, random b, prices and up to `maxBets` bets. */
export function tradedMarketArb(optionCount: number, maxBets = 6): fc.Arbitrary<TradedMarket> {
  return fc
    .tuple(liquidityArb, openingPricesArb(optionCount), betsArb(maxBets))
    .map(([b, openingPricesCents, bets]) => tradeMarket(b, openingPricesCents, bets));
}
