import type { User } from "@pulso/core";

/**
 * Where the session stands: `loading` until the first current-user check answers, then
 * `signed-in` or `signed-out` (spec §4: no session means anonymous).
 */
export type SessionStatus = "loading" | "signed-in" | "signed-out";

/**
 * How the session travels: `cookie` (the portal and embed frames: an HttpOnly cookie the sdk
 * never sees, DESIGN §5) or `bearer` (Node scripts and API use: a token the sdk sends).
 */
export type AuthMode = "cookie" | "bearer";

/** The session as the UI reads it. */
export interface SessionState {
  status: SessionStatus;
  /** The signed-in user, or null. */
  user: User | null;
  /** True only when signed in with the admin role (spec §6). */
  isAdmin: boolean;
}

/** Why the app is asked to navigate: after login or sign-up (to `/`), after logout (to `/login`). */
export type NavigateReason = "login" | "signup" | "logout";

/** The app's navigation hook (spec §4's redirects); widgets may ignore what does not apply. */
export type NavigateHook = (path: string, reason: NavigateReason) => void;

/** The state for a signed-in user. */
export function signedIn(user: User): SessionState {
  return { status: "signed-in", user, isAdmin: user.role === "admin" };
}

/** The anonymous state. */
export const SIGNED_OUT: SessionState = { status: "signed-out", user: null, isAdmin: false };

/** The state before the first check. */
export const LOADING: SessionState = { status: "loading", user: null, isAdmin: false };
