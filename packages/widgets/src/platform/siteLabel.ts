import type { Language } from "@pulso/core";
import { platformMessage } from "./platformMessages";

/** The host of a site origin, or null when it is not a URL. */
export function siteHost(site: string): string | null {
  try {
    return new URL(site).host || null;
  } catch {
    return null;
  }
}

/**
 * How a popup names the news site the reader deals with (DESIGN §7, §12), as the server verified
 * it: its publisher's name with its domain («El Diario (diario.example)»), or the domain alone;
 * null when `site` is not a URL.
 */
export function siteLabel(
  lang: Language,
  site: string,
  siteName: string | null | undefined,
): string | null {
  const host = siteHost(site);
  if (!host) return null;
  const name = siteName?.trim();
  return name ? platformMessage(lang, "authorize.siteNamed", { name, domain: host }) : host;
}
