/** The platform's public origin-and-path base, without a trailing slash. */
export function publicBase(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, "");
}
