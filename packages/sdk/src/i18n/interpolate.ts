import type { TranslationParams } from "./catalogues/catalogue";

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/**
 * Fills a message's `{{name}}` placeholders (spaces inside the braces are ignored). A placeholder
 * without a value stays as written, so a missing parameter shows instead of vanishing. Values are
 * inserted unescaped and never interpolated again; escaping is the renderer's job.
 */
export function interpolate(template: string, params?: TranslationParams): string {
  if (!params || !template.includes("{{")) return template;
  return template.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = params[name.trim()];
    return value === undefined ? placeholder : String(value);
  });
}
