import type { PulsoQuery, PulsoQueryResult } from "@pulso/sdk";
import { usePulso } from "@pulso/widgets";
import { startTransition, useEffect, useState } from "react";

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
    () => {
      let answered = false;
      return pulso.watch(build(pulso), (result) => {
        const show = () => setWatched({ key, result });
        // The first answer as a transition: React renders what it brings (a list of cards) in
        // slices, yielding to the browser between them, instead of in one long task (issue 17).
        // Later ones (a refresh after the reader's change) show at once.
        if (!answered && result.status === "success") startTransition(show);
        else show();
        if (result.status !== "pending") answered = true;
      });
    },
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
