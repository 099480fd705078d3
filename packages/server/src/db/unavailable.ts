/**
 * SQLSTATE codes that mean the database cannot serve right now, whatever the statement: the
 * connection classes (08…), an administrator or crash shutdown (57P01, 57P02), a server still
 * starting or shutting down (57P03), and no connection slot left (53300).
 */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** Node socket errors of a database that is down or unreachable. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

/** What `pg` says when a connection dies or never comes (it sets no code on these). */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^timeout expired$/,
  /is not queryable/,
];

/**
 * Whether an error means the database is unavailable (down, restarting, unreachable, out of
 * connections) rather than that the request was wrong. The API answers those with 503
 * SERVICE_UNAVAILABLE, so clients retry later instead of reporting a bug (DESIGN §4). Follows
 * `cause` a few levels, since callers wrap errors.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string") {
      if (code.startsWith("08") && code.length === 5) return true;
      if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    }
    if (
      typeof message === "string" &&
      UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))
    )
      return true;
    // A host name with several addresses fails with an AggregateError of each socket's error.
    const { errors } = current as { errors?: unknown };
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
