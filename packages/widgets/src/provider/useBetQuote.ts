import type { BetQuote } from "@pulso/core";
import { useEffect, useState } from "react";
import { usePulso } from "./usePulso";

/** A live bet quote as the ticket shows it. */
export interface BetQuoteState {
  /** `idle` until there is something to quote; `loading` keeps the last quote on screen. */
  status: "idle" | "loading" | "success" | "error";
  quote: BetQuote | undefined;
  error: unknown;
}

/** What a quote is asked for. */
export interface BetQuoteRequest {
  marketId: string;
  optionId: string;
  /** Dollars. */
  amount: number;
}

interface Answer {
  key: string;
  quote: BetQuote | undefined;
  error: unknown;
}

const IDLE: BetQuoteState = { status: "idle", quote: undefined, error: null };

/**
 * A debounced quote (`GET /polls/:id/quote`): asked `delayMs` after the request last changed and
 * asked again whenever `refreshKey` changes (the market's live price), the previous call aborted.
 * A null request is idle.
 */
export function useBetQuote(
  request: BetQuoteRequest | null,
  refreshKey: unknown,
  delayMs: number,
): BetQuoteState {
  const pulso = usePulso();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [lastQuote, setLastQuote] = useState<BetQuote | undefined>(undefined);
  const key = request ? `${request.marketId}|${request.optionId}|${request.amount}` : "";
  const fullKey = `${key}|${String(refreshKey)}`;

  useEffect(() => {
    if (!request) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      pulso.api
        .getQuote(
          request.marketId,
          { optionId: request.optionId, amount: request.amount },
          { signal: controller.signal },
        )
        .then(
          (quote) => {
            setLastQuote(quote);
            setAnswer({ key: fullKey, quote, error: null });
          },
          (error: unknown) => {
            if (!controller.signal.aborted) setAnswer({ key: fullKey, quote: undefined, error });
          },
        );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // The request's identity is `fullKey` (a fresh `request` object each render is the same).
  }, [pulso, fullKey, delayMs]);

  if (!request) return IDLE;
  if (answer?.key === fullKey) {
    return answer.quote
      ? { status: "success", quote: answer.quote, error: null }
      : { status: "error", quote: undefined, error: answer.error };
  }
  const shown = lastQuote && lastQuote.optionId === request.optionId ? lastQuote : undefined;
  return { status: "loading", quote: shown, error: null };
}
