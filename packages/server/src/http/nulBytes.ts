import { AppError } from "./errors";

/** Nesting past which a value is not searched further (validation refuses such shapes anyway). */
const MAX_DEPTH = 64;

/** The dotted path of the first string or object key in `value` that `test` flags, else null. */
function findText(
  value: unknown,
  test: (text: string) => boolean,
  path: string,
  depth: number,
): string | null {
  if (typeof value === "string") return test(value) ? path : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== "object") return null;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const itemPath = path ? `${path}.${key}` : key;
    if (test(key)) return itemPath;
    const found = findText(item, test, itemPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Where a value holds a U+0000 character, in a string or an object key: the dotted path, or
 * null when there is none. PostgreSQL text cannot store that character at all, so a query with
 * it fails inside the driver; no legitimate input needs it.
 */
export function findNulByte(value: unknown, path = "", depth = 0): string | null {
  return findText(value, (text) => text.includes("\u0000"), path, depth);
}

/**
 * Where a value holds a lone UTF-16 surrogate (a `\ud800` escape in JSON with no partner): the
 * dotted path, or null. Such text has no UTF-8 form: PostgreSQL's jsonb refuses it outright and a
 * text column would silently store U+FFFD instead; no legitimate input needs it.
 */
export function findLoneSurrogate(value: unknown): string | null {
  // In a `u` regex a well-formed pair is one code point, so `\p{Cs}` matches only lone halves.
  return findText(value, (text) => /\p{Cs}/u.test(text), "", 0);
}

/** Refuses with 400 VALIDATION_FAILED naming the field found in a request part. */
function refuseAt(found: string | null, prefix: string): void {
  if (found === null) return;
  const path = found ? `${prefix}${found}` : prefix.replace(/\.$/, "");
  throw new AppError(400, "VALIDATION_FAILED", { issues: [{ path, code: "INVALID_TYPE" }] });
}

/** Refuses a request part holding U+0000 with 400 VALIDATION_FAILED naming the field. */
export function refuseNulBytes(value: unknown, prefix: string): void {
  refuseAt(findNulByte(value), prefix);
}

/** Refuses a request part holding a lone UTF-16 surrogate with 400 VALIDATION_FAILED. */
export function refuseLoneSurrogates(value: unknown, prefix: string): void {
  refuseAt(findLoneSurrogate(value), prefix);
}
