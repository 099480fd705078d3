/**
 * Whether this is a development build, for warnings meant for Pulso's integrators and never for a
 * publisher's readers. Bundlers replace `process.env.NODE_ENV` in production builds (Vite, tsup,
 * webpack); a page where `process` does not exist counts as production: no console noise there.
 */
export function isDevelopment(): boolean {
  return typeof process !== "undefined" && process.env.NODE_ENV !== "production";
}
