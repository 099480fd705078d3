import { queryResource, type Pulso, type PulsoQuery } from "@pulso/sdk";
import { useMemo } from "react";
import { useResource, type QueryState } from "./useResource";
import { usePulso } from "./usePulso";

export type { QueryState } from "./useResource";

/**
 * Keeps an sdk query on screen: the one binding from the sdk's query cache to a React component,
 * for the account widgets and every screen of the portal. A cached answer shows from the first
 * render; the query is fetched when the cache has nothing and follows realtime refreshes while the
 * component is mounted; a change renders as a transition (`useStoreSnapshot`). `key` names the
 * query's identity: a new key starts a new watch.
 *
 * @example
 * const footer = useQuery("footer", (pulso) => pulso.queries.footer());
 */
export function useQuery<TData>(
  key: string,
  build: (pulso: Pulso) => PulsoQuery<TData>,
): QueryState<TData> {
  const pulso = usePulso();
  // `build` is a fresh closure each render; the query's identity is `key`.
  const resource = useMemo(() => queryResource(pulso, build(pulso)), [pulso, key]);
  return useResource(resource);
}
