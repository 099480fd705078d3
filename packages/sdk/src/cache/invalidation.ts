import { INVALIDATION_DEBOUNCE_MS } from "@pulso/core";
import type { QueryClient, QueryKey } from "@tanstack/query-core";
import { pulsoKeys } from "./queryKeys";

/**
 * The groups of cached data realtime events refresh. Spec §9 debounces polls, active bets,
 * betting history, transactions and the current user; the others are debounced alike. `deposits`
 * and `withdrawals` are the user's own lists, refreshed when the balance moves.
 */
export type InvalidationGroup =
  | "polls"
  | "activeBets"
  | "bettingHistory"
  | "transactions"
  | "currentUser"
  | "dashboard"
  | "myBets"
  | "notifications"
  | "deposits"
  | "withdrawals";

interface GroupTarget {
  keys: readonly QueryKey[];
  /**
   * Which queries refetch at once: those on screen (`active`), or all cached ones. The current
   * user refetches even unobserved, because the session follows it.
   */
  refetchType: "active" | "all";
}

const GROUPS: Record<InvalidationGroup, GroupTarget> = {
  polls: { keys: [pulsoKeys.polls], refetchType: "active" },
  activeBets: { keys: [pulsoKeys.activeBets], refetchType: "active" },
  bettingHistory: { keys: [pulsoKeys.bettingHistory], refetchType: "active" },
  transactions: { keys: [pulsoKeys.transactions], refetchType: "active" },
  currentUser: { keys: [pulsoKeys.currentUser], refetchType: "all" },
  dashboard: {
    keys: [
      pulsoKeys.dashboardOverview,
      pulsoKeys.dashboardStats,
      pulsoKeys.activeBets,
      pulsoKeys.bettingHistory,
      pulsoKeys.transactions,
    ],
    refetchType: "active",
  },
  myBets: { keys: [pulsoKeys.myBets], refetchType: "active" },
  notifications: { keys: [pulsoKeys.notifications], refetchType: "active" },
  deposits: { keys: [pulsoKeys.deposits], refetchType: "active" },
  withdrawals: { keys: [pulsoKeys.withdrawals], refetchType: "active" },
};

/**
 * Under constant trading a pure debounce would never fire (the server may send a poll update
 * every 250 ms), so a burst refreshes at the latest this long after its first event.
 */
export const INVALIDATION_MAX_WAIT_MS = 5000;

/** Options of {@link createInvalidationScheduler}. */
export interface InvalidationSchedulerOptions {
  queryClient: QueryClient;
  /** Quiet time before a group refreshes (spec §9: 500 ms). */
  delayMs?: number;
  /** Longest a burst may postpone its refresh. */
  maxWaitMs?: number;
  /** Receives a failed refresh; never thrown. */
  onError: (error: unknown, group: InvalidationGroup) => void;
}

/** Debounced invalidation of cached data, per group. */
export interface InvalidationScheduler {
  /** Refreshes the group once things go quiet: many calls within the delay make one refetch. */
  schedule(group: InvalidationGroup): void;
  /**
   * After a `poll_updated` push (whose prices are already in the cache): refreshes, debounced like
   * a group, the pushed market's own reads (details, results, bets, price history, similar) and
   * the market lists, but not the other markets on screen, so a page of N cards refetches one
   * card's data per push instead of all N.
   */
  scheduleMarket(pollId: string): void;
  /** Refreshes the group now, dropping a pending debounced refresh of it. */
  invalidateNow(group: InvalidationGroup): Promise<void>;
  /** Runs every pending refresh now. */
  flush(): void;
  /** Drops every pending refresh. */
  cancel(): void;
}

/** The debounced refresh of pushed markets ({@link InvalidationScheduler.scheduleMarket}). */
const PUSHED = "pushedMarkets";

interface Pending {
  timer: ReturnType<typeof setTimeout>;
  firstAt: number;
}

/**
 * Creates the debounced invalidation of spec §9: each group waits for `delayMs` of quiet (500 ms)
 * after its last request, then marks its queries stale and refetches the ones on screen.
 */
export function createInvalidationScheduler(
  options: InvalidationSchedulerOptions,
): InvalidationScheduler {
  const {
    queryClient,
    delayMs = INVALIDATION_DEBOUNCE_MS,
    maxWaitMs = INVALIDATION_MAX_WAIT_MS,
    onError,
  } = options;
  const pending = new Map<InvalidationGroup | typeof PUSHED, Pending>();
  /** The markets pushed since the last refresh of {@link PUSHED}. */
  const pushed = new Set<string>();

  function debounce(key: InvalidationGroup | typeof PUSHED, work: () => Promise<void>): void {
    const now = Date.now();
    const entry = pending.get(key);
    const firstAt = entry?.firstAt ?? now;
    if (entry) clearTimeout(entry.timer);
    const wait = Math.max(0, Math.min(delayMs, firstAt + maxWaitMs - now));
    pending.set(key, { firstAt, timer: setTimeout(() => void work(), wait) });
  }

  async function runPushed(): Promise<void> {
    const entry = pending.get(PUSHED);
    if (entry) clearTimeout(entry.timer);
    pending.delete(PUSHED);
    const ids = new Set(pushed);
    pushed.clear();
    try {
      await queryClient.invalidateQueries({
        queryKey: pulsoKeys.polls,
        refetchType: "active",
        // `["polls", kind, id, …]` is one market's read; any other shape is a list.
        predicate: ({ queryKey }) => typeof queryKey[2] !== "string" || ids.has(queryKey[2]),
      });
    } catch (error) {
      onError(error, "polls");
    }
  }

  async function run(group: InvalidationGroup): Promise<void> {
    const entry = pending.get(group);
    if (entry) clearTimeout(entry.timer);
    pending.delete(group);
    const { keys, refetchType } = GROUPS[group];
    try {
      await Promise.all(
        keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType })),
      );
    } catch (error) {
      onError(error, group);
    }
  }

  return {
    schedule(group) {
      debounce(group, () => run(group));
    },
    scheduleMarket(pollId) {
      pushed.add(pollId);
      debounce(PUSHED, runPushed);
    },
    invalidateNow: run,
    flush() {
      for (const key of [...pending.keys()]) void (key === PUSHED ? runPushed() : run(key));
    },
    cancel() {
      for (const entry of pending.values()) clearTimeout(entry.timer);
      pending.clear();
      pushed.clear();
    },
  };
}
