/** Where this app finds Pulso, and which market it shows. */
export interface HostSettings {
  /** The platform's API base, e.g. `http://localhost:8000/api/v1`. */
  apiBase: string;
  /** The market to show; when absent the app asks the platform for a featured one. */
  marketId: string | null;
}

/** The platform `pnpm start` runs. */
const LOCAL_API = "http://localhost:8000/api/v1";

/**
 * Reads the settings from the page's URL (`?api=…&market=…`), then from the build's environment
 * (`VITE_PULSO_API`), then falls back to the local platform.
 */
export function readSettings(search: string, envApi: string | undefined): HostSettings {
  const params = new URLSearchParams(search);
  const apiBase = (params.get("api") || envApi || LOCAL_API).replace(/\/+$/, "");
  return { apiBase, marketId: params.get("market") || null };
}

/** The market's page on the platform (the portal's `/market/:id`). */
export function marketPage(apiBase: string, marketId: string): string {
  return `${new URL(apiBase).origin}/market/${encodeURIComponent(marketId)}`;
}

/**
 * A featured active prediction market, as a publisher's CMS would choose one: then any active
 * one; null when the platform has none.
 */
export async function pickMarket(apiBase: string, signal: AbortSignal): Promise<string | null> {
  for (const query of [
    "featured=true&kind=prediction&status=active&limit=1",
    "kind=prediction&status=active&limit=1",
  ]) {
    const response = await fetch(`${apiBase}/polls?${query}`, { signal });
    if (!response.ok) throw new Error(`GET /polls answered ${response.status}`);
    const body = (await response.json()) as { data?: { polls?: { _id: string }[] } };
    const id = body.data?.polls?.[0]?._id;
    if (id) return id;
  }
  return null;
}
