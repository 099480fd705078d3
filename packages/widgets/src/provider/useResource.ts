import type { Resource, Snapshot } from "@pulso/sdk/public";
import { useContext, useSyncExternalStore } from "react";
import { PublicContext, type PublicContextValue } from "./PublicContext";
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

/** Keeps a resource on screen: its snapshot, re-rendering when it changes, and its retry. */
export function useResource<TData>(resource: Resource<TData>): QueryState<TData> {
  const snapshot = useSyncExternalStore(
    resource.subscribe,
    resource.getSnapshot,
    resource.getSnapshot,
  );
  return { ...snapshot, retry: resource.retry };
}
