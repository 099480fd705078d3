import type { PulsoQuery, PulsoQueryResult } from "@pulso/sdk";
import { usePulso } from "@pulso/widgets";
import { useEffect, useState } from "react";

/** A query's state as a portal screen shows it. */
export interface PortalQueryState<TData> {
  status: "loading" | "error" | "success";
  data: TData | undefined;
  error: unknown;
  /** Fetches again (the error state's retry). */
  retry(): void;
}

const LOADING = { status: "loading", data: undefined, error: null } as const;

/**
 * Keeps an sdk query on screen through `pulso.watch` (cache, realtime refreshes). `key` names the
 * query's identity: a new key watches a new query.
 *
 * @example
 * const footer = usePulsoQuery("footer", (pulso) => pulso.queries.footer());
 */
export function usePulsoQuery<TData>(
  key: string,
  build: (pulso: ReturnType<typeof usePulso>) => PulsoQuery<TData>,
): PortalQueryState<TData> {
  const pulso = usePulso();
  const [watched, setWatched] = useState<{ key: string; result: PulsoQueryResult<TData> } | null>(
    null,
  );
  useEffect(
    () => pulso.watch(build(pulso), (result) => setWatched({ key, result })),
    // `build` is a fresh closure each render; the query's identity is `key`.
    [pulso, key],
  );
  const result = watched?.key === key ? watched.result : null;
  const retry = () => {
    void result?.refetch();
  };
  if (!result || result.status === "pending") return { ...LOADING, retry };
  if (result.status === "error") {
    return { status: "error", data: result.data, error: result.error, retry };
  }
  return { status: "success", data: result.data, error: null, retry };
}
