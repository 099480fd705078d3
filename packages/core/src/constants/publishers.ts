/**
 * Publishers' constants and the small checks code on a news page needs too (the loader's beacon,
 * the ticket's frame): no zod here, so importing them costs a page only these lines (DESIGN §7).
 */

/** A publisher's life: created (or applied) `pending`, then `active` ↔ `suspended`. */
export const PUBLISHER_STATUSES = ["pending", "active", "suspended"] as const;
export type PublisherStatus = (typeof PUBLISHER_STATUSES)[number];

/** The highest revenue share an admin may set: 50% of the fees of bets through the embeds. */
export const MAX_PUBLISHER_SHARE_PERCENT = 50;
/** An article's row appears in the figures only from this many distinct readers (no one named). */
export const ARTICLE_MIN_READERS = 5;
/** The most origins one publisher registers. */
export const MAX_PUBLISHER_ORIGINS = 10;
/** The longest article path a bet or a view records (longer ones are cut). */
export const MAX_ARTICLE_PATH_LENGTH = 300;
/** The most days one figures call covers. */
export const MAX_FIGURES_DAYS = 92;
/** The most widget views one beacon reports (a page with more widgets is counted up to this). */
export const MAX_BEACON_VIEWS = 50;
/** The most interactions one beacon reports. */
export const MAX_BEACON_INTERACTIONS = 1000;

/**
 * An article as Pulso records it: the host page's path without query string or fragment, e.g.
 * `/politica/2026/elecciones`. A path the element reports is cut to this shape by
 * `articlePathOf`; the server accepts only this shape.
 */
export const ARTICLE_PATH_PATTERN = /^\/[^?#\s]*$/;

/** Whether a value is an article path as recorded: `ARTICLE_PATH_PATTERN`, at most 300 long. */
export function isArticlePath(value: unknown): value is string {
  return (
    typeof value === "string" &&
    value.length <= MAX_ARTICLE_PATH_LENGTH &&
    ARTICLE_PATH_PATTERN.test(value)
  );
}

/** A page's path as an article: the pathname only, cut to the longest path recorded. */
export function articlePathOf(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? "/";
  const clean = path.startsWith("/") ? path.replace(/\s/g, "") : "/";
  return clean.slice(0, MAX_ARTICLE_PATH_LENGTH) || "/";
}

const HOST_LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const ORIGIN_PATTERN = new RegExp(`^https?://${HOST_LABEL}(?:\\.${HOST_LABEL})*(?::(\\d{1,5}))?$`);

/**
 * Whether a string is an origin exactly as a browser sends it in `Origin`: `http(s)://host[:port]`,
 * lower case, no path, and no default port (`https://x:443` would never match what browsers send).
 */
export function isSiteOrigin(value: string): boolean {
  const match = ORIGIN_PATTERN.exec(value);
  if (!match) return false;
  const port = match[1];
  if (port === undefined) return true;
  const number = Number(port);
  const defaultPort = value.startsWith("https:") ? 443 : 80;
  return number > 0 && number <= 65_535 && number !== defaultPort && !port.startsWith("0");
}
