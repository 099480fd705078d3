/** Every leaf of a nested catalogue as `dotted.key → value`. */
export function flatten(tree: unknown, prefix = ""): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  if (typeof tree !== "object" || tree === null) {
    leaves.set(prefix, tree);
    return leaves;
  }
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "object" && value !== null) {
      for (const [leaf, text] of flatten(value, path)) leaves.set(leaf, text);
    } else {
      leaves.set(path, value);
    }
  }
  return leaves;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/**
 * What is wrong between catalogues: a key one language has and another lacks, a value that is
 * not a non-empty string, or placeholders that differ between languages.
 */
export function catalogueProblems(catalogues: Record<string, unknown>): string[] {
  const flat = Object.entries(catalogues).map(
    ([language, tree]) => [language, flatten(tree)] as const,
  );
  const allKeys = new Set(flat.flatMap(([, leaves]) => [...leaves.keys()]));
  const problems: string[] = [];
  for (const key of [...allKeys].sort()) {
    const texts: string[] = [];
    for (const [language, leaves] of flat) {
      if (!leaves.has(key)) {
        problems.push(`${language}: missing ${key}`);
        continue;
      }
      const value = leaves.get(key);
      if (typeof value !== "string" || value.trim() === "") {
        problems.push(`${language}: empty ${key}`);
        continue;
      }
      texts.push(value);
    }
    const [first, ...others] = texts.map((text) => placeholders(text).join(","));
    if (others.some((other) => other !== first)) problems.push(`placeholders differ in ${key}`);
  }
  return problems;
}
