import type { SessionState } from "@pulso/sdk";
import { useContext } from "react";
import { PulsoContext } from "./PulsoContext";
import { useStoreSnapshot } from "./useStoreSnapshot";

/** Spec §8's fail-fast message of the auth context used outside its provider. */
export const USE_AUTH_OUTSIDE_PROVIDER = "useAuth must be used within an AuthProvider";

/**
 * The sdk session (`status`, `user`, `isAdmin`), re-rendering when it changes: the auth context
 * of spec §8, also exported under its name there, `useAuth` (its provider, `PulsoProvider`, is
 * exported as `AuthProvider` too). Outside a provider it throws spec §8's "useAuth must be used
 * within an AuthProvider".
 */
export function useSession(): SessionState {
  const value = useContext(PulsoContext);
  if (!value) throw new Error(USE_AUTH_OUTSIDE_PROVIDER);
  const { store } = value.pulso.session;
  return useStoreSnapshot(store.subscribe, store.getState);
}
