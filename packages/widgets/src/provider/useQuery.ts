import type { PulsoQuery } from "@pulso/sdk";
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { log } from "../log";
import { createQueryStore, type QuerySnapshot } from "./queryStore";
import { usePulso } from "./usePulso";

/** A query's state plus the retry the error state offers. */
export interface QueryState<TData> extends QuerySnapshot<TData> {
  /** Forgets the failed state and fetches again. */
  retry(): void;
}

/**
 * Keeps an sdk query on screen (fetching it when the cache has nothing, following realtime
 * refreshes). `key` names the query's identity: a new key starts a new watch.
 */
export function useQuery<TData>(key: string, build: () => PulsoQuery<TData>): QueryState<TData> {
  const pulso = usePulso();
  // `build` is a fresh closure each render; the query's identity is `key`.
  const store = useMemo(() => createQueryStore(pulso, build()), [pulso, key]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const retry = useCallback(() => {
    store.reset().catch((error: unknown) => log.warn("retrying a query failed", error));
  }, [store]);
  return { ...snapshot, retry };
}
