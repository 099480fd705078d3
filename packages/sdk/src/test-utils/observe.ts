import { QueryObserver, type QueryClient, type QueryKey } from "@tanstack/query-core";
import { vi } from "vitest";

/**
 * Seeds `queryKey` with `data` (optionally as of `updatedAt`) and keeps an observer on it, as a
 * widget on screen would; returns the query function's mock to count refetches.
 */
export function observe<TData>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  data: TData,
  options: { updatedAt?: number; next?: () => TData } = {},
) {
  queryClient.setQueryData(
    queryKey,
    data,
    options.updatedAt ? { updatedAt: options.updatedAt } : {},
  );
  const queryFn = vi.fn(async () => (options.next ? options.next() : data));
  const observer = new QueryObserver(queryClient, { queryKey, queryFn });
  const unsubscribe = observer.subscribe(() => undefined);
  return Object.assign(queryFn, { unsubscribe, observer });
}
