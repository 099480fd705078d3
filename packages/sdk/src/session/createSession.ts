import type { ApiClient, ApiError } from "@pulso/api-client";
import type { LoginBody, SignupBody, User } from "@pulso/core";
import { hashKey, isCancelledError, type QueryClient } from "@tanstack/query-core";
import { createStore } from "zustand/vanilla";
import type { PulsoQueries } from "../cache/queries";
import { PRIVATE_KEYS, pulsoKeys } from "../cache/queryKeys";
import { log } from "../log";
import { readOnly, type ReadableStore } from "../store";
import {
  LOADING,
  SIGNED_OUT,
  signedIn,
  type AuthMode,
  type NavigateHook,
  type NavigateReason,
  type SessionState,
} from "./sessionState";
import type { TokenHolder } from "./tokenHolder";

/** What a session is built from (wired by createPulso). */
export interface SessionOptions {
  api: ApiClient;
  queryClient: QueryClient;
  queries: PulsoQueries;
  mode: AuthMode;
  tokens: TokenHolder;
  navigate?: NavigateHook;
  /** Runs when the signed-in identity changes, so the realtime socket can follow it. */
  onIdentityChange: () => void;
}

/** The signed-in user, the calls that change who it is, and the state the UI watches. */
export interface PulsoSession {
  /** Status, user and isAdmin; subscribe for changes. */
  store: ReadableStore<SessionState>;
  /** `cookie` or `bearer`. */
  mode: AuthMode;
  /** The bearer token (bearer mode), or null. */
  getToken(): string | null;
  /** Bearer mode: uses this token (e.g. restored from storage) and checks it; null signs out. */
  setToken(token: string | null): Promise<User | null>;
  /** Signs in, caches the user, navigates to `/`. Rejects with the ApiError on failure. */
  login(body: LoginBody): Promise<User>;
  /** Creates the account (with its $10 credit), signs in and navigates to `/`. Rejects with the ApiError. */
  signup(body: SignupBody): Promise<User>;
  /**
   * Signs out: revokes the session on the server when it can, and always clears the session and
   * every cached query, then navigates to `/login`. Never rejects.
   */
  logout(): Promise<void>;
  /**
   * Asks the server who is signed in (`GET /auth/session`, which answers 200 with the user or
   * null, so a signed-out reader causes no error in any console); signed out, or any failure,
   * signs out (spec §4). Resolves the user or null.
   */
  refresh(): Promise<User | null>;
  /** Called with every 401 answer: drops the session (not for failed credentials). */
  handleUnauthorized(error: ApiError): void;
  /** Stops following the cache. */
  dispose(): void;
}

/** Paths whose 401 means wrong credentials, not an expired session. */
const CREDENTIAL_PATHS = ["/auth/login", "/auth/signup", "/auth/updateMyPassword", "/auth/logout"];

/**
 * Creates the session of spec §4 on a zustand vanilla store: signed out without a session;
 * login and sign-up cache the user; logout always clears the session and cached data and calls
 * the app's navigate hook; a probe that finds nobody, a failing probe or any 401 signs out. The
 * session follows the cached current user, so a refetch (say after `balance_updated`) updates it.
 */
export function createSession(options: SessionOptions): PulsoSession {
  const { api, queryClient, queries, mode, tokens, navigate, onIdentityChange } = options;
  const initial = mode === "bearer" && tokens.get() === null ? SIGNED_OUT : LOADING;
  const store = createStore<SessionState>()(() => initial);
  const queryCache = queryClient.getQueryCache();
  const currentUserHash = hashKey(pulsoKeys.currentUser);
  // The user cached by login has no query function of its own; a later refresh needs one.
  queryClient.setQueryDefaults(pulsoKeys.currentUser, {
    ...queryClient.getQueryDefaults(pulsoKeys.currentUser),
    queryFn: queries.currentUser().queryFn,
  });

  // The session follows the cached current user, whoever fetched it.
  const stopFollowing = queryCache.subscribe((event) => {
    if (event.type !== "updated" || event.query.queryHash !== currentUserHash) return;
    // An answer for a query already dropped (after logout) must not sign anyone back in.
    if (queryCache.get(currentUserHash) !== event.query) return;
    if (event.action.type === "success") {
      const user = event.query.state.data as User | null | undefined;
      if (user) store.setState(signedIn(user), true);
      else if (user === null) signOutLocally();
    } else if (event.action.type === "error" && !isCancelledError(event.action.error)) {
      signOutLocally();
    }
  });

  function dropPrivateData(): void {
    for (const queryKey of PRIVATE_KEYS) {
      void queryClient.cancelQueries({ queryKey });
      queryClient.removeQueries({ queryKey });
    }
  }

  /** Ends the session here: token, private cached data, state. Does not call the server. */
  function signOutLocally(): void {
    const hadSession = store.getState().status === "signed-in" || tokens.get() !== null;
    tokens.set(null);
    dropPrivateData();
    store.setState(SIGNED_OUT, true);
    if (hadSession) onIdentityChange();
  }

  function go(path: string, reason: NavigateReason): void {
    try {
      navigate?.(path, reason);
    } catch (error) {
      log.warn(`the navigate hook threw for ${path}`, error);
    }
  }

  function establish(token: string, user: User, reason: NavigateReason): User {
    const previous = store.getState().user;
    if (previous && previous._id !== user._id) dropPrivateData();
    if (mode === "bearer") tokens.set(token);
    queryClient.setQueryData(pulsoKeys.currentUser, user);
    store.setState(signedIn(user), true);
    onIdentityChange();
    go("/", reason);
    return user;
  }

  async function refresh(): Promise<User | null> {
    if (mode === "bearer" && tokens.get() === null) {
      if (store.getState().status !== "signed-out") store.setState(SIGNED_OUT, true);
      return null;
    }
    if (store.getState().status !== "signed-in") store.setState(LOADING, true);
    try {
      return await queryClient.fetchQuery({ ...queries.currentUser(), staleTime: 0 });
    } catch (error) {
      if (!isCancelledError(error)) signOutLocally();
      return null;
    }
  }

  return {
    store: readOnly(store),
    mode,
    getToken: tokens.get,
    async setToken(token) {
      if (token === null || token === "") {
        signOutLocally();
        return null;
      }
      if (mode === "bearer") tokens.set(token);
      onIdentityChange();
      return refresh();
    },
    async login(body) {
      const result = await api.login(body);
      return establish(result.token, result.user, "login");
    },
    async signup(body) {
      const result = await api.signup(body);
      return establish(result.token, result.user, "signup");
    },
    async logout() {
      try {
        await api.logout();
      } catch (error) {
        log.warn("the server could not end the session; it is cleared here anyway", error);
      }
      const hadSession = store.getState().status === "signed-in" || tokens.get() !== null;
      await queryClient.cancelQueries();
      queryClient.clear();
      tokens.set(null);
      store.setState(SIGNED_OUT, true);
      if (hadSession) onIdentityChange();
      go("/login", "logout");
    },
    refresh,
    handleUnauthorized(error) {
      if (CREDENTIAL_PATHS.some((path) => error.path.startsWith(path))) return;
      signOutLocally();
    },
    dispose: stopFollowing,
  };
}
