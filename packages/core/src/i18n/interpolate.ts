/** Values for a message's `{{name}}` placeholders. */
export type MessageParams = Record<string, string | number>;

/** A placeholder with the spaces or tabs before it, which go too when it is dropped. */
const PLACEHOLDER = /([ \t]*)\{\{(.+?)\}\}/g;

/** What may follow a dropped placeholder without a space before it: punctuation or the end. */
const CLOSES_PHRASE = /^(?:[\s.,;:!?…)\]]|$)/;

/**
 * Fills a message's `{{name}}` placeholders (spaces inside the braces are ignored): the one
 * interpolation of the client side (DESIGN §8), used by the sdk's translator, core's
 * `errorMessage` and the frames' `frameMessage`. Values are inserted unescaped and never
 * interpolated again; escaping is the renderer's job.
 *
 * A reader never sees a raw `{{min}}`. When `params` lacks a value the message needs, its wording
 * without values is used when `withoutParams` gives one (asked for only then). Otherwise the
 * placeholder is dropped: the space before it goes too when punctuation or the end follows
 * ("status: {{status}}" → "status:"), the text is trimmed, and `onMissing` hears the names of the
 * missing values, once each, since a caller forgot to pass them.
 *
 * @example
 * interpolate("Hola {{name}}", { name: "Ana" }); // "Hola Ana"
 * interpolate("Al menos {{min}}.", {}, () => "Demasiado corta."); // "Demasiado corta."
 */
export function interpolate(
  template: string,
  params?: MessageParams,
  withoutParams?: () => string | undefined,
  onMissing?: (missing: readonly string[]) => void,
): string {
  if (!template.includes("{{")) return template;
  const missing = new Set<string>();
  const filled = template.replace(
    PLACEHOLDER,
    (whole: string, space: string, name: string, offset: number) => {
      const value = params?.[name.trim()];
      if (value !== undefined) return `${space}${String(value)}`;
      missing.add(name.trim());
      const rest = template.slice(offset + whole.length);
      return CLOSES_PHRASE.test(rest) ? "" : space;
    },
  );
  if (missing.size === 0) return filled;
  const wording = withoutParams?.();
  if (wording !== undefined) return interpolate(wording, params);
  onMissing?.([...missing]);
  return filled.trim();
}
