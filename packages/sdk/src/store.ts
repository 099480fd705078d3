import type { StoreApi } from "zustand/vanilla";

/**
 * A store the UI may read and watch but not write: zustand's vanilla store without `setState`.
 * It fits `useSyncExternalStore` and zustand's `useStore` as is.
 */
export type ReadableStore<TState> = Pick<
  StoreApi<TState>,
  "getState" | "getInitialState" | "subscribe"
>;

/** The read-only view of a store. */
export function readOnly<TState>(store: StoreApi<TState>): ReadableStore<TState> {
  return {
    getState: store.getState,
    getInitialState: store.getInitialState,
    subscribe: store.subscribe,
  };
}
