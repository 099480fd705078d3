import type { MarketPage, PriceHistory } from "@pulso/api-client";
import type {
  Leaderboard,
  LeaderboardQuery,
  ListPollsQuery,
  Market,
  PriceHistoryRange,
} from "@pulso/core";
import type { ConnectionState } from "../realtime/connectionState";
import type { ReadableStore } from "../store";

/** Some data as a widget shows it. */
export interface Snapshot<TData> {
  status: "loading" | "error" | "success";
  data: TData | undefined;
  error: unknown;
  /** True while a request for it is in flight (first load, retry or catch-up). */
  isFetching: boolean;
}

/**
 * Some data a widget follows, as an external store for `useSyncExternalStore`: the first
 * subscription loads it, the snapshot changes identity only when something shown changes.
 */
export interface Resource<TData> {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): Snapshot<TData>;
  /** Forgets a failure and loads again (the error state's "try again"). */
  retry(): void;
}

/**
 * The public data the public widgets read (DESIGN §7): markets live on the shared socket, their
 * price histories, the leaderboard and market list pages, and the connection's state. The lean
 * public client of embedded widgets (`createPublicClient`), the full sdk's (`publicDataOf(pulso)`,
 * over its query cache) for the portal and React hosts, and a batch answer's, fixed, for rendering
 * a widget to markup on the server (`fixedPublicData`).
 */
export interface PublicData {
  /** One market, kept current by `poll_updated` while subscribed. */
  market(id: string): Resource<Market>;
  /** A market's price history for a range, extended by `poll_updated` while subscribed. */
  priceHistory(id: string, range: PriceHistoryRange): Resource<PriceHistory>;
  /** The leaderboard for a period, metric and length. */
  leaderboard(query: LeaderboardQuery): Resource<Leaderboard>;
  /** One page of the market list; its markets then render without another request. */
  listMarkets(query: ListPollsQuery): Promise<MarketPage>;
  /**
   * That page when it is already in the cache (the portal asks for a list's first page before
   * its first render), its markets then rendering without a request as after `listMarkets`;
   * undefined when it must be asked for. Lets a list render its cards on its first render.
   */
  cachedMarkets?(query: ListPollsQuery): MarketPage | undefined;
  /** The realtime connection: `gaveUp` means past the spec's five tries, now offline. */
  connection: ReadableStore<ConnectionState>;
}
