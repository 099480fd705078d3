import { log } from "../log";
import type { Resource, Snapshot } from "./publicData";

/** The snapshot of data nobody has loaded yet. */
export const LOADING: Snapshot<never> = {
  status: "loading",
  data: undefined,
  error: null,
  isFetching: false,
};

function same<TData>(a: Snapshot<TData>, b: Snapshot<TData>): boolean {
  return (
    a.status === b.status &&
    a.data === b.data &&
    a.error === b.error &&
    a.isFetching === b.isFetching
  );
}

/** What a cell's owner does when its first subscriber comes and its last one goes. */
export interface CellHooks {
  /** The first subscriber arrived. */
  watched(): void;
  /** The last subscriber left. */
  unwatched(): void;
  /** A subscriber asked to load again after a failure. */
  retry(): void;
}

/** One piece of public data: its snapshot, its subscribers and the resource widgets see. */
export interface Cell<TData> {
  resource: Resource<TData>;
  snapshot(): Snapshot<TData>;
  /** Whether anyone is subscribed. */
  isWatched(): boolean;
  /** A request for the data started. */
  loading(): void;
  /** Back to the loading state (a retry after a failure), a request under way. */
  restart(): void;
  /** The data arrived. */
  loaded(data: TData): void;
  /** The data changed in place (a pushed price): only when some data is already shown. */
  update(change: (data: TData) => TData): void;
  /**
   * A request failed: with data already shown the data stays (a failed catch-up keeps the last
   * prices); without, the error state shows.
   */
  failed(error: unknown): void;
}

/** Creates a {@link Cell}; subscribers are told of every change, and none of them can throw out. */
export function createCell<TData>(hooks: CellHooks): Cell<TData> {
  let snapshot: Snapshot<TData> = LOADING;
  const listeners = new Set<() => void>();
  const set = (patch: Partial<Snapshot<TData>>) => {
    const next = { ...snapshot, ...patch };
    if (same(next, snapshot)) return;
    snapshot = next;
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch (error) {
        log.error("a public data subscriber threw", error);
      }
    }
  };
  return {
    resource: {
      subscribe(onChange) {
        listeners.add(onChange);
        if (listeners.size === 1) hooks.watched();
        return () => {
          if (listeners.delete(onChange) && listeners.size === 0) hooks.unwatched();
        };
      },
      getSnapshot: () => snapshot,
      retry: () => hooks.retry(),
    },
    snapshot: () => snapshot,
    isWatched: () => listeners.size > 0,
    loading: () => set({ isFetching: true }),
    restart: () => set({ ...LOADING, isFetching: true }),
    loaded: (data) => set({ status: "success", data, error: null, isFetching: false }),
    update(change) {
      if (snapshot.data !== undefined) set({ data: change(snapshot.data) });
    },
    failed(error) {
      if (snapshot.data !== undefined) set({ isFetching: false });
      else set({ status: "error", error, isFetching: false });
    },
  };
}
