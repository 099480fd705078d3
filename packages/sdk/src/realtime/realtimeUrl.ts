import { REALTIME_RECONNECT } from "@pulso/core";

/**
 * The realtime socket's URL for an API base (spec §7): `/ws` on the API's host, `wss` when the
 * API is https, else `ws`. A relative base resolves against the page. When the base cannot be
 * parsed, the local fallback `ws://localhost:8000/ws`.
 *
 * @example
 * realtimeUrl("https://pulso.example/api/v1"); // "wss://pulso.example/ws"
 */
export function realtimeUrl(apiBase: string, pageUrl?: string): string {
  try {
    const page = pageUrl ?? (globalThis as { location?: { href?: string } }).location?.href;
    const url = new URL(apiBase, page);
    if (url.protocol !== "https:" && url.protocol !== "http:")
      return REALTIME_RECONNECT.fallbackUrl;
    return `${url.protocol === "https:" ? "wss:" : "ws:"}//${url.host}/ws`;
  } catch {
    return REALTIME_RECONNECT.fallbackUrl;
  }
}
