import type { ThemePalette } from "./tokens";

/** The colour properties a publisher may set (`--pulso-color-*`), with the palette field each overrides. */
export const PUBLIC_COLOR_PROPERTIES: readonly (readonly [string, keyof ThemePalette])[] = [
  ["--pulso-color-bg", "bg"],
  ["--pulso-color-text", "text"],
  ["--pulso-color-muted", "muted"],
  ["--pulso-color-border", "border"],
  ["--pulso-color-accent", "accent"],
  ["--pulso-color-on-accent", "onAccent"],
  ["--pulso-color-up", "up"],
  ["--pulso-color-down", "down"],
  ["--pulso-color-skeleton", "skeleton"],
];

/**
 * The private `--_<field>` declarations every widget's CSS reads: the publisher's `--pulso-*`
 * value when set, else this palette's colour.
 */
export function paletteDeclarations(colors: ThemePalette, separator = "\n  "): string {
  return PUBLIC_COLOR_PROPERTIES.map(
    ([name, field]) => `--_${field}: var(${name}, ${colors[field]});`,
  ).join(separator);
}
