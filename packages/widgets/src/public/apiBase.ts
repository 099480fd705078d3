import { marketPageUrl } from "../marketPageUrl";

/**
 * An element's API base as `createPulso` wants it: `…/api/v1`. An origin alone
 * (`https://pulso.example`) gets `/api/v1` added; any other path is kept as given.
 */
export function normalizeApiBase(value: string): string {
  const trimmed = value.trim().replace(/\/+$/, "");
  if (trimmed.endsWith("/api/v1")) return trimmed;
  try {
    const base = typeof location === "undefined" ? undefined : location.href;
    const url = new URL(trimmed || "/", base);
    if (url.pathname === "/" || url.pathname === "") return `${trimmed}/api/v1`;
  } catch {
    // Not a URL: createPulso resolves relative bases itself.
  }
  return trimmed;
}

/** The platform's page for a market, from an API base (see `marketPageUrl`). */
export function platformPageUrl(apiBase: string, marketId: string | null): string {
  try {
    const base = typeof location === "undefined" ? undefined : location.href;
    return marketPageUrl(new URL(apiBase || "/", base).origin, marketId);
  } catch {
    return "/";
  }
}
