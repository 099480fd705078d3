import type { ConnectionState } from "@pulso/sdk/public";
import { useSyncExternalStore } from "react";
import { usePublicContext } from "./useResource";

/** The realtime connection (`status`, `attempts`, `gaveUp`, …), re-rendering when it changes. */
export function useConnection(): ConnectionState {
  const { connection } = usePublicContext().data;
  return useSyncExternalStore(connection.subscribe, connection.getState, connection.getState);
}
