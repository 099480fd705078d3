import { QueryObserver, type QueryClient, type QueryObserverResult } from "@tanstack/query-core";
import { log } from "../log";
import type { PulsoQuery } from "./queries";

/** What a watcher receives: query-core's observer result (status, data, error, isFetching, …). */
export type PulsoQueryResult<TData> = QueryObserverResult<TData, unknown>;

/**
 * Keeps a query on screen without a framework: fetches it if the cache has nothing, calls
 * `listener` with the current result at once and after every change, and keeps it refreshed by
 * realtime invalidation until the returned function is called.
 */
export function watchQuery<TData>(
  queryClient: QueryClient,
  query: PulsoQuery<TData>,
  listener: (result: PulsoQueryResult<TData>) => void,
): () => void {
  const observer = new QueryObserver<TData, unknown>(queryClient, query);
  const safe = (result: PulsoQueryResult<TData>) => {
    try {
      listener(result);
    } catch (error) {
      log.error("a query watcher threw", error);
    }
  };
  const stop = observer.subscribe(safe);
  safe(observer.getCurrentResult());
  return stop;
}
