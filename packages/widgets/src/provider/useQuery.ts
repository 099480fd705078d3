import { queryResource, type PulsoQuery } from "@pulso/sdk";
import { useMemo } from "react";
import { useResource, type QueryState } from "./useResource";
import { usePulso } from "./usePulso";

export type { QueryState } from "./useResource";

/**
 * Keeps an sdk query on screen (fetching it when the cache has nothing, following realtime
 * refreshes), for the account widgets that run on the full sdk. `key` names the query's
 * identity: a new key starts a new watch.
 */
export function useQuery<TData>(key: string, build: () => PulsoQuery<TData>): QueryState<TData> {
  const pulso = usePulso();
  // `build` is a fresh closure each render; the query's identity is `key`.
  const resource = useMemo(() => queryResource(pulso, build()), [pulso, key]);
  return useResource(resource);
}
