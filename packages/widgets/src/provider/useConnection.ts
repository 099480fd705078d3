import type { ConnectionState } from "@pulso/sdk";
import { useSyncExternalStore } from "react";
import { usePulso } from "./usePulso";

/** The realtime connection (`status`, `attempts`, `gaveUp`, …), re-rendering when it changes. */
export function useConnection(): ConnectionState {
  const { store } = usePulso().realtime;
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
