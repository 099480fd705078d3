import type { Market } from "@pulso/core";
import { usePublicContext, useResource } from "./useResource";

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
 * One market, live: read through the provider's public data and followed on the realtime socket
 * while mounted, so `poll_updated` prices re-render at once.
 */
export function useMarket(id: string): MarketState {
  const { status, data, error, isFetching, retry } = useResource(
    usePublicContext().data.market(id),
  );
  return { status, market: data, error, isFetching, retry };
}
