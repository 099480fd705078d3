import type { TranslationParams } from "./catalogues/catalogue";

/** A placeholder with the spaces or tabs before it, which go too when it is dropped. */
const PLACEHOLDER = /([ \t]*)\{\{(.+?)\}\}/g;

/** What may follow a dropped placeholder without a space before it: punctuation or the end. */
const CLOSES_PHRASE = /^(?:[\s.,;:!?…)\]]|$)/;

/** The names of a message's `{{name}}` placeholders that `params` has no value for. */
export function missingParams(template: string, params?: TranslationParams): string[] {
  if (!template.includes("{{")) return [];
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => (match[2] ?? "").trim());
  return [...new Set(names.filter((name) => params?.[name] === undefined))];
}

/**
 * Fills a message's `{{name}}` placeholders (spaces inside the braces are ignored). Values are
 * inserted unescaped and never interpolated again; escaping is the renderer's job.
 *
 * A placeholder without a value is dropped, never shown: a reader must not see a raw `{{min}}`.
 * The space before it goes too when punctuation or the end follows ("status: {{status}}" →
 * "status:"), and the text is trimmed. Dropping is the last resort: callers first use the
 * message's parameter-free wording when the catalogue has one (`createI18n`'s `translate`).
 */
export function interpolate(template: string, params?: TranslationParams): string {
  if (!template.includes("{{")) return template;
  let dropped = false;
  const filled = template.replace(
    PLACEHOLDER,
    (whole: string, space: string, name: string, offset: number) => {
      const value = params?.[name.trim()];
      if (value !== undefined) return `${space}${String(value)}`;
      dropped = true;
      const rest = template.slice(offset + whole.length);
      return CLOSES_PHRASE.test(rest) ? "" : space;
    },
  );
  return dropped ? filled.trim() : filled;
}
