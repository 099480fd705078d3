const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function leaves(tree: unknown, prefix = ""): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (typeof tree !== "object" || tree === null) return found;
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "object" && value !== null) {
      for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
    } else found.set(path, value);
  }
  return found;
}

function placeholders(text: unknown): string {
  if (typeof text !== "string") return "";
  return [...text.matchAll(PLACEHOLDER)]
    .map((match) => `{{${match[1] ?? ""}}}`)
    .sort()
    .join(", ");
}

/**
 * Differences between a Spanish and an English catalogue: keys in one and not the other, empty
 * values, and placeholders that differ. An empty list means they match.
 */
export function catalogueProblems(es: unknown, en: unknown): string[] {
  const esLeaves = leaves(es);
  const enLeaves = leaves(en);
  const problems: string[] = [];
  for (const [key, text] of esLeaves) {
    if (!enLeaves.has(key)) problems.push(`${key} is in es but not in en`);
    else if (placeholders(text) !== placeholders(enLeaves.get(key))) {
      problems.push(
        `${key} has placeholders ${placeholders(text) || "none"} in es but ${placeholders(enLeaves.get(key)) || "none"} in en`,
      );
    }
  }
  for (const key of enLeaves.keys()) {
    if (!esLeaves.has(key)) problems.push(`${key} is in en but not in es`);
  }
  for (const [language, tree] of [
    ["es", esLeaves],
    ["en", enLeaves],
  ] as const) {
    for (const [key, text] of tree) {
      if (typeof text !== "string" || text.trim() === "")
        problems.push(`${key} is empty in ${language}`);
    }
  }
  return problems;
}
