import { log } from "../log";

/**
 * Whether a failed call is one the server answered with a refusal the widget already shows its
 * reader (a 4xx: no such market, signed out, not allowed, too many tries). Read by shape, so the
 * public runtime needs no api-client for it.
 */
export function isAnsweredRefusal(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, status } = error as { name?: unknown; status?: unknown };
  return name === "ApiError" && typeof status === "number" && status >= 400 && status < 500;
}

/**
 * Logs a failed call for the publisher's developer unless it is an answered refusal: those are
 * the reader's to read, in the widget, and a page's console full of expected 4xx says nothing.
 * A network failure, a server error or a broken answer is logged.
 */
export function warnUnlessAnswered(message: string, error: unknown): void {
  if (!isAnsweredRefusal(error)) log.warn(message, error);
}
