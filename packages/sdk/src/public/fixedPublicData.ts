import type { PriceHistory } from "@pulso/api-client";
import type { Market } from "@pulso/core";
import { INITIAL_CONNECTION_STATE, type ConnectionState } from "../realtime/connectionState";
import type { ReadableStore } from "../store";
import { LOADING } from "./cell";
import type { PublicData, Resource, Snapshot } from "./publicData";

/** A resource that never changes. */
function fixed<TData>(snapshot: Snapshot<TData>): Resource<TData> {
  return { subscribe: () => () => {}, getSnapshot: () => snapshot, retry() {} };
}

const loading = fixed<never>(LOADING);

function connectionStore(state: ConnectionState): ReadableStore<ConnectionState> {
  return { getState: () => state, getInitialState: () => state, subscribe: () => () => {} };
}
const online = connectionStore({ ...INITIAL_CONNECTION_STATE, status: "open" });
/** Past the five tries: widgets mark their prices as out of date. */
const offline = connectionStore({ ...INITIAL_CONNECTION_STATE, attempts: 5, gaveUp: true });

/**
 * Public data fixed at what a batch answer held, for rendering a widget once to markup on the
 * server (DESIGN §7: the first paint of an embedded card). The markets and their week's
 * histories show as loaded; anything else stays loading, and nothing is fetched or followed. The
 * connection is open, or `offline` (past the five tries).
 */
export function fixedPublicData(
  markets: readonly Market[],
  weekHistories: Readonly<Record<string, PriceHistory>>,
  connection: "open" | "offline" = "open",
): PublicData {
  const loaded = <TData>(data: TData): Resource<TData> =>
    fixed({ status: "success", data, error: null, isFetching: false });
  const byId = new Map(markets.map((market) => [market._id, loaded(market)]));
  const histories = new Map(
    Object.entries(weekHistories).map(([id, history]) => [id, loaded(history)]),
  );
  return {
    market: (id) => byId.get(id) ?? loading,
    priceHistory: (id, range) => (range === "1w" ? histories.get(id) : undefined) ?? loading,
    leaderboard: () => loading,
    listMarkets: () => Promise.reject(new Error("fixed public data lists no markets")),
    connection: connection === "open" ? online : offline,
  };
}
