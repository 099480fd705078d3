const LOCAL_HOSTNAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * True when the page is a local dev server calling the API on another origin: the page's
 * hostname is `localhost`, `127.0.0.1` or `[::1]` and its origin differs from the API base's
 * (typically Vite on :5173 calling the API on :8000). There the custom `X-Requested-With` header
 * would force a CORS preflight the dev API does not answer, so spec §7 leaves it out.
 *
 * Without a page origin (Node, workers without `location`) this is false: the header is sent.
 * A relative `apiBase` resolves against the page, so it is same-origin and never local dev.
 *
 * @example
 * isLocalDevOrigin("http://localhost:5173", "http://localhost:8000/api/v1"); // true
 * isLocalDevOrigin("http://localhost:8000", "http://localhost:8000/api/v1"); // false (same origin)
 * isLocalDevOrigin(undefined, "http://localhost:8000/api/v1"); // false (Node)
 */
export function isLocalDevOrigin(pageOrigin: string | undefined, apiBase: string): boolean {
  if (!pageOrigin) return false;
  let page: URL;
  let api: URL;
  try {
    page = new URL(pageOrigin);
    api = new URL(apiBase, page);
  } catch {
    return false;
  }
  return LOCAL_HOSTNAMES.has(page.hostname) && page.origin !== api.origin;
}

/** The origin of the page this code runs in, or undefined outside a browser. */
export function currentPageOrigin(): string | undefined {
  const { location } = globalThis as { location?: { origin?: unknown } };
  return typeof location?.origin === "string" ? location.origin : undefined;
}
