import type { Pulso, PulsoQuery, PulsoQueryResult } from "@pulso/sdk";

/** A query's state as the widgets read it. */
export interface QuerySnapshot<TData> {
  status: "loading" | "error" | "success";
  data: TData | undefined;
  error: unknown;
  /** True while a request is in flight (first load, retry or refresh). */
  isFetching: boolean;
}

/** A query as an external store for `useSyncExternalStore`, watched through the sdk. */
export interface QueryStore<TData> {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): QuerySnapshot<TData>;
  /** Forgets the cached state and fetches again (the error state's retry). */
  reset(): Promise<void>;
}

function toStatus(status: PulsoQueryResult<unknown>["status"]): QuerySnapshot<unknown>["status"] {
  return status === "pending" ? "loading" : status;
}

function same<TData>(a: QuerySnapshot<TData>, b: QuerySnapshot<TData>): boolean {
  return (
    a.status === b.status &&
    a.data === b.data &&
    a.error === b.error &&
    a.isFetching === b.isFetching
  );
}

/**
 * Wraps `pulso.watch` as an external store: the snapshot starts from the cache (so a cached market
 * renders at once) and follows the sdk's observer while subscribed; it changes identity only when
 * something shown changes.
 */
export function createQueryStore<TData>(pulso: Pulso, query: PulsoQuery<TData>): QueryStore<TData> {
  const cached = pulso.queryClient.getQueryState<TData, unknown>(query.queryKey);
  let snapshot: QuerySnapshot<TData> = {
    status: cached ? toStatus(cached.status) : "loading",
    data: cached?.data,
    error: cached?.error ?? null,
    isFetching: cached?.fetchStatus === "fetching",
  };
  return {
    subscribe(onChange) {
      return pulso.watch(query, (result) => {
        const next: QuerySnapshot<TData> = {
          status: toStatus(result.status),
          data: result.data,
          error: result.error,
          isFetching: result.isFetching,
        };
        if (same(next, snapshot)) return;
        snapshot = next;
        onChange();
      });
    },
    getSnapshot: () => snapshot,
    reset: () => pulso.queryClient.resetQueries({ queryKey: query.queryKey, exact: true }),
  };
}
