import type { MarketPage } from "@pulso/api-client";
import type { Pulso } from "../createPulso";
import type { PulsoQuery } from "../cache/queries";
import { pulsoKeys } from "../cache/queryKeys";
import type { PulsoQueryResult } from "../cache/watchQuery";
import { BATCHED_HISTORY_RANGE } from "../cache/weekHistoryBatch";
import { log } from "../log";
import type { PublicData, Resource, Snapshot } from "./publicData";

function toStatus(status: PulsoQueryResult<unknown>["status"]): Snapshot<unknown>["status"] {
  return status === "pending" ? "loading" : status;
}

function same<TData>(a: Snapshot<TData>, b: Snapshot<TData>): boolean {
  return (
    a.status === b.status &&
    a.data === b.data &&
    a.error === b.error &&
    a.isFetching === b.isFetching
  );
}

/**
 * An sdk query as a {@link Resource}: the one binding from the query cache to what widgets read.
 * The snapshot starts from the cache (a cached market renders at once) and follows the query
 * while anyone is subscribed: one watch of the cache, shared by every subscriber (a page and the
 * widgets inside it reading the same market), each told of every change. `follow`, when given,
 * runs while anyone is subscribed (a market's socket subscription) and returns how to stop.
 */
export function queryResource<TData>(
  pulso: Pulso,
  query: PulsoQuery<TData>,
  follow?: () => () => void,
): Resource<TData> {
  const cached = pulso.queryClient.getQueryState<TData, unknown>(query.queryKey);
  let snapshot: Snapshot<TData> = {
    status: cached ? toStatus(cached.status) : "loading",
    data: cached?.data,
    error: cached?.error ?? null,
    isFetching: cached?.fetchStatus === "fetching",
  };
  const listeners = new Set<() => void>();
  let stopWatching: (() => void) | null = null;
  const watch = () => {
    const unfollow = follow?.();
    const unwatch = pulso.watch(query, (result) => {
      const next: Snapshot<TData> = {
        status: toStatus(result.status),
        data: result.data,
        error: result.error,
        isFetching: result.isFetching,
      };
      if (same(next, snapshot)) return;
      snapshot = next;
      for (const listener of [...listeners]) listener();
    });
    return () => {
      unwatch();
      unfollow?.();
    };
  };
  return {
    subscribe(onChange) {
      // Each subscription is its own entry, a function given twice included.
      const listener = () => onChange();
      listeners.add(listener);
      stopWatching ??= watch();
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        const stop = stopWatching;
        stopWatching = null;
        stop?.();
      };
    },
    getSnapshot: () => snapshot,
    retry() {
      pulso.queryClient
        .resetQueries({ queryKey: query.queryKey, exact: true })
        .catch((error: unknown) => log.warn("retrying a query failed", error));
    },
  };
}

const adapters = new WeakMap<Pulso, PublicData>();

/**
 * The public data of a full sdk instance (the portal, React hosts), read through its query cache
 * so that what the portal changes (a bet, a resolution) shows in its public widgets too. One
 * resource per key, so a widget re-rendering keeps its subscription.
 */
export function publicDataOf(pulso: Pulso): PublicData {
  const known = adapters.get(pulso);
  if (known) return known;
  const resources = new Map<string, Resource<unknown>>();
  const memo = <TData>(key: string, make: () => Resource<TData>): Resource<TData> => {
    let resource = resources.get(key) as Resource<TData> | undefined;
    if (!resource) {
      resource = make();
      resources.set(key, resource as Resource<unknown>);
    }
    return resource;
  };
  const follow = (id: string) => () => pulso.realtime.subscribe(id);
  /** Each market of a list's page written into its own entry, so its card renders from it. */
  const cacheEachMarket = (page: MarketPage): MarketPage => {
    for (const market of page.polls) {
      if (pulso.queryClient.getQueryData(pulsoKeys.poll(market._id)) === undefined) {
        pulso.queryClient.setQueryData(pulsoKeys.poll(market._id), market);
      }
    }
    return page;
  };
  const data: PublicData = {
    market: (id) =>
      memo(`poll:${id}`, () => queryResource(pulso, pulso.queries.poll(id), follow(id))),
    priceHistory: (id, range) =>
      memo(`priceHistory:${id}:${range}`, () =>
        queryResource(pulso, pulso.queries.priceHistory(id, range), follow(id)),
      ),
    leaderboard: (query) =>
      memo(`leaderboard:${JSON.stringify([query.period, query.metric, query.limit])}`, () =>
        queryResource(pulso, pulso.queries.leaderboard(query)),
      ),
    async listMarkets(query) {
      const page = cacheEachMarket(
        await pulso.queryClient.fetchQuery(pulso.queries.pollList(query)),
      );
      // The cards' weeks of prices come in one batch for the page, asked for now: a list renders
      // its first cards before the others (widgets' useFirstFew), which would otherwise ask in two
      // batches.
      for (const market of page.polls) {
        void pulso.queryClient.prefetchQuery(
          pulso.queries.priceHistory(market._id, BATCHED_HISTORY_RANGE),
        );
      }
      return page;
    },
    cachedMarkets(query) {
      const page = pulso.queryClient.getQueryData<MarketPage>(
        pulso.queries.pollList(query).queryKey,
      );
      return page && cacheEachMarket(page);
    },
    connection: pulso.realtime.store,
  };
  adapters.set(pulso, data);
  return data;
}
