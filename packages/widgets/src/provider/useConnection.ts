import type { ConnectionState } from "@pulso/sdk/public";
import { useCallback } from "react";
import { usePublicContext } from "./useResource";
import { useStoreSnapshot } from "./useStoreSnapshot";

const whole = (state: ConnectionState) => state;

/**
 * The realtime connection (`status`, `attempts`, `gaveUp`, …), re-rendering when it changes; or,
 * with `select`, what `select` reads of it, re-rendering only when that changes (`Object.is`). A
 * widget that only shows whether it is offline should not render again each time the server
 * acknowledges a subscription. `select` must be one function for the component's life (declared
 * outside it), as the store's subscription follows it.
 */
export function useConnection(): ConnectionState;
export function useConnection<TSelected>(select: (state: ConnectionState) => TSelected): TSelected;
export function useConnection<TSelected>(
  select: (state: ConnectionState) => TSelected | ConnectionState = whole,
): TSelected | ConnectionState {
  const { connection } = usePublicContext().data;
  const read = useCallback(() => select(connection.getState()), [connection, select]);
  return useStoreSnapshot(connection.subscribe, read);
}
