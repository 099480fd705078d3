import type { ConnectionState } from "@pulso/sdk/public";
import { usePublicContext } from "./useResource";
import { useStoreSnapshot } from "./useStoreSnapshot";

/** The realtime connection (`status`, `attempts`, `gaveUp`, …), re-rendering when it changes. */
export function useConnection(): ConnectionState {
  const { connection } = usePublicContext().data;
  return useStoreSnapshot(connection.subscribe, connection.getState);
}
