/** A single query value; numbers and booleans are stringified. */
export type QueryValue = string | number | boolean;

/** A query value as given: null and undefined (also inside arrays) are skipped. */
type MaybeQueryValue = QueryValue | null | undefined;

/**
 * Query parameters of a call: `undefined` and `null` are skipped, arrays become repeated keys
 * (`?status=active&status=closed`).
 */
export type QueryParams = Record<string, MaybeQueryValue | readonly MaybeQueryValue[]>;

/** The API base without trailing slashes; it is used as given (no `/api/v1` is appended). */
export function normalizeBaseURL(baseURL: string): string {
  const trimmed = baseURL.trim().replace(/\/+$/, "");
  if (!trimmed) {
    throw new TypeError("createTransport needs a baseURL, e.g. http://localhost:8000/api/v1");
  }
  return trimmed;
}

/** Encodes query parameters by the {@link QueryParams} rules; "" when there are none. */
export function encodeQuery(query: QueryParams | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly MaybeQueryValue[] = Array.isArray(value)
      ? value
      : [value as MaybeQueryValue];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      params.append(key, String(item));
    }
  }
  return params.toString();
}

/** The path a call names, with a leading slash and without any query it carries. */
export function pathOnly(path: string): string {
  const withSlash = path.startsWith("/") ? path : `/${path}`;
  const queryStart = withSlash.search(/[?#]/);
  return queryStart === -1 ? withSlash : withSlash.slice(0, queryStart);
}

/** The full URL of a call: base + path (leading slash ensured) + encoded query. */
export function buildRequestURL(baseURL: string, path: string, query?: QueryParams): string {
  const withSlash = path.startsWith("/") ? path : `/${path}`;
  const encoded = encodeQuery(query);
  if (!encoded) return baseURL + withSlash;
  return baseURL + withSlash + (withSlash.includes("?") ? "&" : "?") + encoded;
}
