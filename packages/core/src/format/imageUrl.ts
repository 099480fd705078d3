/** URLs that already say where they live: data: URLs, http(s) URLs, protocol-relative URLs. */
const ALREADY_ABSOLUTE = /^(?:data:|https?:\/\/|\/\/)/i;

/**
 * The absolute URL of a market or user image (spec §3): relative paths the API stores
 * ("uploads/a.png", "/uploads/a.png") are prefixed with the API host, which is the API base
 * without its trailing "/api/v1", joined by exactly one "/". data:, http(s):// and "//" URLs
 * are returned unchanged; empty, null or undefined gives "". With a relative API base
 * ("/api/v1") the result is a root-relative path.
 * @example absolutizeImageUrl("/uploads/a.png", "https://api.pulso.mx/api/v1") // "https://api.pulso.mx/uploads/a.png"
 */
export function absolutizeImageUrl(path: string | null | undefined, apiBase: string): string {
  const trimmed = (path ?? "").trim();
  if (trimmed === "") return "";
  if (ALREADY_ABSOLUTE.test(trimmed)) return trimmed;
  const host = apiBase
    .trim()
    .replace(/\/+$/, "")
    .replace(/\/api\/v1$/i, "")
    .replace(/\/+$/, "");
  return `${host}/${trimmed.replace(/^\/+/, "")}`;
}
