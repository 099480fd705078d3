/**
 * The `next` a sign-in page was opened with (`/login?next=/account`), when it is one of the
 * portal's own paths: it starts with one `/` (not `//` or `/\`, which browsers read as another
 * host) and holds no control characters. Anything else is null.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/")) return null;
  if (value.startsWith("//") || value.startsWith("/\\")) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused.
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/** The safe `next` of a location's query string (`?next=/account`), or null. */
export function nextFromSearch(search: string): string | null {
  return safeNextPath(new URLSearchParams(search).get("next"));
}
