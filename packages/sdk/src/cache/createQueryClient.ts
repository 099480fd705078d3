import { CACHE_POLICIES } from "@pulso/core";
import { QueryClient } from "@tanstack/query-core";
import { pulsoKeys } from "./queryKeys";
import { retryUpTo } from "./retryPolicy";

/**
 * Creates an instance's query cache with spec §9's policies: data fresh 5 minutes and kept 10;
 * one retry for queries and none for mutations; no refetch on focus, reconnect, mount or
 * interval. The current user is kept 15 minutes and retried up to twice (never on 401/403);
 * notifications are fresh 5 and kept 10. The policies attach to the keys, so a widget's own
 * query on `pulsoKeys.currentUser` gets them too.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_POLICIES.default.staleTime,
        gcTime: CACHE_POLICIES.default.gcTime,
        retry: retryUpTo(CACHE_POLICIES.default.retry),
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
        refetchInterval: false,
      },
      mutations: { retry: CACHE_POLICIES.mutations.retry },
    },
  });
  client.setQueryDefaults(pulsoKeys.currentUser, {
    staleTime: CACHE_POLICIES.currentUser.staleTime,
    gcTime: CACHE_POLICIES.currentUser.gcTime,
    retry: retryUpTo(CACHE_POLICIES.currentUser.retry),
  });
  client.setQueryDefaults(pulsoKeys.notifications, {
    staleTime: CACHE_POLICIES.notifications.staleTime,
    gcTime: CACHE_POLICIES.notifications.gcTime,
    retry: retryUpTo(CACHE_POLICIES.notifications.retry),
  });
  return client;
}
