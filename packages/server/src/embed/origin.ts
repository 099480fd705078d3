/** An origin as a reader may approve it: `http(s)://host[:port]` exactly, else null. */
export function parseOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.origin === value.replace(/\/$/, "") ? url.origin : null;
  } catch {
    return null;
  }
}
