import { log } from "../log";

/** Holds an instance's bearer token (bearer mode) and tells the app when it changes. */
export interface TokenHolder {
  get(): string | null;
  set(token: string | null): void;
}

/** Creates the holder; `onChange` runs on every actual change (e.g. to persist the token). */
export function createTokenHolder(
  initial: string | null,
  onChange?: (token: string | null) => void,
): TokenHolder {
  let token = initial && initial.length > 0 ? initial : null;
  return {
    get: () => token,
    set(next) {
      const value = next && next.length > 0 ? next : null;
      if (value === token) return;
      token = value;
      try {
        onChange?.(value);
      } catch (error) {
        log.warn("onTokenChange threw", error);
      }
    },
  };
}
