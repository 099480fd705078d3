// Kept apart from the endpoint table so browser bundles can use it without pulling in zod.

/** Fills a path template's `:name` parameters, encoding each value. */
export function buildPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/:([A-Za-z]+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") {
      throw new Error(`[pulso] missing path parameter "${name}" for ${template}`);
    }
    return encodeURIComponent(String(value));
  });
}
