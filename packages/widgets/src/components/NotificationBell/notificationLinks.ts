/** Where a notification's action button leads: a path in the app, or a page in a new tab. */
export type NotificationAction =
  { kind: "internal"; path: string } | { kind: "external"; href: string };

/**
 * Reads a notification's `actionUrl` (spec §2): a path (`/…`, not `//…`) is internal, with
 * `/polls/` rewritten to `/market/`; an http(s) URL opens in a new tab; anything else (no URL,
 * `javascript:` and other schemes) has no action.
 */
export function notificationAction(url: string | null | undefined): NotificationAction | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith("/") && !value.startsWith("//")) {
    return { kind: "internal", path: value.replace(/^\/polls\//, "/market/") };
  }
  if (/^https?:\/\/[^\s]+$/i.test(value)) return { kind: "external", href: value };
  return null;
}
