import type { ApiClient } from "@pulso/api-client";
import type { User } from "@pulso/core";
import type { QueryClient, QueryKey } from "@tanstack/query-core";
import { pulsoKeys } from "../cache/queryKeys";
import type { ReadableStore } from "../store";
import type { SessionState } from "../session/sessionState";

/** What the sdk's actions (calls that change data, then fix the cache) are built from. */
export interface ActionContext {
  api: ApiClient;
  queryClient: QueryClient;
  session: { store: ReadableStore<SessionState> };
}

/** The cache work every action shares. */
export interface ActionCache {
  /** Marks the keys stale and refetches those on screen; resolves when they are back. */
  refresh(...keys: readonly QueryKey[]): Promise<void>;
  /**
   * Writes the balance a money call answered into the current user (as placing a bet does), or
   * refetches the user when the answer carried none (a replayed request).
   */
  updateBalance(balance: number | undefined): Promise<void>;
  /** The signed-in user's id; throws a message naming the fix when nobody is signed in. */
  userId(action: string): string;
}

/** Builds the shared cache work over one instance's client and session. */
export function createActionCache({ queryClient, session }: ActionContext): ActionCache {
  const refresh = async (...keys: readonly QueryKey[]) => {
    await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
  return {
    refresh,
    async updateBalance(balance) {
      if (balance === undefined) {
        // The session follows the current user, so refetch it even when nobody observes it.
        await queryClient.invalidateQueries({
          queryKey: pulsoKeys.currentUser,
          refetchType: "all",
        });
        return;
      }
      queryClient.setQueryData<User>(pulsoKeys.currentUser, (user) =>
        user ? { ...user, balance } : user,
      );
    },
    userId(action) {
      const user = session.store.getState().user;
      if (!user) {
        throw new Error(
          `[pulso] ${action} needs a signed-in user: call it after pulso.session.login() (or start()) has signed someone in.`,
        );
      }
      return user._id;
    },
  };
}
