/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** The platform's public origin-and-path base, without a trailing slash. */
export function publicBase(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, "");
}
