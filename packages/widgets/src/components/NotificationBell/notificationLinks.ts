/** Where a notification's action button leads: a path in the app, or a page in a new tab. */
export type NotificationAction =
  { kind: "internal"; path: string } | { kind: "external"; href: string };

/**
 * Old in-app paths that notifications may carry, and where each lives now: `/polls/…` became
 * `/market/…` (spec §2) and the dashboard is `/account`, not `/dashboard` (stored deposit notices
 * still say `/dashboard`).
 */
const legacyPaths: readonly (readonly [RegExp, string])[] = [
  [/^\/polls\//, "/market/"],
  [/^\/dashboard(?=$|[/?#])/, "/account"],
];

/**
 * Reads a notification's `actionUrl` (spec §2): a path (`/…`, not `//…`) is internal, with old
 * paths rewritten to their current route; an http(s) URL opens in a new tab; anything else (no
 * URL, `javascript:` and other schemes) has no action.
 */
export function notificationAction(url: string | null | undefined): NotificationAction | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith("/") && !value.startsWith("//")) {
    const path = legacyPaths.reduce((p, [from, to]) => p.replace(from, to), value);
    return { kind: "internal", path };
  }
  if (/^https?:\/\/[^\s]+$/i.test(value)) return { kind: "external", href: value };
  return null;
}
