import { AppError } from "./errors";

/** Nesting past which a value is not searched further (validation refuses such shapes anyway). */
const MAX_DEPTH = 64;

/**
 * Where a value holds a U+0000 character, in a string or an object key: the dotted path, or
 * null when there is none. PostgreSQL text cannot store that character at all, so a query with
 * it fails inside the driver; no legitimate input needs it.
 */
export function findNulByte(value: unknown, path = "", depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== "object") return null;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes("\u0000")) return itemPath;
    const found = findNulByte(item, itemPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Refuses a request part holding U+0000 with 400 VALIDATION_FAILED naming the field. */
export function refuseNulBytes(value: unknown, prefix: string): void {
  const found = findNulByte(value);
  if (found === null) return;
  const path = found ? `${prefix}${found}` : prefix.replace(/\.$/, "");
  throw new AppError(400, "VALIDATION_FAILED", { issues: [{ path, code: "INVALID_TYPE" }] });
}
