import { useSyncExternalStore } from "react";

/** The widest screen treated as a phone: its bet ticket is a bottom sheet (see market.css). */
export const PHONE_QUERY = "(max-width: 640px)";

function phoneQuery(): MediaQueryList | null {
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia(PHONE_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

/** Whether the screen is phone-sized now, following rotations and resizes. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => phoneQuery()?.matches ?? false,
    () => false,
  );
}
