import type { SessionState } from "@pulso/sdk";
import { useSyncExternalStore } from "react";
import { usePulso } from "./usePulso";

/** The sdk session (`status`, `user`, `isAdmin`), re-rendering when it changes. */
export function useSession(): SessionState {
  const { store } = usePulso().session;
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
