import type { Market } from "@pulso/core";
import { useEffect } from "react";
import { useQuery } from "./useQuery";
import { usePulso } from "./usePulso";

/** A market as a widget shows it. */
export interface MarketState {
  status: "loading" | "error" | "success";
  market: Market | undefined;
  error: unknown;
  /** True while a request is in flight. */
  isFetching: boolean;
  /** Forgets the failed state and fetches the market again. */
  retry(): void;
}

/**
 * One market, live: reads it through the sdk's cache (`pulso.queries.poll(id)`) and follows it on
 * the realtime socket while mounted, so `poll_updated` prices re-render at once.
 */
export function useMarket(id: string): MarketState {
  const pulso = usePulso();
  const { status, data, error, isFetching, retry } = useQuery(`poll:${id}`, () =>
    pulso.queries.poll(id),
  );
  useEffect(() => pulso.realtime.subscribe(id), [pulso, id]);
  return { status, market: data, error, isFetching, retry };
}
