import type { Market, PollResults } from "@pulso/core";
import type { SessionInfo } from "../auth/sessions";
import type { PriceHistory } from "./priceHistory";

/**
 * Who reads a market, as the election blackout sees it (DESIGN §12): during a window, only a user
 * signed in on the platform itself sees forecasts there. Everyone else is `public`: anonymous
 * callers, and embed sessions too, since a frame shows what it shows inside a news page, which is
 * what the blackout laws forbid.
 */
export type ForecastViewer = "public" | "platform";

/** The viewer a request's session makes. */
export function forecastViewer(session: SessionInfo | null | undefined): ForecastViewer {
  return session?.kind === "web" ? "platform" : "public";
}

/** Whether a market, as loaded, is in a blackout that hides its forecast from `viewer`. */
export function forecastHidden(market: Market, viewer: ForecastViewer): boolean {
  return market.blackout !== null && viewer === "public";
}

/**
 * The market as the public may see it during its blackout: no prices, odds, vote shares, chart
 * state or volume (every figure a forecast can be read from), and `blackout.pricesHidden`, which
 * the widgets and the portal read to show the notice instead. Outside a window, the market as is.
 */
export function forViewer(market: Market, viewer: ForecastViewer): Market {
  if (!market.blackout || viewer === "platform") return market;
  return {
    ...market,
    options: market.options.map((option) => ({
      ...option,
      price: null,
      votes: null,
      percentage: 0,
    })),
    yesPrice: null,
    noPrice: null,
    lmsr: null,
    volume: 0,
    change24h: 0,
    betCount: 0,
    totalVotes: 0,
    blackout: { ...market.blackout, pricesHidden: true },
  };
}

/** A price history with no points: what the public gets of a market in blackout. */
export function withoutPoints(history: PriceHistory): PriceHistory {
  return { ...history, points: [] };
}

/** A poll's results without its tallies (the reader's own vote stays): the public's in blackout. */
export function withoutVotes(results: PollResults): PollResults {
  return {
    ...results,
    totalVotes: 0,
    options: results.options.map((option) => ({ ...option, votes: 0, percentage: 0 })),
  };
}
