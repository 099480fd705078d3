import type { Resource, Snapshot } from "@pulso/sdk/public";
import { useContext } from "react";
import { PublicContext, type PublicContextValue } from "./PublicContext";
import { useStoreSnapshot } from "./useStoreSnapshot";
import { USE_PULSO_OUTSIDE_PROVIDER } from "./usePulso";

/** Some data's state plus the retry the error state offers. */
export interface QueryState<TData> extends Snapshot<TData> {
  /** Forgets the failed state and loads again. */
  retry(): void;
}

/** The nearest provider's public data and translator; fails fast outside any provider. */
export function usePublicContext(): PublicContextValue {
  const value = useContext(PublicContext);
  if (!value) throw new Error(USE_PULSO_OUTSIDE_PROVIDER);
  return value;
}

/**
 * Keeps a resource on screen: its snapshot, re-rendering (as a transition) when it changes, and its
 * retry.
 */
export function useResource<TData>(resource: Resource<TData>): QueryState<TData> {
  const snapshot = useStoreSnapshot(resource.subscribe, resource.getSnapshot);
  return { ...snapshot, retry: resource.retry };
}
